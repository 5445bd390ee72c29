import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  BE_API_PREFIX,
  auditApiPaths,
  auditListSchema,
  auditVerifySchema,
  type AppType,
  type AuditEventGroup,
  type AuditList,
  type AuditVerifyResult,
} from '@guru/shared';
import { apiDownload, apiRequest, type DownloadedFile } from '../../../lib/apiClient';

/** The trail screen's filter: an event group and a date range (YYYY-MM-DD, both ends included). */
export interface AuditFilter {
  group: AuditEventGroup | null;
  from: string;
  to: string;
}

export const AUDIT_PAGE_SIZE = 50;

function filterQuery(filter: AuditFilter): Record<string, string> {
  return {
    ...(filter.group ? { group: filter.group } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
}

export function auditTrailQuery(app: AppType, filter: AuditFilter, page: number) {
  return queryOptions({
    queryKey: ['advisor', 'audit-trail', app, filter, page],
    queryFn: ({ signal }): Promise<AuditList> =>
      apiRequest(`${BE_API_PREFIX}${auditApiPaths.list}`, {
        app,
        query: { ...filterQuery(filter), page: String(page), perPage: String(AUDIT_PAGE_SIZE) },
        schema: auditListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The filtered trail as a file with every hash (the server names it audit-trail-{date}.csv|json). */
export function exportAuditTrail(
  app: AppType,
  filter: AuditFilter,
  format: 'csv' | 'json',
): Promise<DownloadedFile> {
  return apiDownload(`${BE_API_PREFIX}${auditApiPaths.export}`, {
    app,
    query: { ...filterQuery(filter), format },
  });
}

export function verifyAuditTrail(app: AppType): Promise<AuditVerifyResult> {
  return apiRequest(`${BE_API_PREFIX}${auditApiPaths.verify}`, { app, schema: auditVerifySchema });
}
