import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { messages } from '@guru/shared';
import { clientPageSizes, pageRangeLabel, type ClientPageSize, type PageRange } from '../lib/clientPaging';

export interface ClientPaginationProps {
  page: number;
  range: PageRange;
  total: number;
  pageSize: ClientPageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: ClientPageSize) => void;
}

/**
 * The page size, "start-end of total" and Prev / Next under the client table. Like the vault's
 * DataTablePagination, but with the seed's range label ("1-10 of 42", a hyphen) and no "All".
 */
export function ClientPagination({ page, range, total, pageSize, onPageChange, onPageSizeChange }: ClientPaginationProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <NativeSelect
          aria-label={messages.vaultPerPage}
          size="xs"
          w={84}
          value={String(pageSize)}
          data={clientPageSizes.map((size) => String(size))}
          onChange={(event) => {
            const chosen = clientPageSizes.find((size) => String(size) === event.currentTarget.value);
            if (chosen !== undefined) onPageSizeChange(chosen);
          }}
        />
        <Text size="sm" c="dimmed">
          {messages.vaultPerPage}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {total > 0 && (
          <Text size="sm" c="dimmed" data-testid="page-info">
            {pageRangeLabel(range, total)}
          </Text>
        )}
        <Button variant="default" size="xs" leftSection={<IconChevronLeft size={14} />} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {messages.vaultPrev}
        </Button>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} />}
          disabled={page >= range.pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          {messages.vaultNext}
        </Button>
      </Group>
    </Group>
  );
}
