import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { appTypes, emergencyWebRoutes } from '@guru/shared';
import { EmergencyAccessPage } from './components/EmergencyAccessPage';
import { EmergencyRefusePage } from './components/EmergencyRefusePage';

/** What the rest of the web app may use of emergency access (import through this file only). */

/** Entry screens for the emergency contact (request access, take over) and the client's refuse link, no session. */
export function emergencyEntryRoutes(): RouteObject[] {
  return appTypes.flatMap((app) => [
    { path: emergencyWebRoutes(app).access, element: createElement(EmergencyAccessPage, { key: app, app }) },
    { path: emergencyWebRoutes(app).refuse, element: createElement(EmergencyRefusePage, { key: app, app }) },
  ]);
}

/** The "Emergency Contact Person" section of Account Settings. */
export { EmergencyContactSection } from './components/EmergencyContactSection';
