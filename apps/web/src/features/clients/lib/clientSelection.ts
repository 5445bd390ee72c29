import { ClientStatus, type ClientRow } from '@guru/shared';

/**
 * Client Management selection (seed section 4): a set of client ids. Only Active rows can be
 * selected (the selection feeds the bulk Disable); select-all picks the Active rows of the page.
 */
export type ClientSelection = ReadonlySet<string>;

export const noClientsSelected: ClientSelection = new Set<string>();

export const SelectAllState = { none: 'none', some: 'some', all: 'all' } as const;
export type SelectAllState = (typeof SelectAllState)[keyof typeof SelectAllState];

type SelectableRow = Pick<ClientRow, 'id' | 'status'>;

export function isSelectableClient(row: SelectableRow): boolean {
  return row.status === ClientStatus.active;
}

function selectableIds(rows: readonly SelectableRow[]): string[] {
  return rows.filter(isSelectableClient).map((row) => row.id);
}

/** Selects or unselects one Active row; other rows leave the selection as it is. */
export function toggleClient(selection: ClientSelection, row: SelectableRow): ClientSelection {
  if (!isSelectableClient(row)) return selection;
  const next = new Set(selection);
  if (next.has(row.id)) next.delete(row.id);
  else next.add(row.id);
  return next;
}

/** The select-all box over the page: its Active rows all selected, some, or none. */
export function selectAllState(rows: readonly SelectableRow[], selection: ClientSelection): SelectAllState {
  const ids = selectableIds(rows);
  const selected = ids.filter((id) => selection.has(id)).length;
  if (selected === 0) return SelectAllState.none;
  return selected === ids.length ? SelectAllState.all : SelectAllState.some;
}

/** Select-all: every Active row of the page, or none of them when they all are selected. */
export function toggleAllClients(
  selection: ClientSelection,
  rows: readonly SelectableRow[],
): ClientSelection {
  const ids = selectableIds(rows);
  if (selectAllState(rows, selection) === SelectAllState.all) {
    const next = new Set(selection);
    ids.forEach((id) => next.delete(id));
    return next;
  }
  return new Set([...selection, ...ids]);
}

/** Keeps only ids that are still Active rows of the page (after a refetch, a disable or a delete). */
export function pruneClientSelection(
  selection: ClientSelection,
  rows: readonly SelectableRow[],
): ClientSelection {
  if (selection.size === 0) return selection;
  const stillSelectable = new Set(selectableIds(rows));
  const kept = [...selection].filter((id) => stillSelectable.has(id));
  return kept.length === selection.size ? selection : new Set(kept);
}
