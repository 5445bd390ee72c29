import { useCallback, useMemo, useReducer } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { DocumentFolder, DocumentsListQuery } from '@guru/shared';
import { documentFoldersQuery, documentsListQuery } from '../api/documentsQueries';
import { DocumentsViewer } from '../lib/documentsRole';
import { DocumentsTab, defaultTab, tabFilter } from '../lib/documentsTabs';
import {
  fileRow,
  folderRows,
  listWindow,
  pageInfo,
  pageOf,
  paramOfScope,
  scopeOfParam,
  type DocumentsRowData,
} from '../lib/documentsRows';
import {
  documentsListReducer,
  initialListState,
  type DocumentsPageSize,
  type SortField,
} from '../lib/listState';
import { readPageSize, writePageSize } from '../lib/pageSize';
import { selectedFolders } from '../lib/selection';
import { useDocumentsContext } from './documentsContext';

export const FOLDER_PARAM = 'folderId';

function otherAreaTab(tab: DocumentsTab): DocumentsTab | null {
  if (tab === DocumentsTab.private) return DocumentsTab.shared;
  return tab === DocumentsTab.shared ? DocumentsTab.private : null;
}

/**
 * The dashboard table: tab, open folder (?folderId=), search, order, page, page size and selection,
 * and the rows they give. The top level lists the tab's folders and "No Group"; a folder or a
 * search lists files, searched, sorted and paged by the server.
 */
export function useDocumentsTable() {
  const { app, viewer, clientId } = useDocumentsContext();
  const [searchParams, setSearchParams] = useSearchParams();
  const scope = scopeOfParam(searchParams.get(FOLDER_PARAM));
  const scopeKey = paramOfScope(scope) ?? '';
  const [state, dispatch] = useReducer(documentsListReducer, undefined, () =>
    initialListState(defaultTab(viewer), scopeKey, readPageSize()),
  );
  // A folder opened through the URL (a link, the back button) starts at page 1 with no selection.
  if (state.scopeKey !== scopeKey) dispatch({ type: 'scope', scopeKey, clearSearch: false });

  const filter = useMemo(() => tabFilter(state.tab, clientId), [state.tab, clientId]);
  const searching = state.query.trim() !== '';
  const listsFiles = scope.kind === 'folder' || searching;
  const folders = useQuery(documentFoldersQuery(app, filter));
  const pageWindow = listWindow(state.page, state.pageSize);
  const listQuery: DocumentsListQuery = {
    ...filter,
    ...pageWindow,
    orderBy: state.orderBy,
    ...(searching ? { q: state.query.trim() } : {}),
    ...(scope.kind === 'folder' ? { folderId: scope.folderId ?? 'null' } : {}),
  };
  const files = useQuery(documentsListQuery(app, listQuery, listsFiles));
  const noGroup = useQuery(
    documentsListQuery(app, { ...filter, folderId: 'null', offset: 0, limit: 1 }, !listsFiles),
  );

  const openFolder: DocumentFolder | null =
    scope.kind === 'folder' && scope.folderId !== null
      ? (folders.data?.find((folder) => folder.id === scope.folderId) ?? null)
      : null;

  // A client's folder opened by link may be in the other area: its tab opens.
  const otherTab = viewer === DocumentsViewer.client ? otherAreaTab(state.tab) : null;
  const lookElsewhere =
    otherTab !== null &&
    scope.kind === 'folder' &&
    scope.folderId !== null &&
    folders.isSuccess &&
    openFolder === null;
  const elsewhere = useQuery(
    documentFoldersQuery(app, tabFilter(otherTab ?? state.tab, clientId), lookElsewhere),
  );
  if (lookElsewhere && otherTab && elsewhere.data?.some((folder) => folder.id === scope.folderId))
    dispatch({ type: 'tab', tab: otherTab });

  const { rows, info } = useMemo(() => {
    if (listsFiles) {
      const fileRows: DocumentsRowData[] = (files.data?.results ?? []).map(fileRow);
      return {
        rows: fileRows,
        info: pageInfo(files.data?.total ?? 0, state.page, state.pageSize, fileRows.length),
      };
    }
    const top = folderRows(folders.data ?? [], noGroup.data?.total ?? null, state.orderBy);
    return pageOf<DocumentsRowData>(top, state.page, state.pageSize);
  }, [listsFiles, files.data, folders.data, noGroup.data, state.page, state.pageSize, state.orderBy]);

  const active = listsFiles ? files : folders;

  const openScope = useCallback(
    (folderId: string | null | undefined) => {
      // undefined: the top level; null: "No Group".
      const param = folderId === undefined ? null : paramOfScope({ kind: 'folder', folderId });
      dispatch({ type: 'scope', scopeKey: param ?? '', clearSearch: true });
      setSearchParams(param === null ? {} : { [FOLDER_PARAM]: param });
    },
    [setSearchParams],
  );

  const handlers = useMemo(
    () => ({
      selectTab: (tab: DocumentsTab) => {
        dispatch({ type: 'tab', tab });
        setSearchParams({});
      },
      setQuery: (query: string) => dispatch({ type: 'search', query }),
      sortBy: (field: SortField) => dispatch({ type: 'sort', field }),
      setPageSize: (pageSize: DocumentsPageSize) => {
        writePageSize(pageSize);
        dispatch({ type: 'pageSize', pageSize });
      },
      goToPage: (page: number) => dispatch({ type: 'page', page }),
      toggleRow: (row: DocumentsRowData) => dispatch({ type: 'toggleRow', row }),
      toggleAll: (shown: readonly DocumentsRowData[]) => dispatch({ type: 'toggleAll', rows: shown }),
      clearSelection: () => dispatch({ type: 'clearSelection' }),
    }),
    [setSearchParams],
  );

  return {
    state,
    scope,
    filter,
    listQuery,
    searching,
    listsFiles,
    folders: folders.data ?? [],
    openFolder,
    rows,
    info,
    isPending: active.isPending,
    isError: active.isError,
    error: active.error,
    refetch: () => void active.refetch(),
    selectedFolders: selectedFolders(state.selection, openFolder),
    openScope,
    ...handlers,
  };
}

export type DocumentsTableState = ReturnType<typeof useDocumentsTable>;
