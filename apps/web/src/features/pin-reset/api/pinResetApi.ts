import {
  pinResetApiPaths,
  pinResetDoneResponse,
  pinResetLinkSentResponse,
  pinResetStartedResponse,
  type AppType,
  type PinResetStartedResponse,
} from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';

/** An e-mailed link's token and e-mail: posted in bodies, never in an API query string. */
export interface ResetLink {
  token: string;
  email: string;
}

export function startResetByPhone(app: AppType, newPinCode: string): Promise<PinResetStartedResponse> {
  return apiRequest(pinResetApiPaths.forgotPinCode, {
    app,
    body: { newPinCode, appType: app },
    schema: pinResetStartedResponse,
  });
}

export function startResetByLink(
  app: AppType,
  link: ResetLink,
  newPinCode: string,
): Promise<PinResetStartedResponse> {
  return apiRequest(pinResetApiPaths.resetPinCodeViaEmail, {
    app,
    body: { ...link, newPinCode, appType: app },
    schema: pinResetStartedResponse,
  });
}

export function requestResetLink(app: AppType, email: string): Promise<{ sent: true }> {
  return apiRequest(pinResetApiPaths.forgotPinCodeEmail, {
    app,
    body: { email, appType: app },
    schema: pinResetLinkSentResponse,
  });
}

export function verifyResetCode(
  app: AppType,
  code: string,
  link: ResetLink | null,
): Promise<{ reset: true }> {
  return link
    ? apiRequest(pinResetApiPaths.verifyViaEmail, {
        app,
        body: { ...link, code, appType: app },
        schema: pinResetDoneResponse,
      })
    : apiRequest(pinResetApiPaths.verify2faCode, {
        app,
        body: { type: 'resetPinCode', code, appType: app },
        schema: pinResetDoneResponse,
      });
}

export function resendResetCode(app: AppType, link: ResetLink | null): Promise<PinResetStartedResponse> {
  return link
    ? apiRequest(pinResetApiPaths.resendViaEmail, {
        app,
        body: { ...link, appType: app },
        schema: pinResetStartedResponse,
      })
    : apiRequest(pinResetApiPaths.resendPinCode, {
        app,
        body: { appType: app },
        schema: pinResetStartedResponse,
      });
}
