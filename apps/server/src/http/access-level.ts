import type { AppType } from '@guru/shared';
import type { AdvisorScope, AppClient, DocumentsUser } from '../modules/auth/access.policy.js';
import type { LoadedSession, RequiredStage } from '../modules/auth/session.service.js';

/**
 * Where a scope's routes take their app from (see appTypeOf):
 * - an AppType: every route of the scope belongs to that app (Password Guru's vault, one app's login);
 * - 'input': the request names it as `appType` in its validated body or query (the sign-in chain);
 * - absent: the x-app-type header, else the session cookie held.
 */
export type AppSource = AppType | 'input';

/**
 * Who may call the routes of a scope. Declared once per scope (accessScope), never per route;
 * every route carries its scope's level in `config.access`.
 */
export type AccessLevel =
  /** Anyone. */
  | { access: 'public'; app?: AppSource }
  /** Any user whose session of the request's app has reached the stage (the sign-in chain, or fully signed in: 'active'). */
  | { access: 'signedIn'; stage: RequiredStage; app?: 'input' }
  /** A fully signed-in client (or second user) of the app, at their own firm. */
  | { access: 'appClient'; app: AppType }
  /**
   * A fully signed-in advisor of the host's firm, whose firm has a valid subscription (else
   * SUBSCRIPTION_INVALID); `subscription: 'notRequired'` for the pages that renew it. The firm's staff
   * (ADR 0051) are refused (403) unless the scope says `staff: 'allowed'` (Client Management, invites):
   * billing, branding, the team and the firm's settings stay the advisors'.
   */
  | { access: 'advisor'; subscription?: 'notRequired'; staff?: 'allowed' }
  /** A fully signed-in user of Documents Guru: client, second user, third party, or an advisor or staff member of the firm (documentsUserOf). */
  | { access: 'documentsUser' }
  /** The provider's staff, fully signed in. */
  | { access: 'provider' };

export type AccessKind = AccessLevel['access'];

interface SignedInCaller {
  /** The app whose session the request uses. */
  app: AppType;
  session: LoadedSession;
}

/** What the access check of the scope found: handed to the handler as `req.caller`. */
export type Caller =
  | { access: 'public' }
  | ({ access: 'signedIn' } & SignedInCaller)
  | ({ access: 'appClient'; client: AppClient } & SignedInCaller)
  | ({ access: 'advisor'; advisor: AdvisorScope } & SignedInCaller)
  | ({ access: 'documentsUser'; user: DocumentsUser } & SignedInCaller)
  | ({ access: 'provider' } & SignedInCaller);

export type CallerOf<K extends AccessKind> = Extract<Caller, { access: K }>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The access level of the route's scope (set by the scope, never by the route). */
    access?: AccessLevel;
  }
  interface FastifyRequest {
    /** The caller as the scope's access check found them; null before the check ran. */
    caller: Caller | null;
  }
}

/** The app a scope declares for its routes, if it declares one. */
export function appSourceOf(level: AccessLevel): AppSource | undefined {
  return 'app' in level ? level.app : undefined;
}

/**
 * The check of a scope runs on onRequest, before any body is read (a stranger cannot make the server
 * parse a large body), except where the app is named in the body itself: then it runs once the body
 * is validated (the sign-in chain's small, rate-limited bodies), so bad input still answers 400.
 */
export function checksBeforeBody(level: AccessLevel): boolean {
  return level.access === 'public' || appSourceOf(level) !== 'input';
}
