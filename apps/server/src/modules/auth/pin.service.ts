import { ErrorCode, limits, messages, type AccessCodeLoginResponse } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { verifySecret } from '../../infra/crypto/hashing.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import { presentCurrentUser } from '../users/users.presenter.js';
import { clearFailures, currentThrottle, isLocked, pinThrottleKey, recordFailure } from './lockout.js';
import { countFailedAttempt, type LoadedSession } from './session.service.js';
import { protectedUserKeyOf } from './login-names.js';

/**
 * Checks a PIN against the user's; five wrong PINs in a row end the session. Wrong PINs also count per
 * user across sessions: past `pinMaxFailuresPerUser` the account's PIN locks like a password (15 minutes,
 * doubling), and every PIN check ends its session until then, so that signing in again does not reset
 * the guessing.
 */
async function checkPin(ctx: AppContext, loaded: LoadedSession, pin: string): Promise<void> {
  const now = ctx.clock.now();
  const throttleKey = pinThrottleKey(loaded.user.id);
  const throttle = await currentThrottle(ctx, throttleKey, now);
  if (isLocked(throttle, now)) await endLocked(ctx, loaded);
  const ok = !!loaded.user.pin_hash && (await verifySecret(loaded.user.pin_hash, pin));
  if (ok) {
    if (throttle && throttle.failures > 0) await clearFailures(ctx, throttleKey, now);
    return;
  }
  if (await recordFailure(ctx, throttleKey, throttle, now, limits.pinMaxFailuresPerUser)) await endLocked(ctx, loaded);
  if (await countFailedAttempt(ctx, loaded.session, 'pin_failures', limits.pinMaxFailures)) {
    throw new AppError(ErrorCode.PIN_ATTEMPTS_EXCEEDED, messages.pinAttemptsExceeded);
  }
  throw new AppError(ErrorCode.PIN_WRONG, messages.pinWrong);
}

/** The account's PIN is locked: this session ends, with the reason. */
async function endLocked(ctx: AppContext, loaded: LoadedSession): Promise<never> {
  await ctx.repos.sessions.delete(loaded.session.id);
  throw new AppError(ErrorCode.PIN_ATTEMPTS_EXCEEDED, messages.accountLocked);
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
  await ctx.repos.sessions.update(loaded.session.id, { pin_unlocked: 1, pin_failures: 0, last_activity_at: now });
  await ctx.repos.users.update(loaded.user.id, { last_login_at: now });
  const apps = await ctx.repos.users.appsOf(loaded.user.id);
  if (!loaded.session.unlock_secret) throw new Error('active session without unlock secret');
  return {
    user: presentCurrentUser(loaded.user, firm, apps, ctx.config.baseDomain),
    unlockSecret: loaded.session.unlock_secret,
    protectedUserKey: protectedUserKeyOf(loaded.user, loaded.session.login_name),
    loginName: loaded.session.login_name === 'email' && loaded.user.email_auth_hash ? 'email' : 'username',
  };
}

/** PIN confirmation before viewing or changing data (the session is already unlocked). */
export async function confirmPin(ctx: AppContext, loaded: LoadedSession, pin: string): Promise<void> {
  await checkPin(ctx, loaded, pin);
  if (loaded.session.pin_failures > 0) await ctx.repos.sessions.update(loaded.session.id, { pin_failures: 0 });
}
