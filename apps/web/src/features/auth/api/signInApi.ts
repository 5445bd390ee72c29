import {
  apiPaths,
  loginPath,
  type AppType,
  type LoginResponse,
  type PreloginResponse,
  type SessionResponse,
} from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';
import { loginParser, okParser, preloginParser, sessionStageParser, type OkResult } from './signInParsers';

/**
 * The sign-in page's own calls, kept free of zod so that the first page does not load it (docs/ARCHITECTURE.md,
 * "Web delivery"): their answers are checked by zod-free mirrors of the shared schemas (signInParsers.ts),
 * and the KDF parameters of prelogin pass the downgrade guard of deriveLoginKeys before any use.
 */
export type { OkResult };

export { sessionQueryKey } from '../../../lib/sessionQueryKey';

export function prelogin(app: AppType, username: string): Promise<PreloginResponse> {
  return apiRequest(apiPaths.prelogin, { app, body: { username }, schema: preloginParser });
}

export function login(app: AppType, username: string, authKey: string): Promise<LoginResponse> {
  return apiRequest(loginPath(app), { app, body: { username, authKey, appType: app }, schema: loginParser });
}

export function logout(app: AppType): Promise<OkResult> {
  return apiRequest(apiPaths.logout, { app, body: { appType: app }, schema: okParser });
}

/** The session's stage as the sign-in page needs it (to show the authenticator step again after a reload). */
export function readSessionStage(app: AppType): Promise<Pick<SessionResponse, 'stage' | 'mfa'>> {
  return apiRequest(apiPaths.session, { app, query: { appType: app }, schema: sessionStageParser });
}
