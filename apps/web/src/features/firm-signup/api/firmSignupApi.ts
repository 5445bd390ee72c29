import {
  AppType,
  advisorInviteInfo,
  firmSignupConfirmResponse,
  firmSignupResponse,
  firmSignupSaltsResponse,
  newLoginSaltsSchema,
  providerSetupInfo,
  signInUrlResponse,
  subdomainAvailability,
  subscriptionApiPaths,
  type AdvisorInviteAcceptBody,
  type AdvisorInviteInfo,
  type FirmSignupBody,
  type FirmSignupConfirmResponse,
  type FirmSignupResponse,
  type FirmSignupSaltsResponse,
  type NewLoginSalts,
  type ProviderSetupBody,
  type SubdomainAvailability,
} from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';

/**
 * The public calls of onboarding: firm sign-up and its confirmation link, the provider's invite of
 * an advisor, the first provider admin's set-up link. No session: the app header is only a hint.
 */
const app = AppType.password;

export function fetchSubdomainAvailability(
  subdomain: string,
  signal?: AbortSignal,
): Promise<SubdomainAvailability> {
  return apiRequest(subscriptionApiPaths.subdomainAvailability, {
    app,
    query: { subdomain },
    schema: subdomainAvailability,
    signal,
  });
}

/** The new firm's id and the salts of its first advisor's names there (ADR 0022), before the keys are derived. */
export function fetchFirmSignupSalts(username: string, email: string): Promise<FirmSignupSaltsResponse> {
  return apiRequest(subscriptionApiPaths.firmSignupSalts, {
    app,
    body: { username, email },
    schema: firmSignupSaltsResponse,
  });
}

export function signUpFirm(body: FirmSignupBody): Promise<FirmSignupResponse> {
  return apiRequest(subscriptionApiPaths.firmSignup, { app, body, schema: firmSignupResponse });
}

export function confirmFirmSignup(token: string): Promise<FirmSignupConfirmResponse> {
  return apiRequest(subscriptionApiPaths.confirmFirmSignup, {
    app,
    body: { token },
    schema: firmSignupConfirmResponse,
  });
}

export function fetchAdvisorInvite(token: string, signal?: AbortSignal): Promise<AdvisorInviteInfo> {
  return apiRequest(subscriptionApiPaths.advisorInviteInfo, {
    app,
    body: { token },
    schema: advisorInviteInfo,
    signal,
  });
}

/** The salts of the invited advisor's names (the username typed, the invite's e-mail) at the firm (ADR 0022). */
export function fetchAdvisorInviteSalts(token: string, username: string): Promise<NewLoginSalts> {
  return apiRequest(subscriptionApiPaths.advisorInviteSalts, {
    app,
    body: { token, username },
    schema: newLoginSaltsSchema,
  });
}

export function acceptAdvisorInvite(body: AdvisorInviteAcceptBody): Promise<{ signInUrl: string }> {
  return apiRequest(subscriptionApiPaths.advisorInvite, { app, body, schema: signInUrlResponse });
}

export function fetchProviderSetup(
  token: string,
  signal?: AbortSignal,
): Promise<{ username: string; email: string; salts: NewLoginSalts }> {
  return apiRequest(subscriptionApiPaths.providerSetupInfo, {
    app,
    body: { token },
    schema: providerSetupInfo,
    signal,
  });
}

/** Answers where the provider signs in. */
export function completeProviderSetup(body: ProviderSetupBody): Promise<{ signInUrl: string }> {
  return apiRequest(subscriptionApiPaths.providerSetup, { app, body, schema: signInUrlResponse });
}
