import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { appRoutes, type AppType } from '@guru/shared';
import { lazyRoute } from '../../lib/lazyRoute';

/** What the rest of the web app may use of account settings (import through this file only; the header's user menu is app/layouts/UserMenu.tsx). */

/** Signed-in screens of one app: Account Settings (loaded with its route). */
export function accountSettingsRoutes(app: AppType): RouteObject[] {
  return [
    {
      path: appRoutes(app).accountSettings,
      ...lazyRoute(
        () => import('./components/AccountSettingsPage'),
        (m) => createElement(m.AccountSettingsPage),
      ),
    },
  ];
}
