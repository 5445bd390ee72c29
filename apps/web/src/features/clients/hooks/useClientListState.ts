import { useCallback, useMemo, useReducer } from 'react';
import type { ClientRow, ClientSortField } from '@guru/shared';
import { readClientPageSize, writeClientPageSize, type ClientPageSize } from '../lib/clientPaging';
import { clientListReducer, initialClientListState, type ClientListState } from '../lib/clientListState';

export interface ClientListControls {
  state: ClientListState;
  setQuery: (query: string) => void;
  sortBy: (field: ClientSortField) => void;
  setPageSize: (size: ClientPageSize) => void;
  goToPage: (page: number) => void;
  openDisabledFolder: () => void;
  openRoot: () => void;
  toggleRow: (row: ClientRow) => void;
  toggleAll: (rows: readonly ClientRow[]) => void;
  pruneSelection: (rows: readonly ClientRow[]) => void;
  clearSelection: () => void;
}

/** The table's search, order, page, page size (remembered under `perPage`), folder and selection. */
export function useClientListState(): ClientListControls {
  const [state, dispatch] = useReducer(clientListReducer, undefined, () =>
    initialClientListState(readClientPageSize()),
  );

  const setPageSize = useCallback((pageSize: ClientPageSize) => {
    writeClientPageSize(pageSize);
    dispatch({ type: 'pageSize', pageSize });
  }, []);

  const handlers = useMemo(
    () => ({
      setQuery: (query: string) => dispatch({ type: 'search', query }),
      sortBy: (field: ClientSortField) => dispatch({ type: 'sort', field }),
      goToPage: (page: number) => dispatch({ type: 'page', page }),
      openDisabledFolder: () => dispatch({ type: 'openFolder', disabled: true }),
      openRoot: () => dispatch({ type: 'openFolder', disabled: false }),
      toggleRow: (row: ClientRow) => dispatch({ type: 'toggleRow', row }),
      toggleAll: (rows: readonly ClientRow[]) => dispatch({ type: 'toggleAll', rows }),
      pruneSelection: (rows: readonly ClientRow[]) => dispatch({ type: 'pruneSelection', rows }),
      clearSelection: () => dispatch({ type: 'clearSelection' }),
    }),
    [],
  );

  return { state, setPageSize, ...handlers };
}
