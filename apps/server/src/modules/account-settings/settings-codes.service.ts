import crypto from 'node:crypto';
import {
  ErrorCode,
  accountSettingsLimits,
  accountSettingsMessages as m,
  formatMessage,
  limits,
  messages,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import type { LoadedSession } from '../auth/session.service.js';
import { isLockedNow, openAttempt, userCodeCounter, type Counter } from '../attempts/attempts.js';
import { sessionCounter } from '../auth/lockout.js';
import {
  checkCodes,
  endCodes,
  issueCode,
  type CodePurpose,
  type CodeVerdict,
} from '../one-time-codes/one-time-codes.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type {
  AccountSettingsRepository,
  SettingsChallengeRow,
  SettingsStepName,
} from './account-settings.repository.js';

const PURPOSE = 'settings' satisfies CodePurpose;

/** The subject of a phone change's second code, the one texted to the new number. */
const newPhoneSubject = (challengeId: string) => `${challengeId}:new`;

/**
 * The SMS codes that confirm a change in settings (DESIGN 11: "the current secret, then an SMS code
 * (never an e-mail), then the new one"), issued and checked by the one-time-code module (ADR 0027). One
 * challenge per session and step, valid 10 minutes. Each wrong code is counted before it is checked, at
 * once on the challenge (5 end it), on the session (5 end it) and on the account across every flow (10
 * lock it); sends are limited per challenge, account and phone.
 */
export class SettingsCodes {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: AccountSettingsRepository,
  ) {}

  private async issue(
    loaded: LoadedSession,
    firm: FirmSummary,
    subject: string,
    recipients: readonly string[],
  ): Promise<void> {
    await issueCode(this.ctx, {
      purpose: PURPOSE,
      subject,
      userId: loaded.user.id,
      firmId: firm.id,
      recipients,
      text: (code) =>
        formatMessage(m.settingsSmsText, { firm: firm.name, code, minutes: limits.smsCodeValidityMinutes }),
    });
  }

  /**
   * A new challenge for the step (replacing the session's former one): a code to the cell phone, and for
   * a phone change the same code to the alternate phone and a second code to the new number. The codes
   * go first: a send limit that refuses them leaves the former challenge as it was.
   */
  async start(
    loaded: LoadedSession,
    firm: FirmSummary,
    step: SettingsStepName,
    newPhone: string | null = null,
  ): Promise<void> {
    const { user, session } = loaded;
    const alternate = step === 'phone' ? user.recover_phone_number : null;
    const now = this.ctx.clock.now();
    const id = crypto.randomUUID();
    await this.issue(loaded, firm, id, alternate ? [user.phone_number, alternate] : [user.phone_number]);
    if (newPhone) await this.issue(loaded, firm, newPhoneSubject(id), [newPhone]);
    const row: SettingsChallengeRow = {
      id,
      user_id: user.id,
      session_id: session.id,
      step,
      new_phone: newPhone,
      expires_at: addMinutes(now, limits.smsCodeValidityMinutes).toISOString(),
      verified_at: null,
      created_at: now.toISOString(),
    };
    await this.repo.putChallenge(row);
  }

  /** A new code to the cell phone for the session's open step; the failure counts are kept. */
  async resend(
    loaded: LoadedSession,
    firm: FirmSummary,
    step: 'password' | 'pin' | 'passkey',
  ): Promise<void> {
    const challenge = await this.repo.openChallenge(loaded.session.id, loaded.user.id, step);
    if (!challenge || challenge.verified_at) throw new AppError(ErrorCode.VALIDATION, m.settingsStepExpired);
    await this.issue(loaded, firm, challenge.id, [loaded.user.phone_number]);
    await this.repo.updateChallenge(challenge.id, {
      expires_at: addMinutes(this.ctx.clock.now(), limits.smsCodeValidityMinutes).toISOString(),
    });
  }

  /**
   * Checks the code(s) of the session's open challenge (a phone change: both at once). The attempt is
   * taken on the account's, the challenge's and the session's counts before the check: a wrong code
   * answers CODE_INVALID; one that spends the session's count ends the session, the challenge's alone
   * ends the step; the account's locks it and ends the session. Without an open challenge nothing is
   * checked, but the code counts as a wrong one on the account and the session.
   */
  async verify(
    loaded: LoadedSession,
    step: SettingsStepName,
    code: string,
    newCode: string | null = null,
  ): Promise<SettingsChallengeRow> {
    const found = await this.repo.openChallenge(loaded.session.id, loaded.user.id, step);
    const challenge =
      found && !found.verified_at && new Date(found.expires_at) > this.ctx.clock.now() ? found : null;
    const session = sessionCounter(loaded, 'code');
    const verdict = challenge
      ? await this.check(loaded, challenge, session, code, newCode)
      : await this.countWrongCode(loaded, session);
    if (verdict === 'right' && challenge) {
      const verifiedAt = this.ctx.clock.now().toISOString();
      await this.repo.updateChallenge(challenge.id, { verified_at: verifiedAt });
      return { ...challenge, verified_at: verifiedAt };
    }
    if (verdict === 'wrong') throw new AppError(ErrorCode.CODE_INVALID, messages.codeInvalid);
    if (verdict === 'account-locked')
      await this.endSession(loaded, new AppError(ErrorCode.ACCOUNT_LOCKED, messages.accountLocked));
    if (challenge) await this.endChallenge(challenge);
    if (await isLockedNow(this.ctx, session.key)) {
      await this.endSession(
        loaded,
        new AppError(ErrorCode.CODE_ATTEMPTS_EXCEEDED, messages.codeAttemptsExceeded),
      );
    }
    throw new AppError(ErrorCode.VALIDATION, m.settingsStepExpired);
  }

  private check(
    loaded: LoadedSession,
    challenge: SettingsChallengeRow,
    session: Counter,
    code: string,
    newCode: string | null,
  ): Promise<CodeVerdict> {
    const codes = [{ subject: challenge.id, code }];
    if (challenge.step === 'phone')
      codes.push({ subject: newPhoneSubject(challenge.id), code: newCode ?? '' });
    return checkCodes(this.ctx, { purpose: PURPOSE, subject: challenge.id, userId: loaded.user.id }, codes, [
      session,
    ]);
  }

  /** A code for no open challenge is wrong without a check; it counts like one, on the account and the session. */
  private async countWrongCode(loaded: LoadedSession, session: Counter): Promise<CodeVerdict> {
    const account = userCodeCounter(loaded.user.id);
    const attempt = await openAttempt(this.ctx, [account, session]);
    if (attempt.refusedBy) return attempt.refusedBy === account ? 'account-locked' : 'used-up';
    const usedUp = await attempt.failed();
    if (usedUp.includes(account)) return 'account-locked';
    return usedUp.length ? 'used-up' : 'wrong';
  }

  private async endChallenge(challenge: SettingsChallengeRow): Promise<void> {
    await this.repo.deleteChallenge(challenge.id);
    await endCodes(this.ctx, PURPOSE, challenge.id);
    if (challenge.step === 'phone') await endCodes(this.ctx, PURPOSE, newPhoneSubject(challenge.id));
  }

  private async endSession(loaded: LoadedSession, error: AppError): Promise<never> {
    await this.ctx.repos.sessions.delete(loaded.session.id);
    throw error;
  }

  /** Whether the step's code was verified in this session within the time allowed (not yet used). */
  async isVerified(loaded: LoadedSession, step: 'passkey'): Promise<boolean> {
    const challenge = await this.repo.openChallenge(loaded.session.id, loaded.user.id, step);
    return !!(
      challenge?.verified_at &&
      addMinutes(new Date(challenge.verified_at), accountSettingsLimits.verifiedStepMinutes) >
        this.ctx.clock.now()
    );
  }

  /** A step confirmed another way (an advisor's authenticator code): verified now, to be used once. */
  async putVerified(loaded: LoadedSession, step: 'passkey'): Promise<void> {
    const now = this.ctx.clock.now();
    await this.repo.putChallenge({
      id: crypto.randomUUID(),
      user_id: loaded.user.id,
      session_id: loaded.session.id,
      step,
      new_phone: null,
      expires_at: addMinutes(now, limits.smsCodeValidityMinutes).toISOString(),
      verified_at: now.toISOString(),
      created_at: now.toISOString(),
    });
  }

  /** The last call of a step: its code was verified in this session within the time allowed; used once. */
  async takeVerified(loaded: LoadedSession, step: 'password' | 'pin' | 'passkey'): Promise<void> {
    const challenge = await this.repo.openChallenge(loaded.session.id, loaded.user.id, step);
    const now = this.ctx.clock.now();
    const fresh =
      challenge?.verified_at &&
      addMinutes(new Date(challenge.verified_at), accountSettingsLimits.verifiedStepMinutes) > now;
    if (!challenge || !fresh || !(await this.repo.takeChallenge(challenge.id))) {
      throw new AppError(ErrorCode.VALIDATION, m.settingsStepExpired);
    }
  }

  /** A phone change is confirmed by both codes at once; the challenge is used by that call. */
  async takePhoneChange(loaded: LoadedSession, oldCode: string, newCode: string): Promise<string> {
    const challenge = await this.verify(loaded, 'phone', oldCode, newCode);
    if (!challenge.new_phone || !(await this.repo.takeChallenge(challenge.id)))
      throw new AppError(ErrorCode.VALIDATION, m.settingsStepExpired);
    return challenge.new_phone;
  }
}
