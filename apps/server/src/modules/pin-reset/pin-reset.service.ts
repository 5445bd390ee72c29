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
  pinResetMessages,
  type AppType,
  type PinResetStartedResponse,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import { hashSecret } from '../../infra/crypto/hashing.js';
import { randomToken } from '../../infra/crypto/secrets.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { UserRow } from '../users/users.repository.js';
import type { LoadedSession } from '../auth/session.service.js';
import { accountStatus } from '../auth/account-status.js';
import { clearFailures, pinThrottleKey } from '../attempts/attempts.js';
import { sessionCounter } from '../auth/lockout.js';
import { checkCodes, issueCode, type CodePurpose } from '../one-time-codes/one-time-codes.js';
import type { PinResetRepository, PinResetRow } from './pin-reset.repository.js';

const CODE_PURPOSE: CodePurpose = 'pin-reset';
const TOKEN_PURPOSE = 'pin-reset-link';
const BROWSER_PURPOSE = 'pin-reset-browser';
/** An e-mailed link works once, for one hour; a reset by phone lives as long. */
export const PIN_RESET_VALIDITY_MINUTES = 60;

const linkInvalid = () => new AppError(ErrorCode.LINK_INVALID, pinResetMessages.linkInvalid);
const noReset = () => new AppError(ErrorCode.CODE_INVALID, pinResetMessages.noReset);

/**
 * Reset PIN (seed 000, DESIGN section 11): the new PIN waits (argon2id) until the SMS code sent to
 * the account's phone confirms it. By phone: the session that passed password and second factor
 * but not the PIN. By e-mail: a link with a single-use token (stored as a keyed hash), valid one hour.
 * Only clients (and their second users): advisors and the provider have no SMS second factor.
 */
export class PinResetService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: PinResetRepository,
  ) {}

  // --- By phone ------------------------------------------------------------------------------

  async startByPhone(
    loaded: LoadedSession,
    firm: FirmSummary,
    newPin: string,
  ): Promise<PinResetStartedResponse> {
    const { user, session } = loaded;
    if (user.scope !== 'client')
      throw new AppError(ErrorCode.FORBIDDEN, pinResetMessages.resetNotForAdvisors);
    const now = this.ctx.clock.now();
    const pendingPinHash = await hashSecret(newPin);
    await this.repo.closeForSession(firm.id, session.id, now.toISOString());
    const row = await this.newReset(firm, user, session.app_type as AppType, {
      via: 'phone',
      session_id: session.id,
      token_hash: null,
      pending_pin_hash: pendingPinHash,
      browser_hash: null,
    });
    return this.sendCode(firm, user, row);
  }

  async verifyByPhone(loaded: LoadedSession, firm: FirmSummary, code: string): Promise<void> {
    const row = await this.repo.openForSession(
      firm.id,
      loaded.session.id,
      this.ctx.clock.now().toISOString(),
    );
    if (!row) throw noReset();
    await this.confirm(firm, loaded.user, row, code);
    await clearFailures(this.ctx, sessionCounter(loaded, 'pin').key, this.ctx.clock.now());
  }

  async resendByPhone(loaded: LoadedSession, firm: FirmSummary): Promise<PinResetStartedResponse> {
    const row = await this.repo.openForSession(
      firm.id,
      loaded.session.id,
      this.ctx.clock.now().toISOString(),
    );
    if (!row?.pending_pin_hash) throw noReset();
    return this.sendCode(firm, loaded.user, row);
  }

  // --- By e-mail link --------------------------------------------------------------------------

  /**
   * Sends the link when the e-mail is a client's of this firm and app; the caller answers the same
   * either way, and the reset and its e-mail are made after the answer (neither delays nor shapes it).
   */
  async requestEmailLink(firm: FirmSummary, origin: string, email: string, appType: AppType): Promise<void> {
    const user = await this.clientByEmail(firm, email, appType);
    if (!user) return;
    this.afterAnswer(this.sendLink(firm, origin, user, appType));
  }

  /** The reset and its mail are written in one transaction (ADR 0028): no link without its mail. */
  private async sendLink(firm: FirmSummary, origin: string, user: UserRow, appType: AppType): Promise<void> {
    const token = randomToken();
    const link = `${origin}${appRoutes(appType).resetPin}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
    const outgoing = this.ctx.outgoing.batch();
    await this.repo.transaction(async (tx, trx) => {
      await this.newReset(
        firm,
        user,
        appType,
        {
          via: 'email',
          session_id: null,
          token_hash: this.ctx.secrets.hmac(TOKEN_PURPOSE, token),
          pending_pin_hash: null,
          browser_hash: null,
        },
        tx,
      );
      await outgoing.mail(trx, {
        to: user.email,
        firmId: firm.id,
        fromName: firm.name,
        subject: pinResetMessages.mailSubject,
        text: formatMessage(pinResetMessages.mailText, {
          app: appDisplayName(appType),
          firm: firm.name,
          hours: PIN_RESET_VALIDITY_MINUTES / 60,
          link,
        }),
      });
    });
    await outgoing.deliver();
  }

  /** Work that must not delay the answer; a failure is logged without its content. */
  private afterAnswer(work: Promise<unknown>): void {
    work.catch((err: unknown) =>
      this.ctx.log.error({ err: err instanceof Error ? err.message : 'failed' }, 'PIN reset mail not sent'),
    );
  }

  /**
   * The link's page posts the new PIN: it waits for the SMS code (the link stays usable until then). The
   * pending PIN is bound to this browser (the proof for its cookie): the code confirms it only here, so
   * that the same link in another browser cannot swap in a PIN of its own for the owner's code to confirm.
   */
  async startByEmail(
    firm: FirmSummary,
    link: { token: string; email: string },
    newPin: string,
  ): Promise<{ started: PinResetStartedResponse; browserProof: string }> {
    const { row, user } = await this.openLink(firm, link);
    const pendingPinHash = await hashSecret(newPin);
    const browserProof = randomToken();
    await this.repo.update(firm.id, row.id, {
      pending_pin_hash: pendingPinHash,
      browser_hash: this.ctx.secrets.hmac(BROWSER_PURPOSE, browserProof),
    });
    const started = await this.sendCode(firm, user, { ...row, pending_pin_hash: pendingPinHash });
    return { started, browserProof };
  }

  async verifyByEmail(
    firm: FirmSummary,
    link: { token: string; email: string },
    code: string,
    browserProof: string | null,
  ): Promise<void> {
    const { row, user } = await this.openLink(firm, link);
    this.assertSameBrowser(row, browserProof);
    await this.confirm(firm, user, row, code);
  }

  async resendByEmail(
    firm: FirmSummary,
    link: { token: string; email: string },
    browserProof: string | null,
  ): Promise<PinResetStartedResponse> {
    const { row, user } = await this.openLink(firm, link);
    if (!row.pending_pin_hash) throw noReset();
    this.assertSameBrowser(row, browserProof);
    return this.sendCode(firm, user, row);
  }

  /** The new PIN was chosen in this browser; anywhere else the reset starts again (a new PIN, a new code). */
  private assertSameBrowser(row: PinResetRow, browserProof: string | null): void {
    if (
      !row.browser_hash ||
      !browserProof ||
      !this.ctx.secrets.hmacMatches(BROWSER_PURPOSE, browserProof, row.browser_hash)
    )
      throw noReset();
  }

  // --- Shared ------------------------------------------------------------------------------

  private async clientByEmail(firm: FirmSummary, email: string, appType: AppType): Promise<UserRow | null> {
    const emailKey = email.trim().toLowerCase();
    const user = await this.ctx.repos.users.findForLogin(firm.id, emailKey, false);
    if (!user || user.email_key !== emailKey || user.scope !== 'client' || user.firm_id !== firm.id)
      return null;
    if ((await accountStatus(this.ctx, user)) !== 'active') return null;
    const apps = await this.ctx.repos.users.appsOf(user.id);
    return apps.includes(appType) ? user : null;
  }

  /** The open reset of a link whose e-mail is the account's (a right token with a wrong e-mail is refused). */
  private async openLink(
    firm: FirmSummary,
    link: { token: string; email: string },
  ): Promise<{ row: PinResetRow; user: UserRow }> {
    const row = await this.repo.openForToken(
      firm.id,
      this.ctx.secrets.hmac(TOKEN_PURPOSE, link.token),
      this.ctx.clock.now().toISOString(),
    );
    if (!row) throw linkInvalid();
    const user = await this.ctx.repos.users.findById(row.user_id);
    if (!user || user.email_key !== link.email.trim().toLowerCase()) throw linkInvalid();
    if ((await accountStatus(this.ctx, user)) !== 'active') throw linkInvalid();
    return { row, user };
  }

  private async newReset(
    firm: FirmSummary,
    user: UserRow,
    appType: AppType,
    v: Pick<PinResetRow, 'via' | 'session_id' | 'token_hash' | 'pending_pin_hash' | 'browser_hash'>,
    repo = this.repo,
  ): Promise<PinResetRow> {
    const now = this.ctx.clock.now();
    const row: PinResetRow = {
      id: crypto.randomUUID(),
      firm_id: firm.id,
      user_id: user.id,
      app_type: appType,
      ...v,
      expires_at: addMinutes(now, PIN_RESET_VALIDITY_MINUTES).toISOString(),
      consumed_at: null,
      created_at: now.toISOString(),
    };
    await repo.insert(row);
    return row;
  }

  /** A new code for the reset (the first and at most 3 more, within the account's cap); failures are kept. */
  private async sendCode(
    firm: FirmSummary,
    user: UserRow,
    row: PinResetRow,
  ): Promise<PinResetStartedResponse> {
    await issueCode(this.ctx, {
      purpose: CODE_PURPOSE,
      subject: row.id,
      userId: user.id,
      firmId: firm.id,
      recipients: [user.phone_number],
      text: (code) =>
        formatMessage(pinResetMessages.smsText, {
          firm: firm.name,
          code,
          minutes: limits.smsCodeValidityMinutes,
        }),
    });
    return { sent: true, phoneHint: phoneHint(user.phone_number) };
  }

  /**
   * Checks the SMS code (the attempt taken first, ADR 0027); the right one makes the pending PIN the
   * user's and uses the reset up. Five wrong codes end the reset; wrong codes also count towards the
   * account's code lock, which ends it too.
   */
  private async confirm(firm: FirmSummary, user: UserRow, row: PinResetRow, code: string): Promise<void> {
    if (!row.pending_pin_hash) throw noReset();
    const pinHash = row.pending_pin_hash;
    const verdict = await checkCodes(this.ctx, { purpose: CODE_PURPOSE, subject: row.id, userId: user.id }, [
      { subject: row.id, code },
    ]);
    const now = this.ctx.clock.now();
    if (verdict !== 'right') {
      if (verdict === 'wrong') throw new AppError(ErrorCode.CODE_INVALID, messages.codeInvalid);
      await this.repo.update(firm.id, row.id, { consumed_at: now.toISOString() });
      if (verdict === 'account-locked') throw new AppError(ErrorCode.ACCOUNT_LOCKED, messages.accountLocked);
      throw new AppError(ErrorCode.CODE_ATTEMPTS_EXCEEDED, pinResetMessages.attemptsExceeded);
    }
    await this.repo.transaction(async (tx, trx) => {
      if (!(await tx.consume(firm.id, row.id, now.toISOString()))) throw noReset();
      await tx.setUserPin(firm.id, user.id, pinHash);
      await appendAuditEvent(
        this.ctx,
        firm.id,
        { kind: 'auth.pin_reset', actor: auditActorOf(user), subject: { type: 'user', id: user.id } },
        trx,
      );
    });
    // Wrong guesses of the old PIN do not count against the new one (a lock already set still runs out).
    await clearFailures(this.ctx, pinThrottleKey(user.id), now);
  }
}
