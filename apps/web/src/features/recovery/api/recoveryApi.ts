import {
  forgotPasswordResponse,
  recoveryApiPaths,
  resetCompleteResponse,
  resetRecoveryKeyResponse,
  resetSendCodeResponse,
  resetStatusResponse,
  resetVerifyResponse,
  totpRecoveryCodesResponse,
  totpRecoveryStatusResponse,
  type AppType,
  type ResetCompleteBody,
  type ResetRecoveryKey,
  type ResetStatus,
} from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';

/** The e-mail form: one answer whether or not the address is known. */
export function requestResetLink(app: AppType, email: string): Promise<{ status: 'sent' }> {
  return apiRequest(recoveryApiPaths.forgotPassword, {
    app,
    body: { email, appType: app },
    schema: forgotPasswordResponse,
  });
}

/** The link's token always travels in a POST body, never in an API URL. */
export function fetchResetStatus(app: AppType, token: string): Promise<ResetStatus> {
  return apiRequest(recoveryApiPaths.resetStatus, { app, body: { token }, schema: resetStatusResponse });
}

export function sendResetCode(app: AppType, token: string): Promise<{ phoneHint: string }> {
  return apiRequest(recoveryApiPaths.resetSendCode, { app, body: { token }, schema: resetSendCodeResponse });
}

export function verifyResetCode(app: AppType, token: string, code: string): Promise<{ verified: true }> {
  return apiRequest(recoveryApiPaths.resetVerify, {
    app,
    body: { token, code },
    schema: resetVerifyResponse,
  });
}

export function fetchRecoveryUserKey(app: AppType, token: string): Promise<ResetRecoveryKey> {
  return apiRequest(recoveryApiPaths.resetRecoveryKey, {
    app,
    body: { token },
    schema: resetRecoveryKeyResponse,
  });
}

export function completeReset(app: AppType, body: ResetCompleteBody): Promise<{ status: 'reset' }> {
  return apiRequest(recoveryApiPaths.resetComplete, { app, body, schema: resetCompleteResponse });
}

/** Per app: the advisor signs in through either app, and each app has its own session cookie. */
export function recoveryCodesStatusKey(app: AppType) {
  return ['totp-recovery-codes', app] as const;
}

/** `app` is the app the console is signed in with (useSignedIn), never the one the page's URL suggests. */
export function fetchRecoveryCodesStatus(app: AppType): Promise<{ remaining: number }> {
  return apiRequest(recoveryApiPaths.totpRecoveryCodes, { app, schema: totpRecoveryStatusResponse });
}

export function makeNewRecoveryCodes(app: AppType, code: string): Promise<{ codes: string[] }> {
  return apiRequest(recoveryApiPaths.totpRecoveryCodesNew, {
    app,
    body: { code },
    schema: totpRecoveryCodesResponse,
  });
}
