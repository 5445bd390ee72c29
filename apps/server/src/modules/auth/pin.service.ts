import { ErrorCode, limits, messages, type AccessCodeLoginResponse } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { verifySecret } from '../../infra/crypto/hashing.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import { presentCurrentUser } from '../users/users.presenter.js';
import { countFailedAttempt, type LoadedSession } from './session.service.js';

/** Checks a PIN against the user's; five wrong PINs in a row end the session. */
async function checkPin(ctx: AppContext, loaded: LoadedSession, pin: string): Promise<void> {
  const ok = !!loaded.user.pin_hash && (await verifySecret(loaded.user.pin_hash, pin));
  if (ok) return;
  if (await countFailedAttempt(ctx, loaded.session, 'pin_failures', limits.pinMaxFailures)) {
    throw new AppError(ErrorCode.PIN_ATTEMPTS_EXCEEDED, messages.pinAttemptsExceeded);
  }
  throw new AppError(ErrorCode.PIN_WRONG, messages.pinWrong);
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
    protectedUserKey: loaded.user.protected_user_key,
  };
}

/** PIN confirmation before viewing or changing data (the session is already unlocked). */
export async function confirmPin(ctx: AppContext, loaded: LoadedSession, pin: string): Promise<void> {
  await checkPin(ctx, loaded, pin);
  if (loaded.session.pin_failures > 0) await ctx.repos.sessions.update(loaded.session.id, { pin_failures: 0 });
}
