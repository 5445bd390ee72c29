import { Suspense, createElement, lazy, type ComponentProps } from 'react';
import type { RouteObject } from 'react-router';
import { appTypes, emergencyWebRoutes } from '@guru/shared';
import { lazyRoute } from '../../lib/lazyRoute';

/** What the rest of the web app may use of emergency access (import through this file only). */

const pages = () => import('./pages');

/** Entry screens for the emergency contact (request access, take over) and the client's refuse link, no session. */
export function emergencyEntryRoutes(): RouteObject[] {
  return appTypes.flatMap((app) => [
    {
      path: emergencyWebRoutes(app).access,
      ...lazyRoute(pages, (m) => createElement(m.EmergencyAccessPage, { key: app, app })),
    },
    {
      path: emergencyWebRoutes(app).refuse,
      ...lazyRoute(pages, (m) => createElement(m.EmergencyRefusePage, { key: app, app })),
    },
  ]);
}

const Section = lazy(async () => ({
  default: (await import('./components/EmergencyContactSection')).EmergencyContactSection,
}));

/** The "Emergency Contact Person" section of Account Settings (its code loaded with the page that shows it). */
export function EmergencyContactSection(props: ComponentProps<typeof Section>) {
  return createElement(Suspense, { fallback: null }, createElement(Section, props));
}
