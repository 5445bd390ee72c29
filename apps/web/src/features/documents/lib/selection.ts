import type { DocumentFolder } from '@guru/shared';
import type { DocumentsRowData, FileRowData, FolderRowData } from './documentsRows';

/**
 * Dashboard selection (seed 001 section 4): select-all toggles every row shown; selecting all files
 * of a folder selects the folder. Files and real folders can be selected ("No Group" is no folder
 * and its files are listed page by page, so it is opened, not selected). Each selected item keeps
 * its row, so deletes and exports know what they are about on any page.
 */
export type DocumentsSelection = ReadonlyMap<string, FileRowData | FolderRowData>;

export const emptySelection: DocumentsSelection = new Map();

export const SelectionState = { none: 'none', some: 'some', all: 'all' } as const;
export type SelectionState = (typeof SelectionState)[keyof typeof SelectionState];

export function isSelectable(row: DocumentsRowData): boolean {
  return row.kind === 'file' || row.folderId !== null;
}

export function isRowSelected(row: DocumentsRowData, selection: DocumentsSelection): boolean {
  return selection.has(row.key);
}

export function toggleRow(selection: DocumentsSelection, row: DocumentsRowData): DocumentsSelection {
  if (!isSelectable(row)) return selection;
  const next = new Map(selection);
  if (next.has(row.key)) next.delete(row.key);
  else next.set(row.key, row as FileRowData | FolderRowData);
  return next;
}

/** The select-all box over the rows shown. */
export function allRowsState(
  rows: readonly DocumentsRowData[],
  selection: DocumentsSelection,
): SelectionState {
  const selectable = rows.filter(isSelectable);
  if (selectable.length === 0) return SelectionState.none;
  const selected = selectable.filter((row) => selection.has(row.key)).length;
  if (selected === 0) return SelectionState.none;
  return selected === selectable.length ? SelectionState.all : SelectionState.some;
}

/** Select-all: selects every row shown, or unselects them all when they all are selected. */
export function toggleAllRows(
  selection: DocumentsSelection,
  rows: readonly DocumentsRowData[],
): DocumentsSelection {
  const selectable = rows.filter(isSelectable);
  const next = new Map(selection);
  if (allRowsState(rows, selection) === SelectionState.all) selectable.forEach((row) => next.delete(row.key));
  else selectable.forEach((row) => next.set(row.key, row as FileRowData | FolderRowData));
  return next;
}

export function selectedFiles(selection: DocumentsSelection): FileRowData[] {
  return [...selection.values()].filter((row): row is FileRowData => row.kind === 'file');
}

/**
 * The folders the selection stands for: the folder rows selected, and the open folder when every
 * one of its files is selected.
 */
export function selectedFolders(
  selection: DocumentsSelection,
  openFolder: DocumentFolder | null,
): DocumentFolder[] {
  const folders = [...selection.values()].flatMap((row) =>
    row.kind === 'folder' && row.folder ? [row.folder] : [],
  );
  if (openFolder && openFolder.fileCount > 0 && !folders.some((folder) => folder.id === openFolder.id)) {
    const inside = selectedFiles(selection).filter((row) => row.file.folderId === openFolder.id).length;
    if (inside >= openFolder.fileCount) folders.push(openFolder);
  }
  return folders;
}

/** What deleting the selection sends: files outside the folders deleted with it, and the folders. */
export function selectionDeleteIds(
  selection: DocumentsSelection,
  openFolder: DocumentFolder | null,
): { ids: string[]; folderIds: string[] } {
  const folderIds = selectedFolders(selection, openFolder).map((folder) => folder.id);
  const inDeletedFolder = new Set(folderIds);
  const ids = selectedFiles(selection)
    .filter((row) => row.file.folderId === null || !inDeletedFolder.has(row.file.folderId))
    .map((row) => row.file.id);
  return { ids, folderIds };
}
