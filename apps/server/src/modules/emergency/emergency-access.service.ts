import crypto from 'node:crypto';
import {
  ErrorCode,
  emergencyMessages as m,
  formatMessage,
  limits,
  messages,
  phoneHint,
  type AppType,
  type EmergencyKitBody,
  type EmergencyReleaseResponse,
  type EmergencyRequestResponse,
  type EmergencyTakeoverBody,
  type EmergencyVerifyBody,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { newLoginColumns, newLoginSalts } from '../auth/login-names.js';
import { EmergencyRequestStatus } from '../../db/tables/emergency.table.js';
import { AppError, appErrors } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import { hashSecret } from '../../infra/crypto/hashing.js';
import { randomToken } from '../../infra/crypto/secrets.js';
import {
  clearFailures,
  codeThrottleKey,
  openAttempt,
  passwordThrottleKey,
  type Counter,
  type ThrottleKey,
} from '../attempts/attempts.js';
import { checkCodes, issueCode, type CodePurpose } from '../one-time-codes/one-time-codes.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import {
  EmergencyRepository,
  type EmergencyContactRow,
  type EmergencyRequestRow,
} from './emergency.repository.js';
import { refuseLink, refuseRequest } from './emergency-contact.service.js';
import {
  EmergencyEvent,
  formatNoticeDate,
  logEvent,
  mailNotice,
  type NoticeTarget,
  type PendingNotice,
} from './emergency-notices.js';
import { kitProofMatches, openServerShare, tokenHash } from './emergency-secrets.js';

/** After the share is released, the takeover must follow within this time. */
const TAKEOVER_VALIDITY_MINUTES = 30;
/** A refused contact may ask again only after a day (the client is not texted again and again). */
const REFUSED_QUIET_HOURS = 24;

const kitVoid = () => new AppError(ErrorCode.LINK_INVALID, m.kitVoid);
const kitThrottleKey = (contactId: string): ThrottleKey => ({
  firmKey: 'emergency-kit',
  usernameKey: contactId,
});
const CODE_PURPOSE: CodePurpose = 'emergency';

/**
 * The contact's SMS code belongs to the request. Its wrong answers are counted on the request alone (5 void
 * it), not toward the client's account lock: the contact is not the account's holder, and a contact's (or a
 * kit thief's) wrong codes must not lock the client out of their own account.
 */
const codeOwner = (request: EmergencyRequestRow) => ({
  purpose: CODE_PURPOSE,
  subject: request.id,
  userId: null,
});

/**
 * The contact's side (DESIGN section 11, ADR 0021): with the kit's proof they ask for access, the client is
 * told at once and may refuse during the waiting period; after it an SMS code to the contact's own phone
 * releases S and the wrapped user key; the takeover sets the new login and PIN made in the contact's
 * browser and ends every session. Wrong kit proofs lock the kit like wrong passwords lock an account.
 */
export class EmergencyAccessService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: EmergencyRepository,
  ) {}

  async request(
    firm: FirmSummary,
    origin: string,
    body: EmergencyKitBody,
  ): Promise<EmergencyRequestResponse> {
    const contact = await this.checkKit(firm, body);
    const now = this.ctx.clock.now();
    const latest = await this.repo.latestRequestOfContact(firm.id, contact.id);
    if (latest && isOpen(latest)) {
      if (now < new Date(latest.available_at)) return { status: 'waiting', availableAt: latest.available_at };
      return { status: 'codeSent', phoneHint: await this.sendCode(firm, contact, latest) };
    }
    if (
      latest?.status === EmergencyRequestStatus.refused &&
      latest.ended_at &&
      now.getTime() - new Date(latest.ended_at).getTime() < REFUSED_QUIET_HOURS * 3_600_000
    ) {
      return { status: 'refused' };
    }
    return this.startRequest(firm, origin, contact);
  }

  async verify(firm: FirmSummary, body: EmergencyVerifyBody): Promise<EmergencyReleaseResponse> {
    const contact = await this.checkKit(firm, body);
    const now = this.ctx.clock.now();
    const request = await this.repo.latestRequestOfContact(firm.id, contact.id);
    if (!request || !isOpen(request)) throw kitVoid();
    if (now < new Date(request.available_at)) throw appErrors.conflict(m.waitingNotOver);
    const verdict = await checkCodes(this.ctx, codeOwner(request), [
      { subject: request.id, code: body.code },
    ]);
    if (verdict === 'wrong') throw new AppError(ErrorCode.CODE_INVALID, messages.codeInvalid);
    if (verdict !== 'right') return this.codesUsedUp(firm, contact, request);

    const token = randomToken();
    const user = await this.holder(firm, request.user_id);
    await this.repo.updateRequest(request.id, {
      status: EmergencyRequestStatus.released,
      takeover_token_hash: tokenHash(this.ctx, 'takeover', token),
      takeover_expires_at: addMinutes(now, TAKEOVER_VALIDITY_MINUTES).toISOString(),
    });
    await this.logAndMail(
      { target: user.target, event: EmergencyEvent.released, contactName: contact.name, at: now },
      request.id,
    );
    return {
      username: user.username,
      serverShare: openServerShare(this.ctx, contact.kit_id, contact.server_share),
      emergencyUserKey: contact.emergency_user_key,
      salts: newLoginSalts(this.ctx, firm.id, user.username, user.target.email),
      takeoverToken: token,
    };
  }

  async takeover(
    firm: FirmSummary,
    body: EmergencyTakeoverBody,
  ): Promise<{ username: string; email: string }> {
    const now = this.ctx.clock.now();
    const nowIso = now.toISOString();
    const request = await this.repo.releasedRequestByTakeoverToken(
      firm.id,
      tokenHash(this.ctx, 'takeover', body.takeoverToken),
      nowIso,
    );
    if (!request) throw new AppError(ErrorCode.LINK_INVALID, m.takeoverExpired);
    const contact = await this.repo.contactById(firm.id, request.contact_id);
    if (!contact) throw new AppError(ErrorCode.LINK_INVALID, m.takeoverExpired);
    const current = await this.ctx.repos.users.findById(request.user_id);
    if (!current || current.firm_id !== firm.id) throw kitVoid();
    // Both names' new credentials (ADR 0022), with the KDF floor, before anything is used.
    const [login, pinHash] = await Promise.all([
      newLoginColumns(
        this.ctx,
        { realm: firm.id, username: current.username, email: current.email, current },
        body,
      ),
      hashSecret(body.pinCode),
    ]);
    const user = await this.holder(firm, request.user_id);

    const notice = await this.repo.transaction(async (repo, trx) => {
      const ended = await repo.endRequest(
        request.id,
        [EmergencyRequestStatus.released],
        EmergencyRequestStatus.completed,
        nowIso,
      );
      if (!ended) throw new AppError(ErrorCode.LINK_INVALID, m.takeoverExpired);
      // The contact becomes the account's holder: the new login and PIN, and the contact's phone for two-factor.
      await this.ctx.repos.users.within(trx).update(request.user_id, {
        ...login,
        recovery_user_key: body.recoveryUserKey,
        pin_hash: pinHash,
        phone_number: contact.phone_number,
        recover_phone_number: null,
        updated_at: nowIso,
      });
      // The kit is spent: S is destroyed with the contact row.
      await repo.deleteContactOfUser(firm.id, request.user_id);
      await this.ctx.repos.sessions.within(trx).deleteAllOfUsers([request.user_id]);
      return logEvent(
        this.ctx,
        repo,
        { target: user.target, event: EmergencyEvent.takenOver, contactName: contact.name, at: now },
        request.id,
      );
    });
    await clearFailures(this.ctx, passwordThrottleKey(firm.id, '', request.user_id), now);
    await clearFailures(this.ctx, codeThrottleKey(request.user_id), now);
    await mailNotice(this.ctx, notice);
    return { username: user.username, email: user.target.email };
  }

  /** The refuse link of the client's e-mail and text. */
  async refuse(firm: FirmSummary, token: string): Promise<void> {
    const request = await this.repo.openRequestByRefuseToken(firm.id, tokenHash(this.ctx, 'refuse', token));
    if (!request) throw new AppError(ErrorCode.LINK_INVALID, m.refuseInvalid);
    await refuseRequest(this.ctx, this.repo, firm, request.id);
  }

  /**
   * The contact of the host's firm whose kit this is, if the proof matches. The attempt is taken on the
   * kit's count before the check (ADR 0027): 5 wrong proofs lock the kit like wrong passwords lock an
   * account, and the client is told once per lock.
   */
  private async checkKit(firm: FirmSummary, body: EmergencyKitBody): Promise<EmergencyContactRow> {
    const contact = await this.repo.contactByKit(firm.id, body.kitId);
    if (!contact) throw kitVoid();
    const counter: Counter = { key: kitThrottleKey(contact.id), max: limits.loginMaxFailures };
    const tellClient = async () => {
      const user = await this.holder(firm, contact.user_id);
      await this.logAndMail(
        {
          target: user.target,
          event: EmergencyEvent.wrongKit,
          contactName: contact.name,
          at: this.ctx.clock.now(),
        },
        null,
      );
    };
    const kitLocked = () => new AppError(ErrorCode.ACCOUNT_LOCKED, m.kitLocked);
    const attempt = await openAttempt(this.ctx, [counter], tellClient);
    if (attempt.refusedBy) throw kitLocked();
    if (!kitProofMatches(this.ctx, body.kitProof, contact.kit_proof_hash)) {
      if ((await attempt.failed()).length) throw kitLocked();
      throw appErrors.validation(m.kitCodeInvalid);
    }
    await attempt.succeeded();
    return contact;
  }

  private async startRequest(
    firm: FirmSummary,
    origin: string,
    contact: EmergencyContactRow,
  ): Promise<EmergencyRequestResponse> {
    const now = this.ctx.clock.now();
    const waitSeconds = this.ctx.config.emergencyWaitSecondsOverride ?? contact.wait_days * 86_400;
    const availableAt = new Date(now.getTime() + waitSeconds * 1000);
    const token = randomToken();
    const id = crypto.randomUUID();
    const user = await this.holder(firm, contact.user_id);
    const link = refuseLink(origin, contact.app_type as AppType, token);
    const notice = await this.repo.transaction(async (repo) => {
      await repo.insertRequest({
        id,
        contact_id: contact.id,
        user_id: contact.user_id,
        firm_id: firm.id,
        status: EmergencyRequestStatus.waiting,
        requested_at: now.toISOString(),
        available_at: availableAt.toISOString(),
        refuse_token_hash: tokenHash(this.ctx, 'refuse', token),
        takeover_token_hash: null,
        takeover_expires_at: null,
        ended_at: null,
      });
      const action = formatMessage(m.mailClientRefuse, { date: formatNoticeDate(availableAt), link });
      return logEvent(
        this.ctx,
        repo,
        {
          target: user.target,
          event: EmergencyEvent.requested,
          contactName: contact.name,
          at: now,
          action,
        },
        id,
      );
    });
    await mailNotice(this.ctx, notice);
    await this.ctx.sms.send({
      to: user.phone,
      firmId: firm.id,
      text: formatMessage(m.smsRequested, {
        firm: firm.name,
        contact: contact.name,
        date: formatNoticeDate(availableAt),
        link,
      }),
    });
    return { status: 'waiting', availableAt: availableAt.toISOString() };
  }

  /** A fresh code to the contact's own phone (at most 4 sends per 15 minutes, and the phone's cap; the failure count stays). */
  private async sendCode(
    firm: FirmSummary,
    contact: EmergencyContactRow,
    request: EmergencyRequestRow,
  ): Promise<string> {
    await issueCode(this.ctx, {
      ...codeOwner(request),
      firmId: firm.id,
      recipients: [contact.phone_number],
      text: (code) => formatMessage(m.smsCode, { firm: firm.name, code }),
    });
    if (!(await this.repo.hasEvent(request.id, EmergencyEvent.codeSent))) {
      const user = await this.holder(firm, request.user_id);
      await this.logAndMail(
        {
          target: user.target,
          event: EmergencyEvent.codeSent,
          contactName: contact.name,
          at: this.ctx.clock.now(),
        },
        request.id,
      );
    }
    return phoneHint(contact.phone_number);
  }

  /** 5 wrong codes end the request without access (the contact must ask again and wait again); the client is told once. */
  private async codesUsedUp(
    firm: FirmSummary,
    contact: EmergencyContactRow,
    request: EmergencyRequestRow,
  ): Promise<never> {
    const now = this.ctx.clock.now();
    const ended = await this.repo.endRequest(
      request.id,
      [EmergencyRequestStatus.waiting, EmergencyRequestStatus.released],
      EmergencyRequestStatus.void,
      now.toISOString(),
    );
    if (ended) {
      const user = await this.holder(firm, request.user_id);
      await this.logAndMail(
        { target: user.target, event: EmergencyEvent.codeLocked, contactName: contact.name, at: now },
        request.id,
      );
    }
    throw new AppError(ErrorCode.CODE_ATTEMPTS_EXCEEDED, m.takeoverExpired);
  }

  private async holder(
    firm: FirmSummary,
    userId: string,
  ): Promise<{ target: NoticeTarget; username: string; phone: string }> {
    const user = await this.ctx.repos.users.findById(userId);
    if (!user || user.firm_id !== firm.id) throw kitVoid();
    return {
      target: { userId: user.id, email: user.email, firstName: user.first_name, firm },
      username: user.username,
      phone: user.phone_number,
    };
  }

  private async logAndMail(notice: PendingNotice, requestId: string | null): Promise<void> {
    await logEvent(this.ctx, this.repo, notice, requestId);
    await mailNotice(this.ctx, notice);
  }
}

function isOpen(request: EmergencyRequestRow): boolean {
  return (
    request.status === EmergencyRequestStatus.waiting || request.status === EmergencyRequestStatus.released
  );
}
