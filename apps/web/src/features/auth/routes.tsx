import type { RouteObject } from 'react-router';
import { appRoutes, type AppType } from '@guru/shared';
import { lazyRoute } from '../../lib/lazyRoute';

// The sign-in page is the first page most people load: it is its own chunk, apart from the later steps.
const loginPage = () => import('./components/LoginPage');
const chainPages = () => import('./chainPages');

/** The guards of signed-in screens (an app's session, the consoles), loaded with the first guarded route. */
export const loadSessionGuards = () => import('./guards');

/** The sign-in chain's screens of one app: password, second factor, PIN. */
export function authEntryRoutes(app: AppType): RouteObject[] {
  const routes = appRoutes(app);
  return [
    { path: routes.login, ...lazyRoute(loginPage, (m) => <m.LoginPage key={app} app={app} />) },
    { path: routes.verify2fa, ...lazyRoute(chainPages, (m) => <m.TwoFactorPage app={app} />) },
    { path: routes.verifyPin, ...lazyRoute(chainPages, (m) => <m.PinPage app={app} />) },
  ];
}
