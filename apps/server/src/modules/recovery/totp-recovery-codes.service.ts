import { ErrorCode, messages } from '@guru/shared';
import { appendAuditEvent, auditActorOf } from '../audit/audit.js';
import type { AppContext } from '../../app-context.js';
import { AppError, appErrors } from '../../lib/app-error.js';
import { openAttempt, userCodeCounter } from '../attempts/attempts.js';
import { checkTotp, usesTotp } from '../auth/second-factor.service.js';
import type { UserRow } from '../users/users.repository.js';
import { newTotpRecoveryCodes, remainingTotpRecoveryCodes } from './totp-recovery.service.js';

/** The console's recovery-code page: how many are left, and a new set after the current authenticator code. */
export class TotpRecoveryCodesService {
  constructor(private readonly ctx: AppContext) {}

  remaining(user: UserRow): Promise<number> {
    if (!usesTotp(user)) throw appErrors.forbidden();
    return remainingTotpRecoveryCodes(this.ctx, user.id);
  }

  /**
   * Wrong authenticator codes here count with the user's other wrong codes: the attempt is taken on the
   * account's code count before the check (ADR 0027), and past the limit the account locks.
   */
  async regenerate(user: UserRow, code: string): Promise<string[]> {
    if (!usesTotp(user)) throw appErrors.forbidden();
    const attempt = await openAttempt(this.ctx, [userCodeCounter(user.id)]);
    if (attempt.refusedBy) throw new AppError(ErrorCode.ACCOUNT_LOCKED, messages.accountLocked);
    const fresh = await this.ctx.repos.users.findById(user.id);
    if (!fresh || !(await checkTotp(this.ctx, fresh, code))) {
      if ((await attempt.failed()).length)
        throw new AppError(ErrorCode.ACCOUNT_LOCKED, messages.accountLocked);
      throw new AppError(ErrorCode.CODE_INVALID, messages.codeInvalid);
    }
    await attempt.succeeded();
    const codes = await newTotpRecoveryCodes(this.ctx, user.id);
    if (user.firm_id) {
      await appendAuditEvent(this.ctx, user.firm_id, {
        kind: 'auth.totp_recovery_codes_renewed',
        actor: auditActorOf(user),
        subject: { type: 'user', id: user.id },
      });
    }
    return codes;
  }
}
