import crypto from 'node:crypto';
import { ErrorCode, accountSettingsLimits, accountSettingsMessages as m, formatMessage, limits, messages } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import { randomDigits } from '../../infra/crypto/secrets.js';
import { countFailedAttempt, type LoadedSession } from '../auth/session.service.js';
import { clearFailures, codeThrottleKey, currentThrottle, isLocked, recordFailure } from '../auth/lockout.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { AccountSettingsRepository, SettingsChallengeRow, SettingsStepName } from './account-settings.repository.js';

/** The HMAC purpose of settings' codes (a code hash of one purpose never matches another's). */
const HMAC_PURPOSE = 'settings-code';

/**
 * The SMS codes that confirm a change in settings (DESIGN 11: "the current secret, then an SMS code
 * (never an e-mail), then the new one"). One challenge per session and step, valid 10 minutes; wrong
 * codes count on the session (5 end it) and on the user across sessions (like sign-in codes); sends
 * are limited per user like sign-in codes.
 */
export class SettingsCodes {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: AccountSettingsRepository,
  ) {}

  private hash(challengeId: string, code: string): string {
    return this.ctx.secrets.hmac(HMAC_PURPOSE, `${challengeId}:${code}`);
  }

  private matches(challengeId: string, code: string, stored: string | null): boolean {
    return stored !== null && this.ctx.secrets.hmacMatches(HMAC_PURPOSE, `${challengeId}:${code}`, stored);
  }

  private async assertCanSend(userId: string, count: number): Promise<void> {
    const since = addMinutes(this.ctx.clock.now(), -limits.codeSendWindowMinutes).toISOString();
    if ((await this.repo.sendsSince(userId, since)) + count > this.ctx.config.smsCodesPerWindow) {
      throw new AppError(ErrorCode.RESEND_LIMIT, messages.resendLimit);
    }
  }

  private async text(to: string, firm: FirmSummary, code: string): Promise<void> {
    await this.ctx.sms.send({
      to,
      firmId: firm.id,
      text: formatMessage(m.settingsSmsText, { firm: firm.name, code, minutes: limits.smsCodeValidityMinutes }),
    });
  }

  /**
   * A new challenge for the step (replacing the session's former one): a code to the cell phone, and for
   * a phone change also one to the new number (the old number's code goes to the alternate phone too).
   */
  async start(loaded: LoadedSession, firm: FirmSummary, step: SettingsStepName, newPhone: string | null = null): Promise<void> {
    const { user, session } = loaded;
    const alternate = step === 'phone' ? user.recover_phone_number : null;
    await this.assertCanSend(user.id, newPhone ? 2 : 1);
    const now = this.ctx.clock.now();
    const id = crypto.randomUUID();
    const code = randomDigits(limits.twoFactorCodeLength);
    const newCode = newPhone ? randomDigits(limits.twoFactorCodeLength) : null;
    const row: SettingsChallengeRow = {
      id,
      user_id: user.id,
      session_id: session.id,
      step,
      code_hash: this.hash(id, code),
      new_code_hash: newCode ? this.hash(id, newCode) : null,
      new_phone: newPhone,
      failures: 0,
      sends: 1,
      expires_at: addMinutes(now, limits.smsCodeValidityMinutes).toISOString(),
      verified_at: null,
      created_at: now.toISOString(),
    };
    await this.repo.putChallenge(row, newPhone ? 2 : 1);
    await this.text(user.phone_number, firm, code);
    if (alternate && alternate !== user.phone_number) await this.text(alternate, firm, code);
    if (newPhone && newCode) await this.text(newPhone, firm, newCode);
  }

  /** A new code to the cell phone for the session's open step; the failure counts are kept. */
  async resend(loaded: LoadedSession, firm: FirmSummary, step: 'password' | 'pin'): Promise<void> {
    const challenge = await this.repo.openChallenge(loaded.session.id, loaded.user.id, step);
    if (!challenge || challenge.verified_at) throw new AppError(ErrorCode.VALIDATION, m.settingsStepExpired);
    if (challenge.sends >= limits.codeMaxSendsPerWindow) throw new AppError(ErrorCode.RESEND_LIMIT, messages.resendLimit);
    await this.assertCanSend(loaded.user.id, 1);
    const now = this.ctx.clock.now();
    const code = randomDigits(limits.twoFactorCodeLength);
    await this.repo.resendChallenge(
      challenge,
      { code_hash: this.hash(challenge.id, code), sends: challenge.sends + 1, expires_at: addMinutes(now, limits.smsCodeValidityMinutes).toISOString() },
      now.toISOString(),
    );
    await this.text(loaded.user.phone_number, firm, code);
  }

  /**
   * Checks the code(s) of the session's open challenge. A wrong or expired code counts as a failure:
   * 5 on the session end it, 10 for the user across sessions lock the account.
   */
  async verify(loaded: LoadedSession, step: SettingsStepName, code: string, newCode: string | null = null): Promise<SettingsChallengeRow> {
    const now = this.ctx.clock.now();
    const throttleKey = codeThrottleKey(loaded.user.id);
    const throttle = await currentThrottle(this.ctx, throttleKey, now);
    if (isLocked(throttle, now)) {
      await this.ctx.repos.sessions.delete(loaded.session.id);
      throw new AppError(ErrorCode.ACCOUNT_LOCKED, messages.accountLocked);
    }
    const challenge = await this.repo.openChallenge(loaded.session.id, loaded.user.id, step);
    const live = challenge && !challenge.verified_at && new Date(challenge.expires_at) > now;
    const ok =
      live &&
      this.matches(challenge.id, code, challenge.code_hash) &&
      (step !== 'phone' || (newCode !== null && this.matches(challenge.id, newCode, challenge.new_code_hash)));
    if (!ok || !challenge) {
      if (challenge) {
        const failures = challenge.failures + 1;
        if (failures >= limits.codeMaxFailures) await this.repo.deleteChallenge(challenge.id);
        else await this.repo.updateChallenge(challenge.id, { failures });
      }
      if (await recordFailure(this.ctx, throttleKey, throttle, now, limits.codeMaxFailuresPerUser)) {
        await this.ctx.repos.sessions.delete(loaded.session.id);
        throw new AppError(ErrorCode.ACCOUNT_LOCKED, messages.accountLocked);
      }
      if (await countFailedAttempt(this.ctx, loaded.session, 'code_failures', limits.codeMaxFailures)) {
        throw new AppError(ErrorCode.CODE_ATTEMPTS_EXCEEDED, messages.codeAttemptsExceeded);
      }
      throw new AppError(ErrorCode.CODE_INVALID, messages.codeInvalid);
    }
    await clearFailures(this.ctx, throttleKey, now);
    if (loaded.session.code_failures > 0) await this.ctx.repos.sessions.update(loaded.session.id, { code_failures: 0 });
    await this.repo.updateChallenge(challenge.id, { verified_at: now.toISOString() });
    return { ...challenge, verified_at: now.toISOString() };
  }

  /** The last call of a step: its code was verified in this session within the time allowed; used once. */
  async takeVerified(loaded: LoadedSession, step: 'password' | 'pin'): Promise<void> {
    const challenge = await this.repo.openChallenge(loaded.session.id, loaded.user.id, step);
    const now = this.ctx.clock.now();
    const fresh =
      challenge?.verified_at && addMinutes(new Date(challenge.verified_at), accountSettingsLimits.verifiedStepMinutes) > now;
    if (!challenge || !fresh || !(await this.repo.takeChallenge(challenge.id))) {
      throw new AppError(ErrorCode.VALIDATION, m.settingsStepExpired);
    }
  }

  /** A phone change is confirmed by both codes at once; the challenge is used by that call. */
  async takePhoneChange(loaded: LoadedSession, oldCode: string, newCode: string): Promise<string> {
    const challenge = await this.verify(loaded, 'phone', oldCode, newCode);
    if (!challenge.new_phone || !(await this.repo.takeChallenge(challenge.id))) throw new AppError(ErrorCode.VALIDATION, m.settingsStepExpired);
    return challenge.new_phone;
  }
}
