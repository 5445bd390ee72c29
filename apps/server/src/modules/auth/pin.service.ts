import { ErrorCode, limits, messages, type AccessCodeLoginResponse } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { verifySecret } from '../../infra/crypto/hashing.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import { presentCurrentUser } from '../users/users.presenter.js';
import { openAttempt, pinThrottleKey, type Counter } from '../attempts/attempts.js';
import { sessionCounter } from './lockout.js';
import type { LoadedSession } from './session.service.js';
import { protectedUserKeyOf } from './login-names.js';
import { passkeyRequiredFor } from '../passkeys/passkey-policy.js';

/**
 * Checks a PIN against the user's. The attempt is taken first, atomically (ADR 0027), on the user's PIN
 * count across sessions (past `pinMaxFailuresPerUser` the account's PIN locks like a password, 15 minutes
 * doubling, and every PIN check ends its session until then, so that signing in again does not reset the
 * guessing) and on the session's (five wrong PINs in a row end it).
 */
async function checkPin(ctx: AppContext, loaded: LoadedSession, pin: string): Promise<void> {
  const user: Counter = { key: pinThrottleKey(loaded.user.id), max: limits.pinMaxFailuresPerUser };
  const session = sessionCounter(loaded, 'pin');
  const attempt = await openAttempt(ctx, [session, user]);
  if (attempt.refusedBy === user) await endSessionWith(ctx, loaded, messages.accountLocked);
  if (attempt.refusedBy === session) await endSessionWith(ctx, loaded, messages.pinAttemptsExceeded);
  const ok = !!loaded.user.pin_hash && (await verifySecret(loaded.user.pin_hash, pin));
  if (ok) return attempt.succeeded();
  const usedUp = await attempt.failed();
  if (usedUp.includes(user)) await endSessionWith(ctx, loaded, messages.accountLocked);
  if (usedUp.includes(session)) await endSessionWith(ctx, loaded, messages.pinAttemptsExceeded);
  throw new AppError(ErrorCode.PIN_WRONG, messages.pinWrong);
}

/** Too many wrong PINs (the account's, or this session's): this session ends, with the reason. */
async function endSessionWith(ctx: AppContext, loaded: LoadedSession, message: string): Promise<never> {
  await ctx.repos.sessions.delete(loaded.session.id);
  throw new AppError(ErrorCode.PIN_ATTEMPTS_EXCEEDED, message);
}

/** PIN step of sign-in, and unlocking after the idle PIN lock: returns the unlock secret. */
export async function unlockWithPin(
  ctx: AppContext,
  loaded: LoadedSession,
  firm: FirmSummary,
  pin: string,
): Promise<AccessCodeLoginResponse> {
  await checkPin(ctx, loaded, pin);
  const now = ctx.clock.now().toISOString();
  await ctx.repos.sessions.update(loaded.session.id, { pin_unlocked: 1, last_activity_at: now });
  await ctx.repos.users.update(loaded.user.id, { last_login_at: now });
  return currentUnlock(ctx, loaded, firm);
}

/**
 * What the browser needs to reopen the vault key of an unlocked session (ADR 0033): the PIN step's
 * answer, given again to a reloaded tab or a new one. Its caller's scope requires the session to be
 * PIN-unlocked (after the idle PIN lock it answers PIN_REQUIRED), so the PIN is not bypassed.
 */
export async function currentUnlock(
  ctx: AppContext,
  loaded: LoadedSession,
  firm: FirmSummary,
): Promise<AccessCodeLoginResponse> {
  const apps = await ctx.repos.users.appsOf(loaded.user.id);
  if (!loaded.session.unlock_secret) throw new Error('active session without unlock secret');
  return {
    user: {
      ...presentCurrentUser(loaded.user, firm, apps, ctx.config.baseDomain),
      passkeyRequired:
        passkeyRequiredFor(loaded.user, firm) && (await ctx.repos.passkeys.countOfUser(loaded.user.id)) === 0,
    },
    unlockSecret: loaded.session.unlock_secret,
    protectedUserKey: protectedUserKeyOf(loaded.user, loaded.session.login_name),
    loginName: loaded.session.login_name === 'email' && loaded.user.email_auth_hash ? 'email' : 'username',
    passkeyUserKey: await passkeyUserKeyOf(ctx, loaded),
  };
}

/** The PRF wrap of the passkey that signed the session in alone; null once that passkey is removed. */
async function passkeyUserKeyOf(ctx: AppContext, loaded: LoadedSession): Promise<string | null> {
  if (!loaded.session.passkey_id) return null;
  const passkey = await ctx.repos.passkeys.findOfUser(loaded.user.id, loaded.session.passkey_id);
  return passkey?.prf_user_key ?? null;
}

/** PIN confirmation before viewing or changing data (the session is already unlocked). */
export async function confirmPin(ctx: AppContext, loaded: LoadedSession, pin: string): Promise<void> {
  await checkPin(ctx, loaded, pin);
}
