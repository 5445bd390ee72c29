import { queryOptions } from '@tanstack/react-query';
import { beApiPaths, type AppType } from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';

/** One advisor firm as listed by GET /be/api/admin/firms (no shared schema exists yet). */
export interface AdminFirm {
  id: string;
  name: string;
  subdomain: string;
  createdAt: string;
  clientCount: number;
}

export interface AdminFirmList {
  results: AdminFirm[];
  total: number;
}

export function fetchAdminFirms(app: AppType): Promise<AdminFirmList> {
  return apiRequest<AdminFirmList>(beApiPaths.adminFirms, { app });
}

export function adminFirmsQueryOptions(app: AppType) {
  return queryOptions({ queryKey: ['admin', 'firms', app], queryFn: () => fetchAdminFirms(app) });
}
