import { ErrorCode, limits, messages } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { openAttempt, scopedThrottleKey, userCodeCounter, type Counter } from '../attempts/attempts.js';
import type { LoadedSession } from './session.service.js';

/** A session's own counters of wrong PINs and codes (5 end it). */
export function sessionCounter(loaded: Pick<LoadedSession, 'session'>, kind: 'pin' | 'code'): Counter {
  return {
    key: scopedThrottleKey(`session-${kind}`, loaded.session.id),
    max: kind === 'pin' ? limits.pinMaxFailures : limits.codeMaxFailures,
  };
}

/**
 * Checks a code of a signed-in session (sign-in's second factor, a recovery code, a settings code): the
 * user's code counter (10 across every flow lock the account, which ends the session) and the session's
 * (5 end it) are taken before `check` runs. A wrong code throws `CODE_INVALID` with `wrongMessage`; a
 * right one clears both counts.
 */
export async function checkSignInCode(
  ctx: AppContext,
  loaded: LoadedSession,
  check: () => Promise<boolean>,
  wrongMessage: string,
): Promise<void> {
  const user = userCodeCounter(loaded.user.id);
  const session = sessionCounter(loaded, 'code');
  // The session's count first: guesses refused there (the session is spent) do not run up the account's.
  const attempt = await openAttempt(ctx, [session, user]);
  const endWith = async (error: AppError): Promise<never> => {
    await ctx.repos.sessions.delete(loaded.session.id);
    throw error;
  };
  if (attempt.refusedBy === user)
    await endWith(new AppError(ErrorCode.ACCOUNT_LOCKED, messages.accountLocked));
  if (attempt.refusedBy === session)
    await endWith(new AppError(ErrorCode.CODE_ATTEMPTS_EXCEEDED, messages.codeAttemptsExceeded));
  if (await check()) return attempt.succeeded();
  const usedUp = await attempt.failed();
  if (usedUp.includes(user)) await endWith(new AppError(ErrorCode.ACCOUNT_LOCKED, messages.accountLocked));
  if (usedUp.includes(session))
    await endWith(new AppError(ErrorCode.CODE_ATTEMPTS_EXCEEDED, messages.codeAttemptsExceeded));
  throw new AppError(ErrorCode.CODE_INVALID, wrongMessage);
}
