import {
  API_PREFIX,
  accountSettingsApiPaths,
  accountSettingsResponse,
  type AppType,
  type CurrentUser,
} from '@guru/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './apiClient';

/**
 * The signed-in client's account settings, read by the settings page (features/account-settings) and
 * by the header's user menu (its photo), so that a new photo shows in both at once.
 */
export const accountSettingsQueryKey = (app: AppType) => ['account-settings', app] as const;

export function accountSettingsQuery(app: AppType) {
  return queryOptions({
    queryKey: accountSettingsQueryKey(app),
    queryFn: () =>
      apiRequest(accountSettingsApiPaths(app).settings, { app, schema: accountSettingsResponse }),
    staleTime: 60_000,
  });
}

/** The photo's address (served on the app's own session); the version makes a new photo show at once. */
export function photoUrl(app: AppType, version: string): string {
  return `${API_PREFIX}${accountSettingsApiPaths(app).photo}?v=${encodeURIComponent(version)}`;
}

/** Clients and their second users have account settings; third parties (shared documents only), advisors and the provider do not. */
export function hasAccountSettings(user: Pick<CurrentUser, 'scope' | 'roleId'>): boolean {
  return user.scope === 'client' && (user.roleId === 3 || user.roleId === 4);
}

/**
 * Who reaches the Account Settings page from the user menu: clients and second users (all their settings)
 * and third parties, whose page holds only their passkeys (ADR 0044).
 */
export function hasAccountSettingsPage(user: Pick<CurrentUser, 'scope' | 'roleId'>): boolean {
  return hasAccountSettings(user) || (user.scope === 'client' && user.roleId === 5);
}
