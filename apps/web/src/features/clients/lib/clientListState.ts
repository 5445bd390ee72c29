import type { ClientOrderBy, ClientRow, ClientSortField } from '@guru/shared';
import { defaultClientOrder, nextOrderBy, type ClientPageSize } from './clientPaging';
import {
  noClientsSelected,
  pruneClientSelection,
  toggleAllClients,
  toggleClient,
  type ClientSelection,
} from './clientSelection';

/**
 * What the Client Management table shows: search, order, page, page size, the open folder (the
 * root list or "Disabled Users") and the selection. A new search, order, page size or folder goes
 * back to page 1 and clears the selection (seed section 4); so does another page, since
 * select-all works on the page shown.
 */
export interface ClientListState {
  query: string;
  orderBy: ClientOrderBy;
  page: number;
  pageSize: ClientPageSize;
  disabledFolder: boolean;
  selection: ClientSelection;
}

export type ClientListAction =
  | { type: 'search'; query: string }
  | { type: 'sort'; field: ClientSortField }
  | { type: 'pageSize'; pageSize: ClientPageSize }
  | { type: 'page'; page: number }
  | { type: 'openFolder'; disabled: boolean }
  | { type: 'toggleRow'; row: Pick<ClientRow, 'id' | 'status'> }
  | { type: 'toggleAll'; rows: readonly Pick<ClientRow, 'id' | 'status'>[] }
  | { type: 'pruneSelection'; rows: readonly Pick<ClientRow, 'id' | 'status'>[] }
  | { type: 'clearSelection' };

export function initialClientListState(pageSize: ClientPageSize): ClientListState {
  return {
    query: '',
    orderBy: defaultClientOrder,
    page: 1,
    pageSize,
    disabledFolder: false,
    selection: noClientsSelected,
  };
}

function firstPage(state: ClientListState, change: Partial<ClientListState>): ClientListState {
  return { ...state, ...change, page: 1, selection: noClientsSelected };
}

export function clientListReducer(state: ClientListState, action: ClientListAction): ClientListState {
  switch (action.type) {
    case 'search':
      return action.query === state.query ? state : firstPage(state, { query: action.query });
    case 'sort':
      return firstPage(state, { orderBy: nextOrderBy(state.orderBy, action.field) });
    case 'pageSize':
      return firstPage(state, { pageSize: action.pageSize });
    case 'page':
      return action.page === state.page || action.page < 1
        ? state
        : { ...state, page: action.page, selection: noClientsSelected };
    case 'openFolder':
      return action.disabled === state.disabledFolder
        ? state
        : firstPage(state, { disabledFolder: action.disabled, query: '' });
    case 'toggleRow':
      return { ...state, selection: toggleClient(state.selection, action.row) };
    case 'toggleAll':
      return { ...state, selection: toggleAllClients(state.selection, action.rows) };
    case 'pruneSelection': {
      const selection = pruneClientSelection(state.selection, action.rows);
      return selection === state.selection ? state : { ...state, selection };
    }
    case 'clearSelection':
      return state.selection.size === 0 ? state : { ...state, selection: noClientsSelected };
  }
}
