import { ErrorCode, limits, messages, unlockMessages, type AppType } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { UserRow } from '../users/users.repository.js';
import { mailUnlockLink } from './account-unlock.service.js';
import {
  isLockedNow,
  openAttempt,
  passwordThrottleKey,
  sourceThrottleKey,
  type Counter,
} from '../attempts/attempts.js';

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
  /** A wrong password (already counted): answers the error to throw: ACCOUNT_LOCKED when it used a count up, else INVALID_CREDENTIALS. */
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
 * mail. The attempt is taken on both counts before any hash is checked (ADR 0027): while either lock
 * holds, or while guesses in flight have taken every attempt, this throws ACCOUNT_LOCKED.
 */
export async function openPasswordLock(ctx: AppContext, attempt: PasswordAttempt): Promise<PasswordLock> {
  const accountKey = passwordThrottleKey(attempt.firm.id, attempt.name, attempt.user?.id ?? null);
  const source: Counter = { key: sourceThrottleKey(accountKey, attempt.ip), max: limits.loginMaxFailures };
  const account: Counter = { key: accountKey, max: limits.loginMaxFailuresPerAccount };
  const mailOnAccountLock = async (counter: Counter) => {
    if (counter === account && attempt.user)
      await mailUnlockLink(ctx, attempt.user, attempt.firm, attempt.appType);
  };
  // The address's count first: guesses refused there do not run up the account's count.
  const open = await openAttempt(ctx, [source, account], mailOnAccountLock);
  if (open.refusedBy === account) throw lockedEverywhere();
  if (open.refusedBy === source)
    throw (await isLockedNow(ctx, account.key)) ? lockedEverywhere() : lockedHere();
  return {
    failed: async () => {
      const usedUp = await open.failed();
      if (usedUp.includes(account)) return lockedEverywhere();
      return usedUp.includes(source)
        ? lockedHere()
        : new AppError(ErrorCode.INVALID_CREDENTIALS, messages.invalidCredentials);
    },
    succeeded: () => open.succeeded(),
  };
}
