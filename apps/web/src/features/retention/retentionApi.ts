import { queryOptions } from '@tanstack/react-query';
import {
  BE_API_PREFIX,
  legalHoldSchema,
  retentionApiPaths,
  retentionSettingsSchema,
  type AppType,
  type LegalHold,
  type RetentionSettings,
  type RetentionSettingsBody,
} from '@guru/shared';
import { apiRequest } from '../../lib/apiClient';

/** The firm's retention settings and a client's legal hold (ADR 0050). */
export const retentionKey = ['advisor', 'retention'] as const;

export function retentionSettingsQuery(app: AppType) {
  return queryOptions({
    queryKey: [...retentionKey, 'settings', app],
    queryFn: ({ signal }): Promise<RetentionSettings> =>
      apiRequest(`${BE_API_PREFIX}${retentionApiPaths.settings}`, {
        app,
        schema: retentionSettingsSchema,
        signal,
      }),
  });
}

export function saveRetentionSettings(app: AppType, body: RetentionSettingsBody): Promise<RetentionSettings> {
  return apiRequest(`${BE_API_PREFIX}${retentionApiPaths.settings}`, {
    app,
    method: 'PUT',
    body,
    schema: retentionSettingsSchema,
  });
}

const holdPath = (clientId: string) =>
  `${BE_API_PREFIX}${retentionApiPaths.legalHold.replace(':id', encodeURIComponent(clientId))}`;

export function legalHoldQuery(app: AppType, clientId: string) {
  return queryOptions({
    queryKey: [...retentionKey, 'hold', app, clientId],
    queryFn: ({ signal }): Promise<LegalHold> =>
      apiRequest(holdPath(clientId), { app, schema: legalHoldSchema, signal }),
  });
}

export function placeLegalHold(app: AppType, clientId: string, reason: string): Promise<LegalHold> {
  return apiRequest(holdPath(clientId), { app, method: 'PUT', body: { reason }, schema: legalHoldSchema });
}

export function liftLegalHold(app: AppType, clientId: string): Promise<LegalHold> {
  return apiRequest(holdPath(clientId), { app, method: 'DELETE', schema: legalHoldSchema });
}
