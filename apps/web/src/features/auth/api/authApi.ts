import {
  accessCodeLoginResponse,
  apiPaths,
  okSchema,
  resend2faResponse,
  secondFactorPassedResponse,
  sessionResponse,
  type AccessCodeLoginResponse,
  type AppType,
  type SecondFactorPassedResponse,
  type SessionResponse,
} from '@guru/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/apiClient';
import { sessionQueryKey, type OkResult } from './signInApi';

export { login, logout, prelogin, sessionQueryKey, type OkResult } from './signInApi';

export function verifySmsCode(app: AppType, code: string): Promise<SecondFactorPassedResponse> {
  return apiRequest(apiPaths.verifyCode, {
    app,
    body: { code, appType: app },
    schema: secondFactorPassedResponse,
  });
}

export function verifyTotpCode(app: AppType, verifyCode: string): Promise<SecondFactorPassedResponse> {
  return apiRequest(apiPaths.verifyBarCode, {
    app,
    body: { verifyCode, appType: app },
    schema: secondFactorPassedResponse,
  });
}

export function resendSmsCode(app: AppType): Promise<{ sent: true; message: string }> {
  return apiRequest(apiPaths.resend2fa, { app, body: { appType: app }, schema: resend2faResponse });
}

export function accessCodeLogin(app: AppType, pinCode: string): Promise<AccessCodeLoginResponse> {
  return apiRequest(apiPaths.accessCodeLogin, {
    app,
    body: { pinCode, appType: app },
    schema: accessCodeLoginResponse,
  });
}

/** The unlocked session's answer of its PIN step again (ADR 0033); PIN_REQUIRED once the session is locked. */
export function fetchUnlockSecret(app: AppType): Promise<AccessCodeLoginResponse> {
  return apiRequest(apiPaths.unlockSecret, {
    app,
    body: { appType: app },
    schema: accessCodeLoginResponse,
  });
}

/**
 * The session back to its PIN step at the server (ADR 0040): the idle PIN lock of this browser then reaches
 * whatever shares the session, the browser extension included.
 */
export function lockSession(app: AppType): Promise<OkResult> {
  return apiRequest(apiPaths.lock, { app, body: { appType: app }, schema: okSchema });
}

export function heartbeat(app: AppType): Promise<OkResult> {
  return apiRequest(apiPaths.heartbeat, { app, body: { appType: app }, schema: okSchema });
}

export function fetchSession(app: AppType): Promise<SessionResponse> {
  return apiRequest(apiPaths.session, { app, query: { appType: app }, schema: sessionResponse });
}

/** The server's view of the app session; always fresh when a guarded screen mounts. */
export function sessionQueryOptions(app: AppType) {
  return queryOptions({
    queryKey: sessionQueryKey(app),
    queryFn: () => fetchSession(app),
    staleTime: 0,
    retry: false,
  });
}
