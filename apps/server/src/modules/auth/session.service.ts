import crypto from 'node:crypto';
import { ErrorCode, limits, messages, type AppType } from '@guru/shared';
import { accountStatus } from './account-status.js';
import { refusalUnder } from '../subscriptions/firm-access.js';
import type { CurrentSubscription } from '../subscriptions/subscription-rules.js';
import type { AppContext } from '../../app-context.js';
import { AppError, appErrors } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import { randomToken, sha256Hex } from '../../infra/crypto/secrets.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { UserRow } from '../users/users.repository.js';
import type { SessionRow } from './sessions.repository.js';
import { appendAuditEvent, auditActorOf } from '../audit/audit.js';

/** Activity is written at most this often, so that reads stay cheap. */
const TOUCH_EVERY_MS = 10_000;

export interface NewSession {
  user: UserRow;
  firm: FirmSummary;
  appType: AppType;
  ip: string | null;
  userAgent: string | null;
  /** 'email' when the e-mail's own credential signed in (ADR 0022): the PIN step returns its wrapped key. */
  loginName?: 'email' | null;
  /** The passkey that signs the session in alone (ADR 0044): the PIN step returns its PRF wrap. */
  passkeyId?: string | null;
}

/** Opens a session at the second-factor stage; returns the cookie token (only its hash is stored). */
export async function createSession(ctx: AppContext, s: NewSession): Promise<string> {
  const token = randomToken();
  const now = ctx.clock.now();
  await ctx.repos.sessions.insert({
    id: sha256Hex(token),
    user_id: s.user.id,
    firm_id: s.firm.id,
    app_type: s.appType,
    stage: 'second_factor',
    pin_unlocked: 0,
    unlock_secret: null,
    created_at: now.toISOString(),
    last_activity_at: now.toISOString(),
    expires_at: addMinutes(now, limits.sessionAbsoluteHours * 60).toISOString(),
    ip: s.ip,
    user_agent: s.userAgent?.slice(0, 400) ?? null,
    login_name: s.loginName ?? null,
    passkey_id: s.passkeyId ?? null,
  });
  return token;
}

export interface LoadedSession {
  token: string;
  session: SessionRow;
  user: UserRow;
  /** The current subscription of the user's firm, read with the session (null: no firm, or none). */
  subscription: CurrentSubscription | null;
}

/**
 * The session behind a cookie, with the absolute lifetime, the firm, the
 * user's status and the logout idle time applied (a dead session is deleted).
 * Returns null when there is no live session.
 */
export async function loadSession(
  ctx: AppContext,
  token: string | null,
  firm: FirmSummary,
  appType: AppType,
): Promise<{ live: LoadedSession } | { dead: ErrorCode; message?: string } | null> {
  if (!token) return null;
  // The session, its user and the firm's subscription in one query: every signed-in call reads them.
  const found = await ctx.repos.sessions.findWithUser(sha256Hex(token));
  if (!found || found.session.firm_id !== firm.id || found.session.app_type !== appType) return null;
  const { session, user, subscription } = found;
  const now = ctx.clock.now().getTime();
  const idleMs = now - new Date(session.last_activity_at).getTime();
  let dead: ErrorCode | null = null;
  if (!user) dead = ErrorCode.UNAUTHENTICATED;
  else if ((await accountStatus(ctx, user)) !== 'active') dead = ErrorCode.ACCOUNT_DISABLED;
  else if (now > new Date(session.expires_at).getTime()) dead = ErrorCode.SESSION_EXPIRED;
  else if (idleMs > user.logout_time_minutes * 60_000) dead = ErrorCode.SESSION_EXPIRED;
  // A suspended firm, or an app its plan does not cover (clients): the session ends (ADR 0016).
  const refused = !dead && user ? refusalUnder(user, appType, subscription) : null;
  if (dead || refused || !user) {
    await ctx.repos.sessions.delete(session.id);
    return refused
      ? { dead: refused.code, message: refused.message }
      : { dead: dead ?? ErrorCode.UNAUTHENTICATED };
  }
  if (session.pin_unlocked && idleMs > user.pin_time_minutes * 60_000) {
    await ctx.repos.sessions.update(session.id, { pin_unlocked: 0 });
    session.pin_unlocked = 0;
  }
  return { live: { token, session, user, subscription } };
}

const deadMessages: Partial<Record<ErrorCode, string>> = {
  SESSION_EXPIRED: messages.sessionExpired,
  ACCOUNT_DISABLED: messages.accountDisabled,
};

/** The error a dead session answers with: its own reason and message. */
export function sessionEndError(dead: { dead: ErrorCode; message?: string }): AppError {
  return new AppError(dead.dead, dead.message ?? deadMessages[dead.dead] ?? messages.unauthenticated);
}

export type RequiredStage = 'second_factor' | 'pin' | 'active';

/** Guard for every signed-in route: the stage reached, the PIN lock, then records activity. */
export async function requireSession(
  ctx: AppContext,
  token: string | null,
  firm: FirmSummary,
  appType: AppType,
  stage: RequiredStage,
): Promise<LoadedSession> {
  const loaded = await loadSession(ctx, token, firm, appType);
  if (!loaded) throw appErrors.unauthenticated();
  if ('dead' in loaded) throw sessionEndError(loaded);
  const { session } = loaded.live;
  if (stage === 'second_factor') {
    if (session.stage !== 'second_factor') throw appErrors.unauthenticated();
    return loaded.live;
  }
  if (session.stage !== 'active')
    throw new AppError(ErrorCode.SECOND_FACTOR_REQUIRED, messages.secondFactorRequired);
  if (stage === 'active' && !session.pin_unlocked)
    throw new AppError(ErrorCode.PIN_REQUIRED, messages.pinRequired);
  if (stage === 'active') await touch(ctx, session);
  return loaded.live;
}

async function touch(ctx: AppContext, session: SessionRow): Promise<void> {
  const now = ctx.clock.now();
  if (now.getTime() - new Date(session.last_activity_at).getTime() < TOUCH_EVERY_MS) return;
  await ctx.repos.sessions.update(session.id, { last_activity_at: now.toISOString() });
  session.last_activity_at = now.toISOString();
}

/** Promotes a session past the second factor under a new token (the old cookie stops working). */
export async function promoteSession(
  ctx: AppContext,
  loaded: { session: Pick<SessionRow, 'id'> },
): Promise<string> {
  const token = randomToken();
  const now = ctx.clock.now().toISOString();
  await ctx.repos.sessions.rotate(loaded.session.id, sha256Hex(token), {
    stage: 'active',
    pin_unlocked: 0,
    unlock_secret: crypto.randomBytes(32).toString('base64'),
    last_activity_at: now,
  });
  return token;
}

export async function endSession(ctx: AppContext, token: string | null): Promise<void> {
  if (token) await ctx.repos.sessions.delete(sha256Hex(token));
}

/** Log out: ends the session, and records it in the firm's trail when it was a signed-in one (ADR 0048). */
export async function signOut(ctx: AppContext, token: string | null): Promise<void> {
  if (!token) return;
  const found = await ctx.repos.sessions.findWithUser(sha256Hex(token));
  await endSession(ctx, token);
  if (!found?.user || found.session.stage !== 'active' || found.user.firm_id !== found.session.firm_id)
    return;
  await appendAuditEvent(ctx, found.session.firm_id, {
    kind: 'auth.sign_out',
    actor: auditActorOf(found.user),
    detail: { app: found.session.app_type },
    ip: found.session.ip,
  });
}
