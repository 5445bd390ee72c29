import { apiPaths, okSchema, type AppType } from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';

/** Posts the unlock link's token (from the page's fragment; never in a URL we call). */
export async function unlockAccount(app: AppType, token: string): Promise<void> {
  await apiRequest(apiPaths.unlockAccount, { app, body: { token }, schema: okSchema });
}
