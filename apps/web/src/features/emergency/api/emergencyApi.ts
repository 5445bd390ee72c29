import {
  emergencyApiPaths,
  emergencyClientApiPaths,
  emergencyContactResponse,
  emergencyContactView,
  emergencyReleaseResponse,
  emergencyRequestResponse,
  emergencyTakeoverResponse,
  okSchema,
  type AppType,
  type EmergencyContactView,
  type EmergencyKitBody,
  type EmergencyReleaseResponse,
  type EmergencyRequestResponse,
  type EmergencyTakeoverBody,
  type SaveEmergencyContactBody,
} from '@guru/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/apiClient';

export const emergencyContactQueryKey = (app: AppType) => ['emergency-contact', app] as const;

export function emergencyContactQuery(app: AppType) {
  return queryOptions({
    queryKey: emergencyContactQueryKey(app),
    queryFn: () =>
      apiRequest(emergencyClientApiPaths(app).contact, { app, schema: emergencyContactResponse }),
  });
}

export function saveEmergencyContact(
  app: AppType,
  body: SaveEmergencyContactBody,
): Promise<EmergencyContactView> {
  return apiRequest(emergencyClientApiPaths(app).contact, { app, body, schema: emergencyContactView });
}

export function removeEmergencyContact(app: AppType): Promise<unknown> {
  return apiRequest(emergencyClientApiPaths(app).contactRemove, { app, method: 'POST', schema: okSchema });
}

export function refuseOwnRequest(app: AppType): Promise<unknown> {
  return apiRequest(emergencyClientApiPaths(app).refuse, { app, method: 'POST', schema: okSchema });
}

/** The contact's calls: no session; the kit's proof and the tokens travel in POST bodies only. */
export function requestAccess(app: AppType, body: EmergencyKitBody): Promise<EmergencyRequestResponse> {
  return apiRequest(emergencyApiPaths.request, { app, body, schema: emergencyRequestResponse });
}

export function verifyAccess(
  app: AppType,
  body: EmergencyKitBody & { code: string },
): Promise<EmergencyReleaseResponse> {
  return apiRequest(emergencyApiPaths.verify, { app, body, schema: emergencyReleaseResponse });
}

export function takeOver(
  app: AppType,
  body: EmergencyTakeoverBody,
): Promise<{ username: string; email: string }> {
  return apiRequest(emergencyApiPaths.takeover, { app, body, schema: emergencyTakeoverResponse });
}

export function refuseByLink(app: AppType, token: string): Promise<unknown> {
  return apiRequest(emergencyApiPaths.refuse, { app, body: { token }, schema: okSchema });
}
