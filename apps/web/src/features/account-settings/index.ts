import type { RouteObject } from 'react-router';
import type { AppType } from '@guru/shared';

/** What the rest of the web app may use of account settings (import through this file only). */

/** Signed-in screens of one app: Account Settings. */
export function accountSettingsRoutes(_app: AppType): RouteObject[] {
  return [];
}
