import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { appRoutes, appTypes } from '@guru/shared';
import { lazyRoute } from '../../lib/lazyRoute';

/** What the rest of the web app may use of the account unlock (import through this file only). */

const pages = () => import('./pages');

/** Entry screen (no session needed): the unlock link of the e-mail, both apps. */
export function accountUnlockEntryRoutes(): RouteObject[] {
  return appTypes.map((app) => ({
    path: appRoutes(app).unlockAccount,
    ...lazyRoute(pages, (m) => createElement(m.UnlockAccountPage, { key: app, app })),
  }));
}
