import { accountRequestResponse, requestUserPath, type AccountRequestBody, type AppType } from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';

/** Public: POST /auth/request-user (password app) or /auth/documents-guru/request-user (vault). */
export function requestAccount(app: AppType, body: AccountRequestBody): Promise<{ status: 'success' }> {
  return apiRequest(requestUserPath(app), { app, body, schema: accountRequestResponse });
}
