import type { RouteObject } from 'react-router';

/** What the rest of the web app may use of PIN reset (import through this file only). */

/** Entry screens (no session needed): Reset PIN Code by phone and by e-mail link, both apps. */
export function pinResetEntryRoutes(): RouteObject[] {
  return [];
}
