import {
  AppType,
  advisorInviteInfo,
  firmSignupConfirmResponse,
  firmSignupResponse,
  providerSetupInfo,
  signInUrlResponse,
  subdomainAvailability,
  subscriptionApiPaths,
  type AdvisorInviteAcceptBody,
  type AdvisorInviteInfo,
  type FirmSignupBody,
  type FirmSignupConfirmResponse,
  type FirmSignupResponse,
  type ProviderSetupBody,
  type SubdomainAvailability,
} from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';

/**
 * The public calls of onboarding: firm sign-up and its confirmation link, the provider's invite of
 * an advisor, the first provider admin's set-up link. No session: the app header is only a hint.
 */
const app = AppType.password;

export function fetchSubdomainAvailability(subdomain: string, signal?: AbortSignal): Promise<SubdomainAvailability> {
  return apiRequest(subscriptionApiPaths.subdomainAvailability, { app, query: { subdomain }, schema: subdomainAvailability, signal });
}

export function signUpFirm(body: FirmSignupBody): Promise<FirmSignupResponse> {
  return apiRequest(subscriptionApiPaths.firmSignup, { app, body, schema: firmSignupResponse });
}

export function confirmFirmSignup(token: string): Promise<FirmSignupConfirmResponse> {
  return apiRequest(subscriptionApiPaths.confirmFirmSignup, { app, body: { token }, schema: firmSignupConfirmResponse });
}

export function fetchAdvisorInvite(token: string, signal?: AbortSignal): Promise<AdvisorInviteInfo> {
  return apiRequest(subscriptionApiPaths.advisorInvite, { app, query: { token }, schema: advisorInviteInfo, signal });
}

export function acceptAdvisorInvite(body: AdvisorInviteAcceptBody): Promise<{ signInUrl: string }> {
  return apiRequest(subscriptionApiPaths.advisorInvite, { app, body, schema: signInUrlResponse });
}

export function fetchProviderSetup(token: string, signal?: AbortSignal): Promise<{ username: string; email: string }> {
  return apiRequest(subscriptionApiPaths.providerSetup, { app, query: { token }, schema: providerSetupInfo, signal });
}

/** Answers where the provider signs in. */
export function completeProviderSetup(body: ProviderSetupBody): Promise<{ signInUrl: string }> {
  return apiRequest(subscriptionApiPaths.providerSetup, { app, body, schema: signInUrlResponse });
}
