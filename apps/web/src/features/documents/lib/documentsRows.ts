import type { DocumentFolder, DocumentRow, DocumentsListQuery } from '@guru/shared';

/**
 * The rows of the dashboard table. At the top level of a tab: its folders and the "No Group"
 * pseudo-folder (null id, always last), paged here; inside a folder or while searching: the files
 * the server lists, paged, sorted and searched by the server.
 */
export type DocumentsOrderBy = NonNullable<DocumentsListQuery['orderBy']>;

export type DocumentsScope = { kind: 'root' } | { kind: 'folder'; folderId: string | null };
export const rootScope: DocumentsScope = { kind: 'root' };

export interface FolderRowData {
  kind: 'folder';
  key: string;
  /** null for "No Group". */
  folderId: string | null;
  folder: DocumentFolder | null;
  /** Files inside, when known. */
  fileCount: number | null;
}

export interface FileRowData {
  kind: 'file';
  key: string;
  file: DocumentRow;
}

export type DocumentsRowData = FolderRowData | FileRowData;

export const NO_GROUP_KEY = 'folder:none';
/** The ?folderId= value of the "No Group" pseudo-folder (the list query's own). */
export const NO_GROUP_PARAM = 'null';

export function folderRowKey(folderId: string | null): string {
  return folderId === null ? NO_GROUP_KEY : `folder:${folderId}`;
}

export function fileRow(file: DocumentRow): FileRowData {
  return { kind: 'file', key: `file:${file.id}`, file };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareFolders(a: DocumentFolder, b: DocumentFolder, orderBy: DocumentsOrderBy): number {
  const byName = collator.compare(a.name, b.name) || a.id.localeCompare(b.id);
  switch (orderBy) {
    case '-fileName':
      return -byName;
    case 'updatedAt':
      return a.updatedAt.localeCompare(b.updatedAt) || byName;
    case '-updatedAt':
      return b.updatedAt.localeCompare(a.updatedAt) || byName;
    case 'fileSize':
      return a.fileCount - b.fileCount || byName;
    case '-fileSize':
      return b.fileCount - a.fileCount || byName;
    default:
      return byName;
  }
}

/** The top level of a tab: folders in the chosen order, then "No Group". */
export function folderRows(
  folders: readonly DocumentFolder[],
  noGroupCount: number | null,
  orderBy: DocumentsOrderBy,
): FolderRowData[] {
  const rows: FolderRowData[] = [...folders]
    .sort((a, b) => compareFolders(a, b, orderBy))
    .map((folder) => ({
      kind: 'folder',
      key: folderRowKey(folder.id),
      folderId: folder.id,
      folder,
      fileCount: folder.fileCount,
    }));
  rows.push({ kind: 'folder', key: NO_GROUP_KEY, folderId: null, folder: null, fileCount: noGroupCount });
  return rows;
}

/** The scope a ?folderId= value names: absent the top level, "null" the "No Group" pseudo-folder. */
export function scopeOfParam(param: string | null): DocumentsScope {
  if (param === null || param === '') return rootScope;
  return { kind: 'folder', folderId: param === NO_GROUP_PARAM ? null : param };
}

export function paramOfScope(scope: DocumentsScope): string | null {
  if (scope.kind === 'root') return null;
  return scope.folderId ?? NO_GROUP_PARAM;
}

export interface PageInfo {
  page: number;
  pageCount: number;
  total: number;
  from: number;
  to: number;
}

/** Paging figures for `total` rows; a page size of -1 (All) is one page. */
export function pageInfo(total: number, page: number, pageSize: number, shown: number): PageInfo {
  const size = pageSize <= 0 ? Math.max(total, 1) : pageSize;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * size;
  return { page: current, pageCount, total, from: shown === 0 ? 0 : start + 1, to: start + shown };
}

/** One page of rows paged here (the top level). */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): { rows: T[]; info: PageInfo } {
  const size = pageSize <= 0 ? Math.max(rows.length, 1) : pageSize;
  const first = pageInfo(rows.length, page, pageSize, 0);
  const slice = rows.slice((first.page - 1) * size, (first.page - 1) * size + size);
  return { rows: slice, info: pageInfo(rows.length, first.page, pageSize, slice.length) };
}

/** offset and limit of the list query for a page (limit -1: All). */
export function listWindow(page: number, pageSize: number): { offset: number; limit: number } {
  if (pageSize <= 0) return { offset: 0, limit: -1 };
  return { offset: (Math.max(1, page) - 1) * pageSize, limit: pageSize };
}
