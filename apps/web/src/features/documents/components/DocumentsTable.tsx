import { Checkbox, Table, Text, VisuallyHidden } from '@mantine/core';
import { documentsScreenMessages as text, type DocumentsListQuery } from '@guru/shared';
import { DataTableSortHeader } from '../../../components/DataTableSortHeader';
import type { DocumentsRowData } from '../lib/documentsRows';
import { SortField, sortDirectionOf } from '../lib/listState';
import {
  SelectionState,
  allRowsState,
  isRowSelected,
  isSelectable,
  type DocumentsSelection,
} from '../lib/selection';
import {
  FileTableRow,
  FolderTableRow,
  type DocumentRowActions,
  type RowPermissions,
} from './DocumentsTableRows';
import stacked from '../../../components/StackedTable.module.css';

export interface DocumentsTableProps {
  rows: readonly DocumentsRowData[];
  selection: DocumentsSelection;
  orderBy: NonNullable<DocumentsListQuery['orderBy']>;
  emptyText: string;
  permissions: RowPermissions;
  actions: DocumentRowActions;
  onSort: (field: SortField) => void;
  onToggleRow: (row: DocumentsRowData) => void;
  onToggleAll: () => void;
}

/**
 * Columns (seed 001 section 2.1): select, type icon, name, size, then last updated and actions, or
 * in "Share with me" shared by and shared date.
 */
export function DocumentsTable({
  rows,
  selection,
  orderBy,
  emptyText,
  permissions,
  actions,
  onSort,
  onToggleRow,
  onToggleAll,
}: DocumentsTableProps) {
  const allState = allRowsState(rows, selection);
  const header = (field: SortField, label: string) => (
    <DataTableSortHeader direction={sortDirectionOf(orderBy, field)} onSort={() => onSort(field)}>
      {label}
    </DataTableSortHeader>
  );

  return (
    <Table.ScrollContainer minWidth={760} className={stacked.scroll}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-label={text.tableLabel}
        data-testid="documents-table"
        className={stacked.table}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={text.selectAll}
                checked={allState === SelectionState.all}
                indeterminate={allState === SelectionState.some}
                disabled={!rows.some(isSelectable)}
                onChange={onToggleAll}
              />
            </Table.Th>
            <Table.Th w={40}>
              <VisuallyHidden>{text.columnType}</VisuallyHidden>
            </Table.Th>
            {header(SortField.name, text.columnName)}
            {header(SortField.size, text.columnSize)}
            {permissions.sharedColumns ? (
              <>
                {header(SortField.sharedBy, text.columnSharedBy)}
                {header(SortField.sharedDate, text.columnSharedDate)}
              </>
            ) : (
              <>
                {header(SortField.updated, text.columnLastUpdated)}
                <Table.Th w={150}>
                  <VisuallyHidden>{text.columnActions}</VisuallyHidden>
                </Table.Th>
              </>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text c="dimmed" ta="center" py="lg" data-testid="documents-empty">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => {
            const common = {
              selected: isRowSelected(row, selection),
              onToggle: () => onToggleRow(row),
              actions,
              permissions,
            };
            return row.kind === 'folder' ? (
              <FolderTableRow key={row.key} row={row} {...common} />
            ) : (
              <FileTableRow key={row.key} row={row} {...common} />
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
