import { ErrorCode, limits, messages, unlockMessages, type AppType } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { UserRow } from '../users/users.repository.js';
import { mailUnlockLink } from './account-unlock.service.js';
import { clearFailures, currentThrottle, isLocked, passwordThrottleKey, recordFailure, sourceThrottleKey } from './lockout.js';

/** One password step: who is named (a user, or an unknown name), at which firm and app, from which address. */
export interface PasswordAttempt {
  firm: FirmSummary;
  /** The name typed, as compared (lower-cased). */
  name: string;
  user: UserRow | null | undefined;
  appType: AppType;
  ip: string | null;
}

/** What the password step does with its outcome. */
export interface PasswordLock {
  /** Counts a wrong password; answers the error to throw: ACCOUNT_LOCKED when this failure set a lock, else INVALID_CREDENTIALS. */
  failed(): Promise<AppError>;
  /** A right password clears both counts (their lock levels decay with time). */
  succeeded(): Promise<void>;
}

const lockedHere = () => new AppError(ErrorCode.ACCOUNT_LOCKED, messages.accountLocked);
const lockedEverywhere = () => new AppError(ErrorCode.ACCOUNT_LOCKED, unlockMessages.accountLockedMailed);

/**
 * The password lock (ADR 0003), counted twice: per account and source address (5 wrong passwords lock
 * that address out of that account only, so a stranger cannot lock the owner out), and per account
 * across every address (a much higher ceiling, 50, which locks the account and mails its owner a
 * single-use unlock link). Unknown names are counted the same way and get the same answers, without a
 * mail. Throws ACCOUNT_LOCKED while either lock holds, before any hash is checked.
 */
export async function openPasswordLock(ctx: AppContext, attempt: PasswordAttempt): Promise<PasswordLock> {
  const now = ctx.clock.now();
  const accountKey = passwordThrottleKey(attempt.firm.id, attempt.name, attempt.user?.id ?? null);
  const sourceKey = sourceThrottleKey(accountKey, attempt.ip);
  const account = await currentThrottle(ctx, accountKey, now);
  const source = await currentThrottle(ctx, sourceKey, now);
  if (isLocked(account, now)) throw lockedEverywhere();
  if (isLocked(source, now)) throw lockedHere();
  return {
    failed: async () => {
      const sourceLocked = await recordFailure(ctx, sourceKey, source, now, limits.loginMaxFailures);
      const accountLocked = await recordFailure(ctx, accountKey, account, now, limits.loginMaxFailuresPerAccount);
      if (accountLocked) {
        if (attempt.user) mailUnlockLink(ctx, attempt.user, attempt.firm, attempt.appType);
        return lockedEverywhere();
      }
      return sourceLocked ? lockedHere() : new AppError(ErrorCode.INVALID_CREDENTIALS, messages.invalidCredentials);
    },
    succeeded: async () => {
      await clearFailures(ctx, sourceKey, now);
      await clearFailures(ctx, accountKey, now);
    },
  };
}
