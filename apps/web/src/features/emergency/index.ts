import type { RouteObject } from 'react-router';
import type { AppType } from '@guru/shared';

/** What the rest of the web app may use of emergency access (import through this file only). */

/** Entry screens for the emergency contact (request access, take over), no session. */
export function emergencyEntryRoutes(): RouteObject[] {
  return [];
}

/** The "Emergency Contact Person" section of Account Settings. */
export function EmergencyContactSection(_props: { app: AppType }) {
  return null;
}
