import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { appRoutes, appTypes } from '@guru/shared';
import { lazyRoute } from '../../lib/lazyRoute';

/** What the rest of the web app may use of PIN reset (import through this file only). */

const pages = () => import('./pages');

/** Entry screens (no session needed): Reset PIN Code by phone and by e-mail link, both apps. */
export function pinResetEntryRoutes(): RouteObject[] {
  return appTypes.flatMap((app) => [
    {
      path: appRoutes(app).resetPin,
      ...lazyRoute(pages, (m) => createElement(m.ResetPinPage, { key: app, app })),
    },
    {
      path: appRoutes(app).resetPinVerify2fa,
      ...lazyRoute(pages, (m) => createElement(m.ResetPinVerifyPage, { key: app, app })),
    },
    {
      path: appRoutes(app).resetPinDone,
      ...lazyRoute(pages, (m) => createElement(m.ResetPinDonePage, { key: app, app })),
    },
  ]);
}
