import crypto from 'node:crypto';
import {
  ErrorCode,
  formatMessage,
  limits,
  messages,
  normalizePhone,
  phoneHint,
  pinResetMessages,
  type AppType,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError, appErrors } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import { checkCodes, issueCode, type CodePurpose } from '../one-time-codes/one-time-codes.js';
import { inviteCodeHash, invalidInvite } from '../invites/invites.service.js';
import type { InviteRow } from '../invites/invites.repository.js';
import type { SignupRepository } from './signup.repository.js';
import type { SignupPhoneRepository } from './signup-phone.repository.js';

const CODE_PURPOSE = 'signup-phone' satisfies CodePurpose;
/** A confirmation counts for a sign-up this long after the code came back. */
export const SIGNUP_PHONE_FRESH_MINUTES = 30;

export interface PhoneInput {
  code: string;
  phoneNumber: string;
  appType: AppType;
}

const notConfirmed = () => new AppError(ErrorCode.VALIDATION, pinResetMessages.signupPhoneNotConfirmed);

/**
 * The sign-up's cell phone is confirmed by an SMS code before the account is created: a one-time code
 * per invite and number (ADR 0027; at most 4 sends per invite across numbers, and the per-number cap,
 * in 15 minutes), each code allows 5 wrong answers, counted before the check, and the sign-up needs a
 * fresh confirmation of that same number.
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
    const windowAfter = addMinutes(now, -limits.codeSendWindowMinutes).toISOString();
    if (
      (await this.ctx.repos.rateWindows.take(
        `signup-phone-invite:${invite.id}`,
        now.toISOString(),
        windowAfter,
      )) > limits.codeMaxSendsPerWindow
    ) {
      throw new AppError(ErrorCode.RESEND_LIMIT, messages.resendLimit);
    }
    // Each code is its own check (its own subject), which replaces the number's former one: its 5 wrong
    // answers are counted on it alone. There is no account yet, so nothing counts toward an account lock.
    const checkId = crypto.randomUUID();
    await issueCode(this.ctx, {
      purpose: CODE_PURPOSE,
      subject: checkId,
      userId: null,
      firmId: firm.id,
      recipients: [phone],
      text: (code) =>
        formatMessage(pinResetMessages.signupPhoneSmsText, {
          firm: firm.name,
          code,
          minutes: limits.smsCodeValidityMinutes,
        }),
    });
    await this.repo.replacePhoneCheck({
      id: checkId,
      firm_id: firm.id,
      invite_id: invite.id,
      phone,
      confirmed_at: null,
      created_at: now.toISOString(),
    });
    return { sent: true, phoneHint: phoneHint(phone) };
  }

  async verify(firm: FirmSummary, input: PhoneInput & { smsCode: string }): Promise<void> {
    const invite = await this.openInvite(firm, input);
    const phone = mobile(input.phoneNumber);
    const check = await this.repo.latestPhoneCheck(firm.id, invite.id, phone);
    if (!check) throw new AppError(ErrorCode.CODE_INVALID, messages.codeInvalid);
    if (check.confirmed_at) return;
    const verdict = await checkCodes(this.ctx, { purpose: CODE_PURPOSE, subject: check.id, userId: null }, [
      { subject: check.id, code: input.smsCode },
    ]);
    if (verdict === 'wrong') throw new AppError(ErrorCode.CODE_INVALID, messages.codeInvalid);
    if (verdict !== 'right')
      throw new AppError(ErrorCode.CODE_ATTEMPTS_EXCEEDED, pinResetMessages.signupPhoneAttemptsExceeded);
    await this.repo.updatePhoneCheck(firm.id, check.id, { confirmed_at: this.ctx.clock.now().toISOString() });
  }

  /** The sign-up's number (E.164) was confirmed for this invite, recently. */
  async assertConfirmed(firm: FirmSummary, inviteId: string, phone: string): Promise<void> {
    const check = await this.repo.latestPhoneCheck(firm.id, inviteId, phone);
    if (!check?.confirmed_at) throw notConfirmed();
    const age = this.ctx.clock.now().getTime() - new Date(check.confirmed_at).getTime();
    if (age > SIGNUP_PHONE_FRESH_MINUTES * 60_000) throw notConfirmed();
  }

  private async openInvite(firm: FirmSummary, input: PhoneInput): Promise<InviteRow> {
    const invite = await this.signups.findOpenInvite(
      firm.id,
      inviteCodeHash(this.ctx, input.code),
      this.ctx.clock.now().toISOString(),
    );
    if (!invite || invite.app_type !== input.appType) throw invalidInvite();
    return invite;
  }
}

function mobile(input: string): string {
  const phone = normalizePhone(input);
  if (!phone) throw appErrors.validation(messages.phoneInvalid);
  return phone;
}
