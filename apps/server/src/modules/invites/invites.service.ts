import { appendAuditEvent, auditActorById } from '../audit/audit.js';
import crypto from 'node:crypto';
import {
  ErrorCode,
  clientLimits,
  messages,
  formatMessage,
  webRoutes,
  type InviteBody,
  type InviteCodeInfo,
  type AppType,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { constraintViolation } from '../../db/constraint-violation.js';
import { RoleId } from '../../db/tables/users.table.js';
import { AppError, appErrors } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import { randomToken } from '../../infra/crypto/secrets.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { AdvisorScope } from '../auth/access.policy.js';
import { requireAppInPlanForInvite } from '../subscriptions/firm-access.js';
import { countInvitations } from './invitation-limits.js';
import { inviteMailMessage } from './invite-mail.js';
import { placeholderUserRow } from './placeholders.js';
import type { InviteRow, InvitesRepository } from './invites.repository.js';

/** Invite codes and sender links are stored only as keyed hashes. */
export function inviteCodeHash(ctx: AppContext, code: string): string {
  return ctx.secrets.hmac('invite-code', code);
}

export function invalidInvite(): AppError {
  return new AppError(ErrorCode.INVITE_INVALID, messages.inviteCodeInvalid);
}

/** A new invite row: a fresh 256-bit code (returned once, for the e-mail) valid for 7 days. */
export function newInvite(
  ctx: AppContext,
  v: {
    firmId: string;
    email: string;
    phone: string;
    appType: AppType;
    invitedBy: string | null;
    clientId: string | null;
    thirdParty?: boolean;
  },
): { code: string; row: InviteRow } {
  const code = randomToken(32);
  const now = ctx.clock.now();
  const row: InviteRow = {
    id: crypto.randomUUID(),
    firm_id: v.firmId,
    // Stored and shown lower-cased, whatever case was typed.
    email: v.email.toLowerCase(),
    email_key: v.email.toLowerCase(),
    phone: v.phone,
    app_type: v.appType,
    code_hash: inviteCodeHash(ctx, code),
    invited_by: v.invitedBy,
    client_id: v.clientId,
    third_party: v.thirdParty ? 1 : 0,
    expires_at: addMinutes(now, clientLimits.inviteValidityDays * 24 * 60).toISOString(),
    used_at: null,
    created_at: now.toISOString(),
  };
  return { code, row };
}

/** Runs a write once more when it lost a race on a unique key (two invites of one new e-mail at once). */
export async function retryOnUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (constraintViolation(err) !== 'unique') throw err;
    return write();
  }
}

/** The advisors' verified sender addresses, client invites and invite codes. */
export class InvitesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: InvitesRepository,
  ) {}

  /** Whether `email` is the calling advisor's own verified sender address. */
  async senderStatus(advisor: AdvisorScope, email: string): Promise<{ isVerified: boolean }> {
    const sender = await this.repo.advisorSender(advisor.firmId, advisor.advisorId);
    return { isVerified: sender?.toLowerCase() === email.toLowerCase() };
  }

  /** Mails a single-use link that proves the advisor controls `email`; only its hash is kept. */
  async sendSenderVerification(
    advisor: AdvisorScope,
    firm: FirmSummary,
    origin: string,
    email: string,
  ): Promise<void> {
    const token = randomToken(32);
    const now = this.ctx.clock.now();
    const hours = clientLimits.senderVerifyValidityHours;
    const row = {
      id: crypto.randomUUID(),
      firm_id: firm.id,
      email,
      token_hash: this.ctx.secrets.hmac('sender-verify', token),
      requested_by: advisor.advisorId,
      expires_at: addMinutes(now, hours * 60).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    };
    const link = `${origin}${webRoutes.verifySenderEmail}?token=${encodeURIComponent(token)}`;
    const outgoing = this.ctx.outgoing.batch();
    await this.repo.transaction(async (tx, trx) => {
      await tx.insertSenderVerification(row);
      await countInvitations(this.ctx, trx, { firmId: firm.id, userId: advisor.advisorId }, 1);
      await outgoing.mail(trx, {
        to: email,
        firmId: firm.id,
        fromName: firm.name,
        subject: messages.senderVerifyMailSubject,
        text: formatMessage(messages.senderVerifyMailText, { firm: firm.name, hours, link }),
      });
    });
    await outgoing.deliver();
  }

  /**
   * The link from the verification mail: makes the address the sender of the advisor who asked for
   * the link (not of the firm: every advisor verifies their own). False when invalid.
   */
  async verifySender(firm: FirmSummary, token: string): Promise<boolean> {
    const nowIso = this.ctx.clock.now().toISOString();
    const hash = this.ctx.secrets.hmac('sender-verify', token);
    return this.repo.transaction(async (tx) => {
      const verified = await tx.consumeSenderVerification(firm.id, hash, nowIso);
      if (!verified?.advisorId) return false;
      await tx.setAdvisorSender(firm.id, verified.advisorId, verified.email, nowIso);
      return true;
    });
  }

  /**
   * Invites a person to an app of the firm. A new e-mail gets a Pending row; a Requested row
   * becomes Pending; a client who has the other app only gets the invite (they accept it after
   * signing in). Earlier open invites of the same person and app stop working. The calling advisor
   * must have verified their own sender address: the mail replies to it.
   */
  async inviteClient(
    advisor: AdvisorScope,
    firm: FirmSummary,
    origin: string,
    body: InviteBody,
  ): Promise<{ email: string; expiresAt: string }> {
    await requireAppInPlanForInvite(this.ctx, firm.id, body.appType);
    const replyTo = await this.repo.advisorSender(firm.id, advisor.advisorId);
    if (!replyTo) throw new AppError(ErrorCode.SENDER_NOT_VERIFIED, messages.senderNotVerified);
    // The address is kept lower-cased (as typed, "Nina@Example.com" showed so in every list and mail).
    const email = body.email.toLowerCase();
    const emailKey = email;
    const placeholder = await placeholderUserRow(this.ctx, firm, {
      email,
      firstName: '',
      lastName: '',
      phone: '',
      status: 'pending',
      roleId: RoleId.client,
      ownerUserId: null,
    });
    const nowIso = this.ctx.clock.now().toISOString();
    // The mail is queued with the invite (ADR 0028); a retried transaction's earlier row never existed.
    const outgoing = this.ctx.outgoing.batch();
    const { row } = await retryOnUnique(() =>
      this.repo.transaction(async (tx, trx) => {
        const existing = await tx.findUserByEmail(firm.id, emailKey);
        if (existing) {
          if (existing.role_id !== RoleId.client) throw appErrors.conflict(messages.inviteEmailTaken);
          if (existing.status === 'requested')
            await tx.setStatus(firm.id, existing.id, 'requested', 'pending', nowIso);
          if (
            (existing.status === 'active' || existing.status === 'disabled') &&
            (await tx.hasApp(existing.id, body.appType))
          ) {
            throw appErrors.conflict(messages.inviteAlreadyHasApp);
          }
        } else {
          await tx.insertUser(placeholder);
        }
        const invite = newInvite(this.ctx, {
          firmId: firm.id,
          email: existing?.email ?? email,
          phone: existing?.phone_number ?? '',
          appType: body.appType,
          invitedBy: advisor.advisorId,
          clientId: null,
        });
        await tx.deleteOpenInvites(firm.id, emailKey, body.appType, null);
        await tx.insertInvite(invite.row);
        await countInvitations(this.ctx, trx, { firmId: firm.id, userId: advisor.advisorId }, 1);
        await appendAuditEvent(
          this.ctx,
          firm.id,
          {
            kind: 'invite.client_sent',
            actor: await auditActorById(this.ctx, advisor.advisorId, trx),
            subject: { type: 'invite', id: invite.row.id },
            detail: { email: invite.row.email, app: body.appType },
          },
          trx,
        );
        await outgoing.mail(
          trx,
          inviteMailMessage({
            firm,
            replyTo,
            origin,
            email: invite.row.email,
            code: invite.code,
            appType: body.appType,
            title: body.title,
            note: body.note,
          }),
        );
        return invite;
      }),
    );
    await outgoing.deliver();
    return { email: row.email, expiresAt: row.expires_at };
  }

  /** What the sign-up screen prefills; any invalid code (unknown, used, expired, other firm) is one answer. */
  async codeInfo(firm: FirmSummary, code: string): Promise<InviteCodeInfo> {
    const invite = await this.repo.findOpenInvite(
      firm.id,
      inviteCodeHash(this.ctx, code),
      this.ctx.clock.now().toISOString(),
    );
    if (!invite) throw invalidInvite();
    const user = await this.repo.findUserByEmail(firm.id, invite.email_key);
    return {
      email: invite.email,
      phoneNumber: invite.phone,
      appType: invite.app_type as AppType,
      isRegistered: !!user && (user.status === 'active' || user.status === 'disabled'),
      isThirdParty: invite.third_party === 1,
    };
  }
}
