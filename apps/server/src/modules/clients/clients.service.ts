import {
  AppType,
  clientLimits,
  messages,
  appDisplayName,
  formatMessage,
  type ClientExportQuery,
  type ClientList,
  type ClientListQuery,
  type ClientRow,
  type ProviderClientListQuery,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import type { DbHandle } from '../../db/transaction.js';
import { appErrors, found } from '../../lib/app-error.js';
import { removeClientObjects } from '../documents/documents-storage.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import { PasswordResetService } from '../recovery/password-reset.service.js';
import type { UserRow } from '../users/users.repository.js';
import type { AdvisorScope } from './clients.policy.js';
import { presentClient, presentMaskedClient } from './clients.presenter.js';
import type { ClientFilter, ClientPage, ClientsRepository } from './clients.repository.js';
import { buildClientExport } from './clients.export.js';
import { appendAuditEvent, appendAuditEvents, auditActorById } from '../audit/audit.js';
import { assertClientNotHeld, assertMayRemoveShared } from '../retention/retention-guard.js';

function pageOf(query: ClientListQuery | ProviderClientListQuery, defaultLimit: number | null): ClientPage {
  const limit = query.limit === undefined ? defaultLimit : query.limit === -1 ? null : query.limit;
  return { offset: query.offset ?? 0, limit, orderBy: query.orderBy ?? '-createdAt' };
}

function filterOf(query: ClientListQuery | ProviderClientListQuery): ClientFilter {
  return {
    q: 'q' in query ? query.q : undefined,
    status: query.status,
    isDisabled: query.isDisabled,
    appType: query.appType,
  };
}

/** The numbers texts to the client went to. */
function phonesOf(client: Pick<UserRow, 'phone_number' | 'recover_phone_number'>): string[] {
  return [client.phone_number, client.recover_phone_number].filter((p): p is string => !!p);
}

/**
 * Client Management: the advisor lists, disables, restores, deletes, notifies and exports the
 * clients (role 3) of their own firm. Another firm's client is NOT_FOUND, never FORBIDDEN.
 */
export class ClientsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: ClientsRepository,
  ) {}

  async list(advisor: AdvisorScope, query: ClientListQuery): Promise<ClientList> {
    return this.listOf(
      advisor.firmId,
      filterOf(query),
      pageOf(query, clientLimits.defaultPageSize),
      presentClient,
    );
  }

  /** The provider's view of a firm's clients: names and e-mails masked, never searchable. */
  async listMasked(firmId: string, query: ProviderClientListQuery): Promise<ClientList> {
    if (!(await this.ctx.repos.firms.findById(firmId))) throw appErrors.notFound();
    const mask = (field: string, value: string) =>
      this.ctx.secrets.hmac('provider-client-mask', `${firmId}\u0000${field}\u0000${value}`);
    return this.listOf(firmId, filterOf(query), pageOf(query, clientLimits.defaultPageSize), (row) =>
      presentMaskedClient(row, mask),
    );
  }

  private async listOf(
    firmId: string,
    filter: ClientFilter,
    page: ClientPage,
    present: (row: Awaited<ReturnType<ClientsRepository['list']>>[number]) => ClientRow,
  ): Promise<ClientList> {
    const rows = await this.repo.list(firmId, filter, page);
    const total = await this.repo.count(firmId, filter);
    const hasDisabled = await this.repo.hasDisabled(firmId, filter.appType);
    return { results: rows.map(present), total, hasDisabled };
  }

  /** Disable (Active to Disabled, ending the client's sessions at once) or restore (Disabled to Active). */
  async setDisabled(advisor: AdvisorScope, id: string, isDisabled: boolean): Promise<ClientRow> {
    return this.repo.transaction(async (tx, trx) => {
      if (!(await tx.findClient(advisor.firmId, id))) throw appErrors.notFound();
      const moved = await tx.moveStatus(
        advisor.firmId,
        [id],
        isDisabled ? 'active' : 'disabled',
        isDisabled ? 'disabled' : 'active',
        this.now(),
      );
      if (moved.length === 0) throw appErrors.conflict(messages.clientStatusActionRefused);
      if (isDisabled) await this.ctx.repos.sessions.within(trx).deleteAllOfUsers(moved);
      await this.auditStatus(advisor, moved, isDisabled, trx);
      return presentClient(await found(tx.findListRow(advisor.firmId, id)));
    });
  }

  /** Bulk disable (or restore): only the rows in the right status move; returns how many did. */
  async setDisabledMany(advisor: AdvisorScope, ids: string[], isDisabled: boolean): Promise<number> {
    return this.repo.transaction(async (tx, trx) => {
      const from = isDisabled ? 'active' : 'disabled';
      const moved = await tx.moveStatus(
        advisor.firmId,
        [...new Set(ids)],
        from,
        isDisabled ? 'disabled' : 'active',
        this.now(),
      );
      if (isDisabled) await this.ctx.repos.sessions.within(trx).deleteAllOfUsers(moved);
      await this.auditStatus(advisor, moved, isDisabled, trx);
      return moved.length;
    });
  }

  /**
   * Deletes a client that is not active, with all of their data, in one transaction: the client
   * row (and what cascades from it), every invite of their e-mail in the firm, and the outbox
   * copies of mails and texts to them. Invites and outbox are asked of their own repositories,
   * bound to this transaction. Their documents' stored objects go once it has committed (an object
   * left behind by a crash in between is named by no row: harmless, and logged).
   */
  async delete(advisor: AdvisorScope, id: string, ip: string | null = null): Promise<void> {
    // A client on legal hold stays, with everything of theirs (ADR 0050).
    const actor = await auditActorById(this.ctx, advisor.advisorId);
    await assertClientNotHeld(this.ctx, advisor.firmId, id, actor, ip);
    // Their shared documents go with them: not before the last one's retention ends.
    const newest = await this.ctx.repos.documents.newestSharedOfClient(advisor.firmId, id);
    if (newest) await assertMayRemoveShared(this.ctx, advisor.firmId, [newest], actor, 'delete_client', ip);
    const objectKeys = await this.repo.transaction(async (tx, trx) => {
      const client = await tx.findClient(advisor.firmId, id);
      if (!client) throw appErrors.notFound();
      if (client.status === 'active') throw appErrors.conflict(messages.clientActiveCannotDelete);
      const keys = await this.ctx.repos.documents.within(trx).objectKeysOfClient(advisor.firmId, client.id);
      if (!(await tx.deleteInactiveClient(advisor.firmId, client.id)))
        throw appErrors.conflict(messages.clientActiveCannotDelete);
      await this.ctx.repos.invites.within(trx).deleteAllOfEmail(advisor.firmId, client.email_key);
      await this.ctx.repos.outbox
        .within(trx)
        .deleteSentTo(advisor.firmId, client.email_key, phonesOf(client));
      await appendAuditEvent(
        this.ctx,
        advisor.firmId,
        {
          kind: 'client.deleted',
          actor: await auditActorById(this.ctx, advisor.advisorId, trx),
          subject: { type: 'user', id: client.id },
          detail: { status: client.status },
        },
        trx,
      );
      return keys;
    });
    await removeClientObjects(this.ctx.files, this.ctx.log, advisor.firmId, id, objectKeys);
  }

  async setNotification(advisor: AdvisorScope, id: string, enabled: boolean): Promise<ClientRow> {
    if (!(await this.repo.setNotification(advisor.firmId, id, enabled, this.now())))
      throw appErrors.notFound();
    return presentClient(await found(this.repo.findListRow(advisor.firmId, id)));
  }

  /**
   * E-mails an active client the way to reset their master password. The advisor learns nothing
   * and can change nothing: the client resets it themselves (with SMS code and recovery code).
   */
  async sendPasswordReset(
    advisor: AdvisorScope,
    firm: FirmSummary,
    origin: string,
    id: string,
    appType?: AppType,
  ): Promise<void> {
    const client = await this.repo.findClient(advisor.firmId, id);
    if (!client) throw appErrors.notFound();
    if (client.status !== 'active') throw appErrors.conflict(messages.clientStatusActionRefused);
    const apps = await this.ctx.repos.users.appsOf(client.id);
    const app =
      appType ??
      (apps.includes(AppType.password) || apps.length === 0 ? AppType.password : AppType.documents);
    // The same single-use link (one hour) as the client's own "Forgot password?" (modules/recovery).
    const link = await new PasswordResetService(this.ctx).createLink(firm, origin, client, app);
    const values = { app: appDisplayName(app), firm: firm.name, link };
    await this.ctx.mailer.send({
      to: client.email,
      firmId: firm.id,
      fromName: firm.name,
      replyTo: await this.ctx.repos.invites.advisorSender(advisor.firmId, advisor.advisorId),
      subject: formatMessage(messages.resetPasswordMailSubject, values),
      text: formatMessage(messages.resetPasswordMailText, values),
    });
    await appendAuditEvent(this.ctx, advisor.firmId, {
      kind: 'client.reset_email_sent',
      actor: await auditActorById(this.ctx, advisor.advisorId),
      subject: { type: 'user', id: client.id },
      detail: { app },
    });
  }

  /** The list as a spreadsheet: the selected ids, or the filtered rows (all of them unless a page is asked). */
  async export(advisor: AdvisorScope, query: ClientExportQuery): Promise<Uint8Array> {
    const filter: ClientFilter = query.ids ? { ids: query.ids } : filterOf(query);
    const page = query.ids
      ? { offset: 0, limit: null, orderBy: query.orderBy ?? '-createdAt' }
      : pageOf(query, null);
    const rows = await this.repo.list(advisor.firmId, filter, page);
    await appendAuditEvent(this.ctx, advisor.firmId, {
      kind: 'client.list_exported',
      actor: await auditActorById(this.ctx, advisor.advisorId),
      detail: { rows: rows.length },
    });
    return buildClientExport(rows.map(presentClient));
  }

  /** Each client whose status moved, in the trail (inside the change's transaction). */
  private async auditStatus(
    advisor: AdvisorScope,
    moved: readonly string[],
    isDisabled: boolean,
    trx: DbHandle,
  ): Promise<void> {
    const actor = await auditActorById(this.ctx, advisor.advisorId, trx);
    await appendAuditEvents(
      this.ctx,
      advisor.firmId,
      moved.map((id) => ({
        kind: 'client.status_changed' as const,
        actor,
        subject: { type: 'user', id },
        detail: { status: isDisabled ? 'disabled' : 'active' },
      })),
      trx,
    );
  }

  private now(): string {
    return this.ctx.clock.now().toISOString();
  }
}
