import { messages, recoveryMessages } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { appErrors } from '../../lib/app-error.js';
import { checkSignInCode } from '../auth/lockout.js';
import { usesTotp } from '../auth/second-factor.service.js';
import { promoteSession, type LoadedSession } from '../auth/session.service.js';
import { appendAuditEvent, auditActorOf } from '../audit/audit.js';
import { hasTotpRecoveryCodes, newTotpRecoveryCodes, useTotpRecoveryCode } from './totp-recovery.service.js';

/**
 * The sign-in chain's "Use a recovery code": one of the advisor's or provider's codes instead of the
 * authenticator's, once each. Wrong ones count like wrong codes (5 end the sign-in; across sign-ins they
 * lock the account). Returns the promoted session's token.
 */
export async function signInWithTotpRecoveryCode(
  ctx: AppContext,
  loaded: LoadedSession,
  code: string,
): Promise<string> {
  if (!usesTotp(loaded.user) || !loaded.user.totp_enrolled) throw appErrors.validation(messages.invalidInput);
  await checkSignInCode(
    ctx,
    loaded,
    () => useTotpRecoveryCode(ctx, loaded.user.id, code),
    recoveryMessages.totpRecoveryCodeWrong,
  );
  const token = await promoteSession(ctx, loaded);
  if (loaded.user.firm_id === loaded.session.firm_id) {
    await appendAuditEvent(ctx, loaded.session.firm_id, {
      kind: 'auth.totp_recovery_code_used',
      actor: auditActorOf(loaded.user),
      detail: { app: loaded.session.app_type },
      ip: loaded.session.ip,
    });
  }
  return token;
}

/** The first set, right after enrolment: made once (a new set later needs the authenticator, on the console page). */
export async function firstTotpRecoveryCodes(ctx: AppContext, loaded: LoadedSession): Promise<string[]> {
  if (!usesTotp(loaded.user)) throw appErrors.validation(messages.invalidInput);
  if (await hasTotpRecoveryCodes(ctx, loaded.user.id))
    throw appErrors.conflict(recoveryMessages.totpCodesAlreadyMade);
  return newTotpRecoveryCodes(ctx, loaded.user.id);
}
