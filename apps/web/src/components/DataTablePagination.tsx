import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { PAGE_SIZE_ALL, messages, formatMessage } from '@guru/shared';

export interface DataTablePaginationProps<Size extends number> {
  page: number;
  pageCount: number;
  total: number;
  from: number;
  to: number;
  pageSize: Size;
  pageSizes: readonly Size[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: Size) => void;
  /** The range text, when a screen words it its own way (default: the vault's "from–to of total"). */
  rangeLabel?: string;
}

/** Prev / Next and the page-size selector (-1 is "All") under a table. */
export function DataTablePagination<Size extends number>({
  page,
  pageCount,
  total,
  from,
  to,
  pageSize,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  rangeLabel,
}: DataTablePaginationProps<Size>) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <NativeSelect
          aria-label={messages.passwordsPerPage}
          size="xs"
          w={84}
          value={String(pageSize)}
          data={pageSizes.map((size) => ({
            value: String(size),
            label: size === PAGE_SIZE_ALL ? messages.passwordsPageSizeAll : String(size),
          }))}
          onChange={(event) => {
            const chosen = pageSizes.find((size) => String(size) === event.currentTarget.value);
            if (chosen !== undefined) onPageSizeChange(chosen);
          }}
        />
        <Text size="sm" c="dimmed">
          {messages.passwordsPerPage}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {total > 0 && (
          <Text size="sm" c="dimmed" data-testid="page-info">
            {rangeLabel ?? formatMessage(messages.passwordsPageInfo, { from, to, total })}
          </Text>
        )}
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} />}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          {messages.passwordsPrev}
        </Button>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} />}
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          {messages.passwordsNext}
        </Button>
      </Group>
    </Group>
  );
}
