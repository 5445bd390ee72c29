import type { PasswordsPageSize } from '@guru/shared';
import type { DocumentsTab } from './documentsTabs';
import type { DocumentsOrderBy, DocumentsRowData } from './documentsRows';
import { emptySelection, toggleAllRows, toggleRow, type DocumentsSelection } from './selection';

/**
 * What the table shows besides the open folder (which lives in the URL, ?folderId=): tab, search,
 * order, page, page size (remembered under perPage) and the selection. A new tab, search, order,
 * page size or folder goes back to page 1 and clears the selection (seed 001 section 4); another
 * page keeps it, so that all the files of a folder can be selected page after page.
 */
export type DocumentsPageSize = PasswordsPageSize;

export const SortField = {
  name: 'fileName',
  size: 'fileSize',
  updated: 'updatedAt',
  sharedDate: 'sharedDate',
  sharedBy: 'sharedBy',
} as const;
export type SortField = (typeof SortField)[keyof typeof SortField];

export const defaultOrderBy: DocumentsOrderBy = SortField.name;

export interface DocumentsListState {
  tab: DocumentsTab;
  /** The folder (?folderId= value, '' for the top level) the page and selection belong to. */
  scopeKey: string;
  query: string;
  orderBy: DocumentsOrderBy;
  page: number;
  pageSize: DocumentsPageSize;
  selection: DocumentsSelection;
  /** Counts the times the search box must empty itself (a folder opened, the title clicked). */
  searchResets: number;
}

export type DocumentsListAction =
  | { type: 'tab'; tab: DocumentsTab }
  | { type: 'scope'; scopeKey: string; clearSearch: boolean }
  | { type: 'search'; query: string }
  | { type: 'sort'; field: SortField }
  | { type: 'pageSize'; pageSize: DocumentsPageSize }
  | { type: 'page'; page: number }
  | { type: 'toggleRow'; row: DocumentsRowData }
  | { type: 'toggleAll'; rows: readonly DocumentsRowData[] }
  | { type: 'clearSelection' };

export function initialListState(
  tab: DocumentsTab,
  scopeKey: string,
  pageSize: DocumentsPageSize,
): DocumentsListState {
  return {
    tab,
    scopeKey,
    query: '',
    orderBy: defaultOrderBy,
    page: 1,
    pageSize,
    selection: emptySelection,
    searchResets: 0,
  };
}

/** The column's order: ascending first, then descending, then ascending again. */
export function nextOrderBy(current: DocumentsOrderBy, field: SortField): DocumentsOrderBy {
  return current === field ? (`-${field}` as DocumentsOrderBy) : field;
}

export function sortDirectionOf(orderBy: DocumentsOrderBy, field: SortField): 'asc' | 'desc' | null {
  if (orderBy === field) return 'asc';
  return orderBy === `-${field}` ? 'desc' : null;
}

function firstPage(state: DocumentsListState, change: Partial<DocumentsListState>): DocumentsListState {
  return { ...state, ...change, page: 1, selection: emptySelection };
}

function clearedSearch(state: DocumentsListState): Partial<DocumentsListState> {
  return { query: '', searchResets: state.searchResets + 1 };
}

export function documentsListReducer(
  state: DocumentsListState,
  action: DocumentsListAction,
): DocumentsListState {
  switch (action.type) {
    case 'tab':
      return action.tab === state.tab
        ? state
        : firstPage(state, { tab: action.tab, scopeKey: '', ...clearedSearch(state) });
    case 'scope':
      if (action.scopeKey === state.scopeKey && !action.clearSearch) return state;
      return firstPage(state, {
        scopeKey: action.scopeKey,
        ...(action.clearSearch ? clearedSearch(state) : {}),
      });
    case 'search':
      return action.query.trim() === state.query.trim() ? state : firstPage(state, { query: action.query });
    case 'sort':
      return firstPage(state, { orderBy: nextOrderBy(state.orderBy, action.field) });
    case 'pageSize':
      return action.pageSize === state.pageSize ? state : firstPage(state, { pageSize: action.pageSize });
    case 'page':
      return action.page === state.page || action.page < 1 ? state : { ...state, page: action.page };
    case 'toggleRow':
      return { ...state, selection: toggleRow(state.selection, action.row) };
    case 'toggleAll':
      return { ...state, selection: toggleAllRows(state.selection, action.rows) };
    case 'clearSelection':
      return state.selection.size === 0 ? state : { ...state, selection: emptySelection };
  }
}
