import crypto from 'node:crypto';
import { ErrorCode, formatMessage, limits, messages, normalizePhone, phoneHint, pinResetMessages, type AppType } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError, appErrors } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import { randomDigits } from '../../infra/crypto/secrets.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import { inviteCodeHash, invalidInvite } from '../invites/invites.service.js';
import type { InviteRow } from '../invites/invites.repository.js';
import type { SignupRepository } from './signup.repository.js';
import type { SignupPhoneRepository } from './signup-phone.repository.js';

const CODE_PURPOSE = 'signup-phone';
/** A confirmation counts for a sign-up this long after the code came back. */
export const SIGNUP_PHONE_FRESH_MINUTES = 30;

export interface PhoneInput {
  code: string;
  phoneNumber: string;
  appType: AppType;
}

const notConfirmed = () => new AppError(ErrorCode.VALIDATION, pinResetMessages.signupPhoneNotConfirmed);

/**
 * The sign-up's cell phone is confirmed by an SMS code before the account is created: a code per
 * invite and number (at most 4 sends per invite, and the per-number cap, in 15 minutes), 5 wrong
 * codes end it, and the sign-up needs a fresh confirmation of that same number.
 */
export class SignupPhoneService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: SignupPhoneRepository,
    private readonly signups: SignupRepository,
  ) {}

  async sendCode(firm: FirmSummary, input: PhoneInput): Promise<{ sent: true; phoneHint: string }> {
    const invite = await this.openInvite(firm, input);
    const phone = mobile(input.phoneNumber);
    const now = this.ctx.clock.now();
    const since = addMinutes(now, -limits.codeSendWindowMinutes).toISOString();
    const forInvite = await this.repo.phoneChecksSince(firm.id, { inviteId: invite.id }, since);
    const toPhone = await this.repo.phoneChecksSince(firm.id, { phone }, since);
    if (forInvite >= limits.codeMaxSendsPerWindow || toPhone >= this.ctx.config.smsCodesPerWindow) {
      throw new AppError(ErrorCode.RESEND_LIMIT, messages.resendLimit);
    }
    const code = randomDigits(limits.twoFactorCodeLength);
    await this.repo.insertPhoneCheck({
      id: crypto.randomUUID(),
      firm_id: firm.id,
      invite_id: invite.id,
      phone,
      code_hash: this.ctx.secrets.hmac(CODE_PURPOSE, code),
      code_expires_at: addMinutes(now, limits.smsCodeValidityMinutes).toISOString(),
      code_failures: 0,
      confirmed_at: null,
      created_at: now.toISOString(),
    });
    await this.ctx.sms.send({
      to: phone,
      firmId: firm.id,
      text: formatMessage(pinResetMessages.signupPhoneSmsText, { firm: firm.name, code, minutes: limits.smsCodeValidityMinutes }),
    });
    return { sent: true, phoneHint: phoneHint(phone) };
  }

  async verify(firm: FirmSummary, input: PhoneInput & { smsCode: string }): Promise<void> {
    const invite = await this.openInvite(firm, input);
    const phone = mobile(input.phoneNumber);
    const check = await this.repo.latestPhoneCheck(firm.id, invite.id, phone);
    if (!check) throw new AppError(ErrorCode.CODE_INVALID, messages.codeInvalid);
    if (check.confirmed_at) return;
    if (check.code_failures >= limits.codeMaxFailures) throw new AppError(ErrorCode.CODE_ATTEMPTS_EXCEEDED, pinResetMessages.signupPhoneAttemptsExceeded);
    const now = this.ctx.clock.now();
    const ok = new Date(check.code_expires_at) > now && this.ctx.secrets.hmacMatches(CODE_PURPOSE, input.smsCode, check.code_hash);
    if (!ok) {
      const failures = check.code_failures + 1;
      await this.repo.updatePhoneCheck(firm.id, check.id, { code_failures: failures });
      if (failures >= limits.codeMaxFailures) throw new AppError(ErrorCode.CODE_ATTEMPTS_EXCEEDED, pinResetMessages.signupPhoneAttemptsExceeded);
      throw new AppError(ErrorCode.CODE_INVALID, messages.codeInvalid);
    }
    await this.repo.updatePhoneCheck(firm.id, check.id, { confirmed_at: now.toISOString() });
  }

  /** The sign-up's number (E.164) was confirmed for this invite, recently. */
  async assertConfirmed(firm: FirmSummary, inviteId: string, phone: string): Promise<void> {
    const check = await this.repo.latestPhoneCheck(firm.id, inviteId, phone);
    if (!check?.confirmed_at) throw notConfirmed();
    const age = this.ctx.clock.now().getTime() - new Date(check.confirmed_at).getTime();
    if (age > SIGNUP_PHONE_FRESH_MINUTES * 60_000) throw notConfirmed();
  }

  private async openInvite(firm: FirmSummary, input: PhoneInput): Promise<InviteRow> {
    const invite = await this.signups.findOpenInvite(firm.id, inviteCodeHash(this.ctx, input.code), this.ctx.clock.now().toISOString());
    if (!invite || invite.app_type !== input.appType) throw invalidInvite();
    return invite;
  }
}

function mobile(input: string): string {
  const phone = normalizePhone(input);
  if (!phone) throw appErrors.validation(messages.phoneInvalid);
  return phone;
}
