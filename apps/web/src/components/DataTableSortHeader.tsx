import { Table, UnstyledButton, Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface DataTableSortHeaderProps {
  children: ReactNode;
  /** null when the table is sorted by another column. */
  direction: 'asc' | 'desc' | null;
  onSort: () => void;
  width?: number | string;
}

/** A column header that sorts on click; aria-sort tells assistive technology the order. */
export function DataTableSortHeader({ children, direction, onSort, width }: DataTableSortHeaderProps) {
  const Icon = direction === 'asc' ? IconChevronUp : direction === 'desc' ? IconChevronDown : IconSelector;
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  return (
    <Table.Th aria-sort={ariaSort} w={width}>
      <UnstyledButton onClick={onSort} style={{ width: '100%' }}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {children}
          </Text>
          <Icon size={14} stroke={1.8} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
