import { Alert, Button, Checkbox, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { messages, type ClientOrderBy, type ClientRow, type ClientSortField } from '@guru/shared';
import { DataTableSortHeader } from '../../../components/DataTableSortHeader';
import { errorMessage } from '../../../lib/apiClient';
import { sortDirectionOf } from '../lib/clientPaging';
import {
  SelectAllState,
  selectAllState,
  isSelectableClient,
  type ClientSelection,
} from '../lib/clientSelection';
import { ClientTableRow, DisabledFolderRow, type ClientRowControls } from './ClientTableRow';
import stacked from '../../../components/StackedTable.module.css';

export interface ClientTableProps {
  rows: readonly ClientRow[];
  selection: ClientSelection;
  orderBy: ClientOrderBy;
  /** The columns that sort (the provider cannot sort by the masked name and e-mail). */
  sortable: readonly ClientSortField[];
  showDisabledFolder: boolean;
  loading: boolean;
  error: unknown;
  emptyText: string;
  /** Select and action columns of the advisor; null in the provider's read-only view. */
  controls: ClientRowControls | null;
  onToggleAll: () => void;
  onSort: (field: ClientSortField) => void;
  onOpenDisabledFolder: () => void;
  onRetry: () => void;
}

const columns: { field: ClientSortField; title: string }[] = [
  { field: 'name', title: messages.clientColumnName },
  { field: 'email', title: messages.clientColumnEmail },
  { field: 'createdAt', title: messages.clientColumnCreated },
  { field: 'status', title: messages.clientColumnStatus },
  { field: 'lastLogged', title: messages.clientColumnLastLogin },
];

/** The Client Management table (seed section 2.6). */
export function ClientTable(props: ClientTableProps) {
  const { rows, selection, orderBy, sortable, controls } = props;
  const columnCount = columns.length + (controls ? 2 : 0);
  const allState = selectAllState(rows, selection);

  return (
    <Table.ScrollContainer minWidth={controls ? 880 : 720} className={stacked.scroll}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-label={messages.clientsTableLabel}
        aria-busy={props.loading}
        className={stacked.table}
      >
        <Table.Thead>
          <Table.Tr>
            {controls && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={messages.clientsSelectAll}
                  checked={allState === SelectAllState.all}
                  indeterminate={allState === SelectAllState.some}
                  disabled={!rows.some(isSelectableClient)}
                  onChange={props.onToggleAll}
                />
              </Table.Th>
            )}
            {columns.map(({ field, title }) =>
              sortable.includes(field) ? (
                <DataTableSortHeader
                  key={field}
                  direction={sortDirectionOf(orderBy, field)}
                  onSort={() => props.onSort(field)}
                >
                  {title}
                </DataTableSortHeader>
              ) : (
                <Table.Th key={field}>
                  <Text fw={700} size="sm">
                    {title}
                  </Text>
                </Table.Th>
              ),
            )}
            {controls && (
              <Table.Th w={170}>
                <VisuallyHidden>{messages.clientsActionsColumn}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.showDisabledFolder && (
            <DisabledFolderRow columnCount={columnCount} onOpen={props.onOpenDisabledFolder} />
          )}
          {props.error !== null && props.error !== undefined && (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>
                <Alert color="red" icon={<IconAlertCircle />} title={messages.clientsLoadFailed}>
                  {errorMessage(props.error)}{' '}
                  <Button size="compact-xs" variant="light" ml="xs" onClick={props.onRetry}>
                    {messages.tryAgain}
                  </Button>
                </Alert>
              </Table.Td>
            </Table.Tr>
          )}
          {props.loading && rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>
                <Skeleton h={20} />
              </Table.Td>
            </Table.Tr>
          )}
          {!props.loading && !props.error && rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>
                <Text c="dimmed" ta="center" py="lg" size="sm" data-testid="clients-empty">
                  {props.emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <ClientTableRow key={row.id} row={row} selected={selection.has(row.id)} controls={controls} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
