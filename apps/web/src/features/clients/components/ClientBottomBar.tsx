import { Button, Group, Text } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { messages, formatMessage } from '@guru/shared';
import { clientPageSizes, pageRangeLabel, type ClientPageSize, type PageRange } from '../lib/clientPaging';
import { DataTablePagination } from '../../../components/DataTablePagination';

export interface ClientBottomBarProps {
  page: number;
  range: PageRange;
  total: number;
  pageSize: ClientPageSize;
  /** Null in the provider's read-only view (no Disable button). */
  selectedCount: number | null;
  onDisableSelected: () => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: ClientPageSize) => void;
}

/** Disable (the selection), then Prev/Next, "start-end of total" and the page size. */
export function ClientBottomBar(props: ClientBottomBarProps) {
  const { selectedCount, range } = props;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" align="center">
      {selectedCount !== null && (
        <Button
          color="red"
          variant={selectedCount > 0 ? 'filled' : 'light'}
          leftSection={<IconUserOff size={16} />}
          onClick={props.onDisableSelected}
        >
          {messages.clientsDisable}
          {selectedCount > 0 && (
            <Text span size="xs" ml={6} opacity={0.85}>
              ({formatMessage(messages.clientsSelectedCount, { count: selectedCount })})
            </Text>
          )}
        </Button>
      )}
      <div style={{ flex: 1, minWidth: 280 }}>
        <DataTablePagination
          page={props.page}
          pageCount={range.pageCount}
          from={range.from}
          to={range.to}
          total={props.total}
          pageSize={props.pageSize}
          pageSizes={clientPageSizes}
          rangeLabel={pageRangeLabel(range, props.total)}
          onPageChange={props.onPageChange}
          onPageSizeChange={props.onPageSizeChange}
        />
      </div>
    </Group>
  );
}
