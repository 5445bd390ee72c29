import {
  apiPathWithId,
  apiPaths,
  firmPasskeyPolicy,
  okSchema,
  passkeyListResponse,
  passkeyOptionsResponse,
  passkeyStartResponse,
  passkeySummary,
  passkeysApiPaths as p,
  secondFactorPassedResponse,
  type AppType,
  type PasskeyAuthenticationResponse,
  type PasskeyRegistrationResponse,
} from '@guru/shared';
import { apiRequest } from '../../lib/apiClient';

export const passkeysQueryKey = (app: AppType) => ['passkeys', app] as const;

export function listPasskeys(app: AppType) {
  return apiRequest(p.list, { app, schema: passkeyListResponse });
}
export function startAddingPasskey(app: AppType, pinCode: string) {
  return apiRequest(p.start, { app, body: { pinCode }, schema: passkeyStartResponse });
}
export function verifyPasskeyCode(app: AppType, code: string) {
  return apiRequest(p.verifyCode, { app, body: { code }, schema: okSchema });
}
export function newPasskeyOptions(app: AppType) {
  return apiRequest(p.options, { app, method: 'POST', body: {}, schema: passkeyOptionsResponse });
}
export function savePasskey(app: AppType, name: string, response: PasskeyRegistrationResponse) {
  return apiRequest(p.list, { app, body: { name, response }, schema: passkeySummary });
}
export function savePasskeyWrap(app: AppType, id: string, prfUserKey: string) {
  return apiRequest(apiPathWithId(p.prf, id), { app, method: 'PUT', body: { prfUserKey }, schema: okSchema });
}
export function renamePasskey(app: AppType, id: string, name: string) {
  return apiRequest(apiPathWithId(p.item, id), { app, method: 'PUT', body: { name }, schema: okSchema });
}
export function removePasskey(app: AppType, id: string, pinCode: string) {
  return apiRequest(apiPathWithId(p.remove, id), { app, body: { pinCode }, schema: okSchema });
}
export function readFirmPasskeyPolicy(app: AppType) {
  return apiRequest(p.firmPolicy, { app, schema: firmPasskeyPolicy });
}
export function saveFirmPasskeyPolicy(app: AppType, requirePasskeys: boolean) {
  return apiRequest(p.firmPolicy, {
    app,
    method: 'PUT',
    body: { requirePasskeys },
    schema: firmPasskeyPolicy,
  });
}

/** The sign-in steps. */
export function secondFactorOptions(app: AppType) {
  return apiRequest(apiPaths.passkeySecondFactorOptions, {
    app,
    body: { appType: app },
    schema: passkeyOptionsResponse,
  });
}
export function passSecondFactor(app: AppType, response: PasskeyAuthenticationResponse) {
  return apiRequest(apiPaths.passkeySecondFactor, {
    app,
    body: { appType: app, response },
    schema: secondFactorPassedResponse,
  });
}
