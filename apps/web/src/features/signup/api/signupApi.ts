import {
  acceptInviteResponse,
  clientApiPaths,
  pinResetApiPaths,
  signupPhoneCodeResponse,
  signupPhoneVerifyResponse,
  inviteCodeInfoSchema,
  signupResponse,
  signupUsernameResponse,
  type AppType,
  type InviteCodeInfo,
  type SignupBody,
  type SignupResponse,
} from '@guru/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/apiClient';

/** Public: what the invite prefills (the code posted, never in a URL) (any failure means "The invite code is invalid."). */
export function fetchInviteCodeInfo(
  app: AppType,
  code: string,
  signal?: AbortSignal,
): Promise<InviteCodeInfo> {
  return apiRequest(clientApiPaths.inviteCodeInfo, {
    app,
    body: { code },
    schema: inviteCodeInfoSchema,
    signal,
  });
}

/** Checked once when the sign-up screen opens; never retried (a bad code stays bad). */
export function inviteCodeInfoQuery(app: AppType, code: string) {
  return queryOptions({
    queryKey: ['inviteCodeInfo', app, code],
    queryFn: ({ signal }) => fetchInviteCodeInfo(app, code, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** Public with the invite code: whether the typed username is free (asked while it is typed and before the SMS code). */
export function checkSignupUsername(
  app: AppType,
  code: string,
  username: string,
  signal?: AbortSignal,
): Promise<{ available: boolean }> {
  return apiRequest(clientApiPaths.signupUsernameAvailable, {
    app,
    body: { code, username, appType: app },
    schema: signupUsernameResponse,
    signal,
  });
}

/** Public: a code by SMS to the typed cell phone, for this invite. */
export function sendSignupPhoneCode(
  app: AppType,
  code: string,
  phoneNumber: string,
): Promise<{ sent: true; phoneHint: string }> {
  return apiRequest(pinResetApiPaths.signupPhoneCode, {
    app,
    body: { code, phoneNumber, appType: app },
    schema: signupPhoneCodeResponse,
  });
}

/** Public: the code back; the sign-up of this invite and number may then create the account. */
export function confirmSignupPhone(
  app: AppType,
  code: string,
  phoneNumber: string,
  smsCode: string,
): Promise<{ confirmed: true }> {
  return apiRequest(pinResetApiPaths.signupPhoneVerify, {
    app,
    body: { code, phoneNumber, smsCode, appType: app },
    schema: signupPhoneVerifyResponse,
  });
}

/** Public: creates the account (its phone confirmed) and opens its session, active and unlocked (ADR 0019). */
export function signup(app: AppType, body: SignupBody): Promise<SignupResponse> {
  return apiRequest(clientApiPaths.signup, { app, body, schema: signupResponse });
}

/** With the session of `session`: adds the invite's app to the signed-in person's account. */
export function acceptInvite(session: AppType, code: string): Promise<AppType[]> {
  return apiRequest(clientApiPaths.acceptInvite, {
    app: session,
    body: { code },
    schema: acceptInviteResponse,
  }).then((r) => r.apps);
}
