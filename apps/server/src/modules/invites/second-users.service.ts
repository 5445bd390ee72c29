import { appendAuditEvent, appendAuditEvents, auditActorOf } from '../audit/audit.js';
import { ErrorCode, clientLimits, messages, type InviteSecondUserBody, type SecondUser } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { RoleId } from '../../db/tables/users.table.js';
import { AppError, appErrors } from '../../lib/app-error.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { LoadedSession } from '../auth/session.service.js';
import { isAdvisor } from '../auth/access.policy.js';
import { statusLabel } from '../users/users.presenter.js';
import type { UserRow } from '../users/users.repository.js';
import { countInvitations } from './invitation-limits.js';
import { sendInviteMail } from './invite-mail.js';
import { invitedByLine } from './second-user-invite.js';
import { newInvite, retryOnUnique } from './invites.service.js';
import type { InvitesRepository } from './invites.repository.js';
import { placeholderUserRow } from './placeholders.js';

function assertWithinLimit(current: number, added: number): void {
  if (current + added > clientLimits.maxSecondUsers)
    throw new AppError(ErrorCode.SECOND_USER_LIMIT, messages.maxSecondUsers);
}

export function presentSecondUser(row: UserRow): SecondUser {
  return { id: row.id, email: row.email, status: statusLabel[row.status] };
}

/**
 * A client's second users (role 4): at most five, invited by the firm's advisor or by the client
 * themself. Another firm's (or another client's) ids answer NOT_FOUND.
 */
export class SecondUsersService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: InvitesRepository,
  ) {}

  /** The main client a caller may manage: any client of the advisor's firm, or the client themself. */
  private async clientOf(loaded: LoadedSession, firmId: string, clientId: string): Promise<UserRow> {
    if (isAdvisor(loaded)) {
      const client = await this.repo.findUser(firmId, clientId);
      if (!client || client.role_id !== RoleId.client) throw appErrors.notFound();
      return client;
    }
    if (loaded.user.scope !== 'client' || loaded.user.role_id !== RoleId.client) throw appErrors.forbidden();
    if (loaded.user.id !== clientId) throw appErrors.notFound();
    return loaded.user;
  }

  private async secondUserOf(firmId: string, client: UserRow, userId: string): Promise<UserRow> {
    const user = await this.repo.findUser(firmId, userId);
    if (!user || user.role_id !== RoleId.secondUser || user.owner_user_id !== client.id)
      throw appErrors.notFound();
    return user;
  }

  async list(loaded: LoadedSession, firm: FirmSummary, clientId: string): Promise<SecondUser[]> {
    const client = await this.clientOf(loaded, firm.id, clientId);
    return (await this.repo.listSecondUsers(firm.id, client.id)).map(presentSecondUser);
  }

  /**
   * Invites e-mails (already trimmed, lower-cased, de-duplicated) as second users of an active
   * client: new ones get a Pending row, Pending ones a fresh code, those with an account and the
   * app are left alone. Returns the e-mails that were sent an invite. The limit is checked again
   * inside the transaction, under the client's row lock, so concurrent invites never pass it.
   */
  async invite(
    loaded: LoadedSession,
    firm: FirmSummary,
    origin: string,
    body: InviteSecondUserBody,
  ): Promise<string[]> {
    const client = await this.clientOf(loaded, firm.id, body.clientId);
    if (client.status !== 'active') throw appErrors.conflict(messages.clientStatusActionRefused);
    // A first check before the (slow) placeholder rows are built; the transaction decides.
    const before = new Set((await this.repo.listSecondUsers(firm.id, client.id)).map((u) => u.email_key));
    const fresh = body.emails.filter((e) => !before.has(e));
    for (const email of fresh) {
      if (await this.repo.findUserByEmail(firm.id, email))
        throw appErrors.conflict(messages.inviteEmailTaken);
    }
    assertWithinLimit(before.size, fresh.length);
    const spec = {
      firstName: '',
      lastName: '',
      phone: '',
      status: 'pending' as const,
      roleId: RoleId.secondUser,
      ownerUserId: client.id,
    };
    const placeholders = await Promise.all(
      fresh.map((email) => placeholderUserRow(this.ctx, firm, { ...spec, email })),
    );
    const invites = await retryOnUnique(() =>
      this.repo.transaction(async (tx, trx) => {
        await tx.lockClient(firm.id, client.id);
        const current = new Map((await tx.listSecondUsers(firm.id, client.id)).map((u) => [u.email_key, u]));
        const added = placeholders.filter((row) => !current.has(row.email_key));
        assertWithinLimit(current.size, added.length);
        for (const row of added) {
          if (await tx.findUserByEmail(firm.id, row.email_key))
            throw appErrors.conflict(messages.inviteEmailTaken);
          await tx.insertUser(row);
        }
        const targets: string[] = [];
        for (const email of body.emails) {
          const known = current.get(email);
          if (known && known.status !== 'pending' && (await tx.hasApp(known.id, body.appType))) continue;
          targets.push(email);
        }
        const made = targets.map((email) =>
          newInvite(this.ctx, {
            firmId: firm.id,
            email,
            phone: '',
            appType: body.appType,
            invitedBy: loaded.user.id,
            clientId: client.id,
          }),
        );
        for (const { row } of made) {
          await tx.deleteOpenInvites(firm.id, row.email_key, body.appType, client.id);
          await tx.insertInvite(row);
        }
        await countInvitations(this.ctx, trx, { firmId: firm.id, userId: loaded.user.id }, made.length);
        await appendAuditEvents(
          this.ctx,
          firm.id,
          made.map(({ row }) => ({
            kind: 'invite.second_user_sent' as const,
            actor: auditActorOf(loaded.user),
            subject: { type: 'user', id: client.id },
            detail: { email: row.email, app: body.appType },
          })),
          trx,
        );
        return made;
      }),
    );
    // An advisor's invite replies to their verified address; a client's to nobody in particular.
    const replyTo = isAdvisor(loaded) ? await this.repo.advisorSender(firm.id, loaded.user.id) : null;
    const invitedBy = invitedByLine(loaded, firm, client, body.appType);
    for (const { code, row } of invites) {
      await sendInviteMail(this.ctx, {
        firm,
        replyTo,
        origin,
        email: row.email,
        code,
        appType: body.appType,
        title: body.title,
        note: body.note,
        invitedBy,
      });
    }
    return invites.map((i) => i.row.email);
  }

  /** Removes a second user who has not signed up yet (Pending), with their open invites. */
  async remove(loaded: LoadedSession, firm: FirmSummary, clientId: string, userId: string): Promise<void> {
    const client = await this.clientOf(loaded, firm.id, clientId);
    const user = await this.secondUserOf(firm.id, client, userId);
    if (user.status !== 'pending') throw appErrors.conflict(messages.secondUserOnlyPendingRemovable);
    await this.repo.transaction(async (tx, trx) => {
      if (!(await tx.deletePendingSecondUser(firm.id, client.id, user.id)))
        throw appErrors.conflict(messages.secondUserOnlyPendingRemovable);
      await tx.deleteOpenInvites(firm.id, user.email_key, null, client.id);
      await appendAuditEvent(
        this.ctx,
        firm.id,
        {
          kind: 'second_user.removed',
          actor: auditActorOf(loaded.user),
          subject: { type: 'user', id: user.id },
          detail: { clientId: client.id, email: user.email },
        },
        trx,
      );
    });
  }

  /** "Disable this account" (Active to Disabled, ending their sessions) and "Enable this account". */
  async setDisabled(
    loaded: LoadedSession,
    firm: FirmSummary,
    clientId: string,
    userId: string,
    isDisabled: boolean,
  ): Promise<SecondUser> {
    const client = await this.clientOf(loaded, firm.id, clientId);
    const user = await this.secondUserOf(firm.id, client, userId);
    const nowIso = this.ctx.clock.now().toISOString();
    await this.repo.transaction(async (tx, trx) => {
      const moved = await tx.setStatus(
        firm.id,
        user.id,
        isDisabled ? 'active' : 'disabled',
        isDisabled ? 'disabled' : 'active',
        nowIso,
      );
      if (!moved) throw appErrors.conflict(messages.clientStatusActionRefused);
      if (isDisabled) await this.ctx.repos.sessions.within(trx).deleteAllOfUsers([user.id]);
      await appendAuditEvent(
        this.ctx,
        firm.id,
        {
          kind: 'second_user.status_changed',
          actor: auditActorOf(loaded.user),
          subject: { type: 'user', id: user.id },
          detail: { clientId: client.id, status: isDisabled ? 'disabled' : 'active' },
        },
        trx,
      );
    });
    return presentSecondUser({ ...user, status: isDisabled ? 'disabled' : 'active' });
  }
}
