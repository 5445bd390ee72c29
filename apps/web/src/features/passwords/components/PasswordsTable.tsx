import { Table, Text, VisuallyHidden } from '@mantine/core';
import { CellCheckbox } from '../../../components/LightTableCells';
import { messages } from '@guru/shared';
import { DataTableSortHeader } from '../../../components/DataTableSortHeader';
import type { PasswordsView } from '../hooks/usePasswordsTable';
import { SelectionState, allRowsState, isSelectable, rowSelectionState } from '../lib/selection';
import { SortField, type PasswordsRow, type PasswordsSort } from '../lib/passwordsList';
import { EntryTableRow, FolderTableRow, RowIconSprite, type RowActions } from './PasswordsTableRows';
import stacked from '../../../components/StackedTable.module.css';

export interface PasswordsTableProps {
  view: PasswordsView;
  sort: PasswordsSort;
  /** A folder is open (not the top level). */
  inFolder: boolean;
  /** The vault has no entry and no folder at all. */
  passwordsEmpty: boolean;
  actions: RowActions;
  onToggleSort: (field: SortField) => void;
  onToggleRow: (row: PasswordsRow) => void;
  onToggleAll: (rows: readonly PasswordsRow[]) => void;
}

function emptyText(view: PasswordsView, inFolder: boolean, passwordsEmpty: boolean): string {
  if (view.searching) return messages.passwordsNoResults;
  if (inFolder) return messages.passwordsEmptyFolder;
  return passwordsEmpty ? messages.passwordsEmpty : messages.passwordsNoResults;
}

/** The dashboard table: select, Name, (Folder), Website/Application Name, Username, Password, Last updated, actions. */
export function PasswordsTable({
  view,
  sort,
  inFolder,
  passwordsEmpty,
  actions,
  onToggleSort,
  onToggleRow,
  onToggleAll,
}: PasswordsTableProps) {
  const { page, selection, showFolderColumn } = view;
  const allState = allRowsState(page.rows, selection);
  const columnCount = showFolderColumn ? 8 : 7;
  const sortDirection = (field: SortField) => (sort.field === field ? sort.direction : null);

  return (
    <Table.ScrollContainer minWidth={860} type="native" className={stacked.scroll}>
      <RowIconSprite />
      <Table
        verticalSpacing="sm"
        highlightOnHover
        striped={false}
        data-testid="vault-table"
        className={stacked.table}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <CellCheckbox
                label={messages.passwordsSelectAll}
                checked={allState === SelectionState.all}
                indeterminate={allState === SelectionState.some}
                disabled={!page.rows.some(isSelectable)}
                onChange={() => onToggleAll(page.rows)}
              />
            </Table.Th>
            <DataTableSortHeader
              direction={sortDirection(SortField.name)}
              onSort={() => onToggleSort(SortField.name)}
            >
              {messages.passwordsColumnName}
            </DataTableSortHeader>
            {showFolderColumn && <Table.Th>{messages.passwordsColumnFolder}</Table.Th>}
            <Table.Th>{messages.passwordsColumnWebsite}</Table.Th>
            <DataTableSortHeader
              direction={sortDirection(SortField.username)}
              onSort={() => onToggleSort(SortField.username)}
            >
              {messages.passwordsUsername}
            </DataTableSortHeader>
            <Table.Th>{messages.passwordLabel}</Table.Th>
            <Table.Th>{messages.passwordsColumnLastUpdated}</Table.Th>
            <Table.Th w={120}>
              <VisuallyHidden>{messages.passwordsColumnActions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>
                <Text c="dimmed" ta="center" py="lg" data-testid="vault-empty">
                  {emptyText(view, inFolder, passwordsEmpty)}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {page.rows.map((row) => {
            const common = {
              selectionState: rowSelectionState(row, selection),
              showFolderColumn,
              onToggle: onToggleRow,
              actions,
            };
            return row.kind === 'folder' ? (
              <FolderTableRow key={row.key} row={row} {...common} />
            ) : (
              <EntryTableRow key={row.key} row={row} {...common} />
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
