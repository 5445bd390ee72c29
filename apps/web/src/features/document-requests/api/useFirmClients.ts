import { useQuery } from '@tanstack/react-query';
import { AppType, ClientStatus, clientApiPaths, clientListSchema } from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';

/** The firm's active Documents Guru clients, for the request form's and the inbox's client pickers. */
export function useFirmClients(session: AppType) {
  return useQuery({
    queryKey: ['document-requests', 'clients', session],
    queryFn: async ({ signal }) => {
      const list = await apiRequest(clientApiPaths.clientList, {
        app: session,
        query: { appType: AppType.documents, limit: '-1', orderBy: 'name' },
        schema: clientListSchema,
        signal,
      });
      return list.results
        .filter((c) => c.roleId === 3 && c.status === ClientStatus.active)
        .map((c) => ({ value: c.id, label: c.fullName || c.email }));
    },
  });
}
