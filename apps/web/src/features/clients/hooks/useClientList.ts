import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AppType, ClientRow } from '@guru/shared';
import { useSignedIn } from '../../auth';
import { clientListQueryOptions, type ClientListSource } from '../api/clientQueries';
import type { ClientListParams } from '../api/clientsApi';
import { pageOffset, pageRange, type PageRange } from '../lib/clientPaging';
import type { ClientListState } from '../lib/clientListState';
import type { ClientListControls } from './useClientListState';

export interface ClientListView {
  rows: ClientRow[];
  total: number;
  hasDisabled: boolean;
  range: PageRange;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => void;
  /** The filter the list and the export share (no paging). */
  params: Omit<ClientListParams, 'offset' | 'limit'>;
}

function paramsOf(state: ClientListState, app: AppType): ClientListParams {
  return {
    appType: app,
    offset: pageOffset(state.page, state.pageSize),
    limit: state.pageSize,
    q: state.query,
    orderBy: state.orderBy,
    disabled: state.disabledFolder,
  };
}

/** Loads the page the state asks for; keeps the selection and the page within what exists. */
export function useClientList(source: ClientListSource, controls: ClientListControls): ClientListView {
  const { app: session } = useSignedIn();
  const { state } = controls;
  const params = paramsOf(state, source.kind === 'advisor' ? source.app : session);
  const query = useQuery(clientListQueryOptions(session, source, params));
  const data = query.data;
  const rows = data?.results ?? [];
  const total = data?.total ?? 0;
  const range = pageRange(state.page, state.pageSize, total);

  const { pruneSelection, goToPage } = controls;
  useEffect(() => {
    if (query.isPlaceholderData || !data) return;
    pruneSelection(data.results);
    // A page emptied by a disable or delete: go to the last page that has rows.
    if (data.results.length === 0 && state.page > range.pageCount) goToPage(range.pageCount);
  }, [data, query.isPlaceholderData, pruneSelection, goToPage, state.page, range.pageCount]);

  const { appType, q, orderBy, disabled } = params;
  return {
    rows,
    total,
    hasDisabled: data?.hasDisabled ?? false,
    range,
    isPending: query.isPending,
    isFetching: query.isFetching,
    error: query.error,
    refetch: () => void query.refetch(),
    params: { appType, q, orderBy, disabled },
  };
}
