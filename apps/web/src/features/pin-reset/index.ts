import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { appRoutes, appTypes } from '@guru/shared';
import { ResetPinDonePage } from './components/ResetPinDonePage';
import { ResetPinPage } from './components/ResetPinPage';
import { ResetPinVerifyPage } from './components/ResetPinVerifyPage';

/** What the rest of the web app may use of PIN reset (import through this file only). */

/** Entry screens (no session needed): Reset PIN Code by phone and by e-mail link, both apps. */
export function pinResetEntryRoutes(): RouteObject[] {
  return appTypes.flatMap((app) => [
    { path: appRoutes(app).resetPin, element: createElement(ResetPinPage, { key: app, app }) },
    { path: appRoutes(app).resetPinVerify2fa, element: createElement(ResetPinVerifyPage, { key: app, app }) },
    { path: appRoutes(app).resetPinDone, element: createElement(ResetPinDonePage, { key: app, app }) },
  ]);
}
