import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AppType } from '@guru/shared';
import { fetchClients, fetchProviderClients, type ClientListParams } from './clientsApi';
import { fetchSecondUsers } from './invitesApi';

/** Query keys and options of Client Management; every change of a client invalidates `clientsKey`. */
export const clientsKey = ['clients'] as const;

/** Whose list a table shows: the advisor's own clients of an app, or a firm's, masked, for the provider. */
export type ClientListSource = { kind: 'advisor'; app: AppType } | { kind: 'provider'; firmId: string };

export function clientListQueryOptions(session: AppType, source: ClientListSource, params: ClientListParams) {
  return queryOptions({
    queryKey: [...clientsKey, 'list', session, source, params],
    queryFn: ({ signal }) =>
      source.kind === 'advisor'
        ? fetchClients(session, params, signal)
        : fetchProviderClients(session, source.firmId, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function secondUsersQueryOptions(session: AppType, clientId: string) {
  return queryOptions({
    queryKey: [...clientsKey, 'secondUsers', session, clientId],
    queryFn: ({ signal }) => fetchSecondUsers(session, clientId, signal),
  });
}
