import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { appRoutes, appTypes, recoveryWebRoutes } from '@guru/shared';
import { lazyRoute } from '../../lib/lazyRoute';

/** What the rest of the web app may use of account recovery (import through this file only). */

const pages = () => import('./pages');

/** Entry screens (no session): forgot password of both apps (advisors and the provider sign in there too). */
export function recoveryEntryRoutes(): RouteObject[] {
  return appTypes.map((app) => ({
    path: appRoutes(app).resetPasswordEmail,
    ...lazyRoute(pages, (m) => createElement(m.ForgotPasswordPage, { key: app, app })),
  }));
}

/** Signed-in console screens (advisor or provider): the authenticator's recovery codes. */
export function recoveryConsoleRoutes(scope: 'admin' | 'provider'): RouteObject[] {
  const path = scope === 'provider' ? recoveryWebRoutes.providerSecurity : recoveryWebRoutes.advisorSecurity;
  return [{ path, ...lazyRoute(pages, (m) => createElement(m.SecurityPage, { scope })) }];
}
