import type { RouteObject } from 'react-router';

/** What the rest of the web app may use of account recovery (import through this file only). */

/** Entry screens (no session): forgot password of both apps and of the consoles. */
export function recoveryEntryRoutes(): RouteObject[] {
  return [];
}

/** Signed-in console screens (advisor or provider): the authenticator's recovery codes. */
export function recoveryConsoleRoutes(_scope: 'admin' | 'provider'): RouteObject[] {
  return [];
}
