import type { documentsOrderBy } from '@guru/shared';
import type { DocumentDbRow } from './documents.repository.js';

/** What a documents list reads: its filter, its sort, the row it shows. */

export type DocumentsOrderBy = (typeof documentsOrderBy)[number];
/** What a list sorts by, whichever the direction. */
export type SortKey = Exclude<DocumentsOrderBy, `-${string}`>;

/** What a list shows of a scope: a folder (null = "No Group", undefined = every file) and a name search. */
export interface DocumentsFilter {
  folderId?: string | null;
  q?: string;
}

/** A listed file with what the list shows beside it. */
export interface DocumentListRow extends DocumentDbRow {
  folder_name: string | null;
  uploader_first_name: string | null;
  uploader_last_name: string | null;
  /** Only in a share scope: when and by whom it was shared with the caller (the file's share first, else its folder's). */
  shared_at: string | null;
  sharer_first_name: string | null;
  sharer_last_name: string | null;
  sharer_email: string | null;
}

/** One page of a list and the size of the whole list. */
export interface DocumentsPage {
  rows: DocumentListRow[];
  total: number;
}

/** `%` and `_` are literal in a search: escaped for LIKE … ESCAPE '\'. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The sort's key and direction: `-fileName` → ['fileName', 'desc']. */
export function sortOf(orderBy: DocumentsOrderBy): { key: SortKey; dir: 'asc' | 'desc' } {
  const desc = orderBy.startsWith('-');
  return { key: (desc ? orderBy.slice(1) : orderBy) as SortKey, dir: desc ? 'desc' : 'asc' };
}
