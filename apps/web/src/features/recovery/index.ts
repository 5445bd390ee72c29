import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { appRoutes, appTypes, recoveryWebRoutes } from '@guru/shared';
import { ForgotPasswordPage } from './components/ForgotPasswordPage';
import { SecurityPage } from './components/SecurityPage';

/** What the rest of the web app may use of account recovery (import through this file only). */

/** Entry screens (no session): forgot password of both apps (advisors and the provider sign in there too). */
export function recoveryEntryRoutes(): RouteObject[] {
  return appTypes.map((app) => ({ path: appRoutes(app).resetPasswordEmail, element: createElement(ForgotPasswordPage, { key: app, app }) }));
}

/** Signed-in console screens (advisor or provider): the authenticator's recovery codes. */
export function recoveryConsoleRoutes(scope: 'admin' | 'provider'): RouteObject[] {
  const path = scope === 'provider' ? recoveryWebRoutes.providerSecurity : recoveryWebRoutes.advisorSecurity;
  return [{ path, element: createElement(SecurityPage, { scope }) }];
}
