import type { PasswordsRow } from './passwordsList';

/**
 * Dashboard selection (seed section 4): the selection is a set of entry ids. A folder row stands
 * for its entries: selecting it selects them all, and it shows as selected when they all are.
 */
export type Selection = ReadonlySet<string>;

export const emptySelection: Selection = new Set<string>();

export const SelectionState = { none: 'none', some: 'some', all: 'all' } as const;
export type SelectionState = (typeof SelectionState)[keyof typeof SelectionState];

export function rowEntryIds(row: PasswordsRow): readonly string[] {
  return row.kind === 'folder' ? row.entryIds : [row.entry.id];
}

/** An empty folder has nothing to select. */
export function isSelectable(row: PasswordsRow): boolean {
  return rowEntryIds(row).length > 0;
}

function stateOf(ids: readonly string[], selection: Selection): SelectionState {
  if (ids.length === 0 || selection.size === 0) return SelectionState.none;
  const selected = ids.filter((id) => selection.has(id)).length;
  if (selected === 0) return SelectionState.none;
  return selected === ids.length ? SelectionState.all : SelectionState.some;
}

export function rowSelectionState(row: PasswordsRow, selection: Selection): SelectionState {
  return stateOf(rowEntryIds(row), selection);
}

/** Selects a row (all of a folder's entries) unless it is fully selected, in which case it is unselected. */
export function toggleRow(selection: Selection, row: PasswordsRow): Selection {
  const ids = rowEntryIds(row);
  const next = new Set(selection);
  if (stateOf(ids, selection) === SelectionState.all) ids.forEach((id) => next.delete(id));
  else ids.forEach((id) => next.add(id));
  return next;
}

function idsOfRows(rows: readonly PasswordsRow[]): string[] {
  return rows.flatMap((row) => [...rowEntryIds(row)]);
}

/** State of the select-all box over the rows shown. */
export function allRowsState(rows: readonly PasswordsRow[], selection: Selection): SelectionState {
  // Nothing selected (the usual case): no need to gather the ids of every folder of a 100,000-entry vault.
  if (selection.size === 0) return SelectionState.none;
  return stateOf(idsOfRows(rows), selection);
}

/** Select-all: selects every row shown, or unselects them all when they all are selected. */
export function toggleAllRows(selection: Selection, rows: readonly PasswordsRow[]): Selection {
  const ids = idsOfRows(rows);
  const next = new Set(selection);
  if (stateOf(ids, selection) === SelectionState.all) ids.forEach((id) => next.delete(id));
  else ids.forEach((id) => next.add(id));
  return next;
}

/** Drops ids that no longer exist (after a delete or a refetch). */
export function pruneSelection(selection: Selection, existingIds: ReadonlySet<string>): Selection {
  const kept = [...selection].filter((id) => existingIds.has(id));
  return kept.length === selection.size ? selection : new Set(kept);
}

/** Real folders (not "No Group") whose every entry is selected: deleting the selection removes them too. */
export function fullySelectedFolderIds(rows: readonly PasswordsRow[], selection: Selection): string[] {
  return rows.flatMap((row) =>
    row.kind === 'folder' &&
    row.folderId !== null &&
    row.entryIds.length > 0 &&
    rowSelectionState(row, selection) === SelectionState.all
      ? [row.folderId]
      : [],
  );
}
