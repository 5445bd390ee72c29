import { ErrorCode, limits, messages } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import { countFailedAttempt, type LoadedSession } from './session.service.js';
import type { ThrottleRow } from './throttle.repository.js';

/** Where failures are counted: a row of `login_throttle`. */
export interface ThrottleKey {
  firmKey: string;
  usernameKey: string;
}

/**
 * Failed passwords of a known user count under their id, so the username and the e-mail share
 * one count, and the provider has one count at every firm's host. An unknown name counts under
 * the firm and the name typed, and locks after the same number of tries (ADR 0003).
 */
export function passwordThrottleKey(firmId: string, typedName: string, userId: string | null): ThrottleKey {
  return userId ? { firmKey: 'user', usernameKey: userId } : { firmKey: firmId, usernameKey: typedName };
}

/**
 * Failed passwords for one account (or unknown name) from one source address: the count a stranger
 * can run up, which locks that address out of that account only (ADR 0003).
 */
export function sourceThrottleKey(account: ThrottleKey, ip: string | null): ThrottleKey {
  return { firmKey: 'source', usernameKey: `${account.firmKey}/${account.usernameKey}@${ip ?? 'unknown'}` };
}

/** Wrong second-factor codes of a user, counted across sign-ins (each sign-in allows 5). */
export function codeThrottleKey(userId: string): ThrottleKey {
  return { firmKey: 'code', usernameKey: userId };
}

/** Wrong PINs of a user, counted across sessions (each session allows 5): a new sign-in cannot keep guessing. */
export function pinThrottleKey(userId: string): ThrottleKey {
  return { firmKey: 'pin', usernameKey: userId };
}

/** The row, or nothing once it has been quiet for a day: failures and lock escalation decay. */
export async function currentThrottle(ctx: AppContext, key: ThrottleKey, now: Date): Promise<ThrottleRow | undefined> {
  const row = await ctx.repos.throttle.find(key.firmKey, key.usernameKey);
  if (!row) return undefined;
  const quietFor = now.getTime() - new Date(row.updated_at).getTime();
  const lockOver = !row.locked_until || new Date(row.locked_until) <= now;
  return lockOver && quietFor >= limits.lockoutResetHours * 3_600_000 ? undefined : row;
}

export function isLocked(row: ThrottleRow | undefined, now: Date): boolean {
  return Boolean(row?.locked_until && new Date(row.locked_until) > now);
}

/**
 * Counts a failure; reaching `maxFailures` in a row locks for 15 minutes, doubling with each
 * further lock (at most 64 times). Returns true when this failure set the lock.
 */
export async function recordFailure(
  ctx: AppContext,
  key: ThrottleKey,
  existing: ThrottleRow | undefined,
  now: Date,
  maxFailures: number,
): Promise<boolean> {
  const failures = (existing?.failures ?? 0) + 1;
  const lockNow = failures >= maxFailures;
  const lockLevel = (existing?.lock_level ?? 0) + (lockNow ? 1 : 0);
  const lockedUntil = lockNow
    ? addMinutes(now, limits.lockoutBaseMinutes * 2 ** Math.min(lockLevel - 1, 6)).toISOString()
    : (existing?.locked_until ?? null);
  await ctx.repos.throttle.save({
    firm_key: key.firmKey,
    username_key: key.usernameKey,
    failures: lockNow ? 0 : failures,
    lock_level: lockLevel,
    locked_until: lockedUntil,
    updated_at: now.toISOString(),
  });
  return lockNow;
}

/** Lifts a lock and its failure count now (an unlock link); the lock level stays and decays with time. */
export async function liftLock(ctx: AppContext, key: ThrottleKey, now: Date): Promise<void> {
  const row = await ctx.repos.throttle.find(key.firmKey, key.usernameKey);
  if (!row) return;
  await ctx.repos.throttle.save({ ...row, failures: 0, locked_until: null, updated_at: now.toISOString() });
}

/** A success clears the failure count; the lock level decays only with time. */
export async function clearFailures(ctx: AppContext, key: ThrottleKey, now: Date): Promise<void> {
  await ctx.repos.throttle.clearFailures(key.firmKey, key.usernameKey, now.toISOString());
}

/**
 * Checks a second-factor code of a sign-in against the user's lock: a locked account ends the sign-in;
 * a wrong code counts per user (locking the account past `codeMaxFailuresPerUser`, which ends the sign-in)
 * and per session (5 end it), and otherwise throws `CODE_INVALID` with `wrongMessage`; a right one clears the count.
 */
export async function checkSignInCode(
  ctx: AppContext,
  loaded: LoadedSession,
  check: () => Promise<boolean>,
  wrongMessage: string,
): Promise<void> {
  const now = ctx.clock.now();
  const throttleKey = codeThrottleKey(loaded.user.id);
  const throttle = await currentThrottle(ctx, throttleKey, now);
  if (isLocked(throttle, now)) {
    await ctx.repos.sessions.delete(loaded.session.id);
    throw new AppError(ErrorCode.ACCOUNT_LOCKED, messages.accountLocked);
  }
  if (!(await check())) {
    if (await recordFailure(ctx, throttleKey, throttle, now, limits.codeMaxFailuresPerUser)) {
      await ctx.repos.sessions.delete(loaded.session.id);
      throw new AppError(ErrorCode.ACCOUNT_LOCKED, messages.accountLocked);
    }
    if (await countFailedAttempt(ctx, loaded.session, 'code_failures', limits.codeMaxFailures)) {
      throw new AppError(ErrorCode.CODE_ATTEMPTS_EXCEEDED, messages.codeAttemptsExceeded);
    }
    throw new AppError(ErrorCode.CODE_INVALID, wrongMessage);
  }
  await clearFailures(ctx, throttleKey, now);
}
