import { appendAuditEvent, auditActorOf } from '../audit/audit.js';
import crypto from 'node:crypto';
import {
  ErrorCode,
  appDisplayName,
  appRoutes,
  formatMessage,
  limits,
  messages,
  phoneHint,
  recoveryLimits,
  recoveryMessages,
  type AppType,
  type NewLoginSalts,
  type ResetCompleteBody,
  type ResetStatus,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { randomToken } from '../../infra/crypto/secrets.js';
import { AppError, appErrors } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import { checkTotp, usesTotp } from '../auth/second-factor.service.js';
import { newLoginColumns, newLoginSalts, realmOfUser, sharesNamesWithProvider } from '../auth/login-names.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import { voidEmergencyAccessOf } from '../emergency/emergency-void.js';
import type { UserRow } from '../users/users.repository.js';
import type { PasswordResetRow, PasswordResetsRepository } from './password-resets.repository.js';
import { useTotpRecoveryCode } from './totp-recovery.service.js';
import { checkCodes, checkSecret, issueCode, type CodePurpose } from '../one-time-codes/one-time-codes.js';

const TOKEN_PURPOSE = 'password-reset-token';
const CODE_PURPOSE: CodePurpose = 'password-reset';
const BROWSER_PURPOSE = 'password-reset-browser';

/** Expired, used, ended, unknown or of another firm: one answer for all (410). */
export const resetLinkInvalid = () => new AppError(ErrorCode.LINK_INVALID, recoveryMessages.linkInvalid);
const resetEnded = () => new AppError(ErrorCode.CODE_ATTEMPTS_EXCEEDED, recoveryMessages.resetEnded);

interface OpenReset {
  reset: PasswordResetRow;
  user: UserRow;
}

/** Who may reset here: an active user of the host's firm, or the provider's own staff. */
function belongsTo(user: UserRow, firm: FirmSummary): boolean {
  return (
    user.status === 'active' &&
    (user.firm_id === firm.id || (user.firm_id === null && user.scope === 'provider'))
  );
}

/**
 * Forgotten passwords (DESIGN 11, ADR 0018): an e-mailed single-use link (one hour), then the SMS code
 * (clients) or the authenticator (advisors, the provider), then the new login made in the browser. A
 * client's browser opens recoveryUserKey with the Emergency Kit's code and re-wraps the user key; without
 * the code it starts an empty vault. The server never sees a password, the user key or a recovery code.
 */
export class PasswordResetService {
  private readonly repo: PasswordResetsRepository;

  constructor(private readonly ctx: AppContext) {
    this.repo = ctx.repos.passwordResets;
  }

  /**
   * The e-mail form. The same answer, and the same work before answering (one lookup), whether or not
   * the e-mail is known: the link is made and mailed after the answer.
   */
  async request(firm: FirmSummary, origin: string, email: string, app: AppType): Promise<void> {
    const key = email.trim().toLowerCase();
    const found = await this.ctx.repos.users.findForLogin(
      firm.id,
      key,
      sharesNamesWithProvider(this.ctx, firm),
    );
    const user = found && found.email_key === key && belongsTo(found, firm) ? found : null;
    if (!user) return;
    this.afterAnswer(this.mailLink(firm, origin, user, app));
  }

  /** The reset row and its mail are written in one transaction (ADR 0028): no link without its mail. */
  private async mailLink(firm: FirmSummary, origin: string, user: UserRow, app: AppType): Promise<void> {
    const outgoing = this.ctx.outgoing.batch();
    await this.repo.transaction(async (resets, trx) => {
      const link = await this.createLink(firm, origin, user, app, resets);
      const values = { app: appDisplayName(app), firm: firm.name, link };
      await outgoing.mail(trx, {
        to: user.email,
        firmId: firm.id,
        fromName: firm.name,
        subject: formatMessage(recoveryMessages.resetMailSubject, values),
        text: formatMessage(recoveryMessages.resetMailText, values),
      });
    });
    await outgoing.deliver();
  }

  /** A new single-use link for the user (older open ones end); the advisor's "Reset Password" mails it too. */
  async createLink(
    firm: FirmSummary,
    origin: string,
    user: Pick<UserRow, 'id'>,
    app: AppType,
    repo = this.repo,
  ): Promise<string> {
    const token = randomToken();
    const now = this.ctx.clock.now();
    await repo.endOpenOfUser(user.id, now.toISOString());
    await repo.insert({
      id: crypto.randomUUID(),
      firm_id: firm.id,
      user_id: user.id,
      app_type: app,
      token_hash: this.ctx.secrets.hmac(TOKEN_PURPOSE, token),
      expires_at: addMinutes(now, recoveryLimits.resetLinkValidityMinutes).toISOString(),
      ended_at: null,
      verified_at: null,
      verified_browser_hash: null,
      key_handouts: 0,
      created_at: now.toISOString(),
    });
    return `${origin}${appRoutes(app).resetPasswordEmail}?token=${encodeURIComponent(token)}`;
  }

  /** Where the reset stands for this browser: verified only in the browser that passed the code. */
  async status(firm: FirmSummary, token: string, browserProof: string | null): Promise<ResetStatus> {
    const { reset, user } = await this.open(firm, token);
    const staff = usesTotp(user);
    const verifiedHere = this.verifiedHere(reset, browserProof);
    return {
      kind: staff ? 'staff' : 'client',
      method: staff ? 'totp' : 'sms',
      phoneHint: staff ? null : phoneHint(user.phone_number),
      verified: verifiedHere,
      appType: reset.app_type as AppType,
      username: user.username,
      email: user.email,
      keyHandoutsLeft: Math.max(0, recoveryLimits.keyHandoutsPerReset - reset.key_handouts),
      salts: verifiedHere ? this.saltsOf(user) : null,
    };
  }

  /** Sends (or sends again) the SMS code of a client's reset (the first and 3 more, within the account's cap). */
  async sendCode(firm: FirmSummary, token: string): Promise<{ phoneHint: string }> {
    const { reset, user } = await this.open(firm, token);
    if (usesTotp(user)) throw appErrors.validation(messages.enterTotpCode);
    await issueCode(this.ctx, {
      purpose: CODE_PURPOSE,
      subject: reset.id,
      userId: user.id,
      firmId: firm.id,
      recipients: [user.phone_number],
      text: (code) =>
        `${firm.name}: your Guru Suite password reset code is ${code}. It expires in ${limits.smsCodeValidityMinutes} minutes. Never share it.`,
    });
    return { phoneHint: phoneHint(user.phone_number) };
  }

  /** The salts of the user's names for the new password (ADR 0022). */
  private saltsOf(user: UserRow): NewLoginSalts {
    return newLoginSalts(this.ctx, realmOfUser(user), user.username, user.email);
  }

  /**
   * The SMS code (client) or the authenticator or one of its recovery codes (staff), taken as an attempt
   * first (ADR 0027): 5 wrong codes end the reset, and they count towards the account's code lock, which
   * ends it too. Verified, it binds the reset to this browser (the proof for its cookie) and answers the
   * salts the new password is derived with. Already verified in this browser, it answers them again.
   */
  async verify(
    firm: FirmSummary,
    token: string,
    code: string,
    browserProof: string | null,
  ): Promise<{ salts: NewLoginSalts; browserProof: string }> {
    const { reset, user } = await this.open(firm, token);
    if (browserProof && this.verifiedHere(reset, browserProof))
      return { salts: this.saltsOf(user), browserProof };
    const owner = { purpose: CODE_PURPOSE, subject: reset.id, userId: user.id };
    const verdict = usesTotp(user)
      ? await checkSecret(this.ctx, owner, () => this.checkStaffCode(user, code))
      : await checkCodes(this.ctx, owner, [{ subject: reset.id, code }]);
    if (verdict === 'wrong') throw new AppError(ErrorCode.CODE_INVALID, messages.codeInvalid);
    if (verdict !== 'right') {
      await this.repo.end(reset.id, this.now());
      throw verdict === 'account-locked'
        ? new AppError(ErrorCode.ACCOUNT_LOCKED, messages.accountLocked)
        : resetEnded();
    }
    const proof = randomToken();
    if (!(await this.repo.markVerified(reset.id, this.ctx.secrets.hmac(BROWSER_PURPOSE, proof), this.now())))
      throw resetLinkInvalid();
    return { salts: this.saltsOf(user), browserProof: proof };
  }

  /** Whether this browser passed the reset's code (its cookie's proof matches the one the reset keeps). */
  private verifiedHere(reset: PasswordResetRow, browserProof: string | null): boolean {
    return Boolean(
      reset.verified_at &&
      reset.verified_browser_hash &&
      browserProof &&
      this.ctx.secrets.hmacMatches(BROWSER_PURPOSE, browserProof, reset.verified_browser_hash),
    );
  }

  /**
   * A client's recoveryUserKey, for the browser to open with the Emergency Kit's code. Handed out a few
   * times per reset only: the browser cannot prove a failed decrypt, so this bounds the guesses (ADR 0018).
   */
  async recoveryKey(
    firm: FirmSummary,
    token: string,
    browserProof: string | null,
  ): Promise<{ recoveryUserKey: string; keyHandoutsLeft: number }> {
    const { reset, user } = await this.openVerified(firm, token, browserProof);
    if (usesTotp(user) || !user.recovery_user_key) throw appErrors.validation();
    if (reset.key_handouts >= recoveryLimits.keyHandoutsPerReset) {
      await this.repo.end(reset.id, this.now());
      throw resetEnded();
    }
    const handouts = await this.repo.incrementKeyHandouts(reset.id);
    if (handouts === null) throw resetLinkInvalid();
    return {
      recoveryUserKey: user.recovery_user_key,
      keyHandoutsLeft: Math.max(0, recoveryLimits.keyHandoutsPerReset - handouts),
    };
  }

  /** Stores the new login (and, for a client, the re-wrapped or new keys), ends the link and every session, tells the user. */
  async complete(firm: FirmSummary, body: ResetCompleteBody, browserProof: string | null): Promise<void> {
    const { reset, user } = await this.openVerified(firm, body.token, browserProof);
    const client = !usesTotp(user);
    if (client && (!body.protectedUserKey || !body.recoveryUserKey || body.keepVault === undefined))
      throw appErrors.validation();
    if (!client && (body.protectedUserKey || body.recoveryUserKey || body.keepVault !== undefined))
      throw appErrors.validation();
    if (client && body.keepVault && reset.key_handouts === 0) throw appErrors.validation();
    const login = await newLoginColumns(
      this.ctx,
      { realm: realmOfUser(user), username: user.username, email: user.email, current: user },
      body,
    );
    const now = this.now();
    const eraseVault = client && body.keepVault === false;
    await this.repo.transaction(async (resets, trx) => {
      if (!(await resets.end(reset.id, now))) throw resetLinkInvalid();
      await this.ctx.repos.users.within(trx).update(user.id, {
        ...login,
        ...(client ? { recovery_user_key: body.recoveryUserKey! } : {}),
        updated_at: now,
      });
      if (eraseVault && user.firm_id) {
        // A new user key: the old vault is gone, and an emergency contact's kit (which opens the old key) is void.
        await this.ctx.repos.passwords.within(trx).eraseVault({ firmId: user.firm_id, userId: user.id });
        await voidEmergencyAccessOf(
          this.ctx.repos.emergency.within(trx),
          { firmId: user.firm_id, userId: user.id },
          now,
        );
      }
      if (user.firm_id === firm.id) {
        await appendAuditEvent(
          this.ctx,
          firm.id,
          {
            kind: 'auth.password_reset',
            actor: auditActorOf(user),
            subject: { type: 'user', id: user.id },
            detail: { app: reset.app_type, vault: client ? (eraseVault ? 'erased' : 'kept') : 'none' },
          },
          trx,
        );
      }
    });
    await this.ctx.repos.sessions.deleteAllOfUsers([user.id]);
    await this.sendNotice(
      firm,
      user,
      reset.app_type as AppType,
      client ? (eraseVault ? 'erased' : 'kept') : 'none',
    );
  }

  private async sendNotice(
    firm: FirmSummary,
    user: UserRow,
    app: AppType,
    vault: 'kept' | 'erased' | 'none',
  ): Promise<void> {
    const when = this.ctx.clock.now().toISOString().slice(0, 16).replace('T', ' ');
    const vaultText =
      vault === 'kept'
        ? recoveryMessages.noticeVaultKept
        : vault === 'erased'
          ? recoveryMessages.noticeVaultErased
          : '';
    const values = { app: appDisplayName(app), firm: firm.name, when, vault: vaultText };
    try {
      await this.ctx.mailer.send({
        to: user.email,
        firmId: firm.id,
        fromName: firm.name,
        subject: formatMessage(recoveryMessages.noticeMailSubject, values),
        text: formatMessage(recoveryMessages.noticeMailText, values),
      });
    } catch (err) {
      this.ctx.log.error(
        { err: err instanceof Error ? err.message : 'mail failed' },
        'password reset notice not sent',
      );
    }
  }

  private async checkStaffCode(user: UserRow, code: string): Promise<boolean> {
    if (!user.totp_enrolled) return false;
    if (/^\d{6}$/.test(code)) return checkTotp(this.ctx, user, code);
    return useTotpRecoveryCode(this.ctx, user.id, code);
  }

  private async open(firm: FirmSummary, token: string): Promise<OpenReset> {
    const reset = await this.repo.findOpen(firm.id, this.ctx.secrets.hmac(TOKEN_PURPOSE, token), this.now());
    if (!reset) throw resetLinkInvalid();
    const user = await this.ctx.repos.users.findById(reset.user_id);
    if (!user || !belongsTo(user, firm)) throw resetLinkInvalid();
    return { reset, user };
  }

  /** The reset, verified in this browser: anywhere else the code is asked for again. */
  private async openVerified(
    firm: FirmSummary,
    token: string,
    browserProof: string | null,
  ): Promise<OpenReset> {
    const opened = await this.open(firm, token);
    if (!this.verifiedHere(opened.reset, browserProof))
      throw new AppError(ErrorCode.CODE_MISSING, messages.input2faCode);
    return opened;
  }

  /** Work that must not delay (or shape) the answer; a failure is logged without its content. */
  private afterAnswer(work: Promise<unknown>): void {
    work.catch((err: unknown) =>
      this.ctx.log.error(
        { err: err instanceof Error ? err.message : 'failed' },
        'password reset mail not sent',
      ),
    );
  }

  private now(): string {
    return this.ctx.clock.now().toISOString();
  }
}
