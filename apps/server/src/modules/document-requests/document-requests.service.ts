import {
  documentRequestsLimits,
  documentRequestsMessages as m,
  formatMessage,
  inboxActions,
  type DocumentInboxList,
  type DocumentRequest,
  type DocumentRequestCreateBody,
  type DocumentRequestList,
  type DocumentRequestState,
  type DocumentRequestTemplate,
  type InboxAction,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { appErrors } from '../../lib/app-error.js';
import type { DocumentsUser } from '../auth/access.policy.js';
import { openSpace } from '../documents/documents-space.js';
import { configuredFirmOrigin } from '../documents/sharing/mail-origin.js';
import type { RequestListRow } from './document-requests.repository.js';
import { presentInboxEntry, presentRequest } from './document-requests.presenter.js';
import { decodeCursor, pageOf, type Keyset } from './keyset.js';
import { requestMail } from './request-mail.js';
import { nextReminderAfter, todayUtc } from './reminder-schedule.js';
import { recordActivity, type ActivityActor, type ActivityEntry } from '../documents/documents-activity.js';

/** Who acts: the caller's documents identity, their name as the activity keeps it, and their address. */
export interface RequestsCaller {
  user: DocumentsUser;
  actor: ActivityActor;
  ip: string | null;
}

function advisorOnly(user: DocumentsUser): { firmId: string; userId: string } {
  if (user.kind !== 'advisor') throw appErrors.forbidden();
  return user;
}

function keysetOf(cursor: string | undefined): Keyset | undefined {
  if (cursor === undefined) return undefined;
  const key = decodeCursor(cursor);
  if (!key) throw appErrors.validation();
  return key;
}

const keyOfRow = (row: { created_at: string; id: string }): Keyset => ({
  createdAt: row.created_at,
  id: row.id,
});

/**
 * Document requests (ADR 0047): an advisor asks one client of the firm for documents; the client (or a
 * second user) answers each item with a document of the Shared with FA area; the request completes when
 * every item has one. Requests live in the shared area: an advisor never reaches a private document
 * through one, and every step is in the client's shared activity.
 */
export class DocumentRequestsService {
  constructor(private readonly ctx: AppContext) {}

  private get repo() {
    return this.ctx.repos.documentRequests;
  }

  async create(c: RequestsCaller, body: DocumentRequestCreateBody): Promise<DocumentRequest> {
    const advisor = advisorOnly(c.user);
    const space = await openSpace(this.ctx.repos.users, c.user, body.clientId, 'shared');
    const now = this.ctx.clock.now();
    if (body.dueDate < todayUtc(now)) throw appErrors.validation(m.requestDueInPast);
    const client = await this.ctx.repos.users.findById(space.clientId);
    const firm = await this.ctx.repos.firms.findById(advisor.firmId);
    if (!client || !firm) throw appErrors.notFound();
    const id = crypto.randomUUID();
    const at = now.toISOString();
    const next = nextReminderAfter(body.dueDate, now);
    const outgoing = this.ctx.outgoing.batch();
    await this.repo.transaction(async (repo, trx) => {
      await repo.insert(
        {
          id,
          firm_id: space.firmId,
          client_id: space.clientId,
          title: body.title,
          note: body.note,
          due_date: body.dueDate,
          state: 'open',
          created_by: advisor.userId,
          created_at: at,
          closed_at: null,
          next_reminder_at: next ? next.toISOString() : null,
          reminders_after_due: 0,
        },
        body.items.map((name, position) => ({
          id: crypto.randomUUID(),
          request_id: id,
          position,
          name,
          document_id: null,
          document_name: null,
          fulfilled_by: null,
          fulfilled_at: null,
        })),
      );
      await recordActivity(this.ctx, trx, {
        firmId: space.firmId,
        clientId: space.clientId,
        area: 'shared',
        itemType: 'request',
        itemId: id,
        itemName: body.title,
        action: 'request_sent',
        actor: c.actor,
        detail: body.items.join(', '),
        ip: c.ip,
        at: now,
      });
      await outgoing.mail(
        trx,
        requestMail(firm, configuredFirmOrigin(this.ctx.config, firm), client.email, body),
      );
    });
    await outgoing.deliver();
    return this.get(c.user, id);
  }

  /** The request as its caller may see it: an advisor of the firm, or the client's own users; 404 otherwise. */
  private async visible(user: DocumentsUser, id: string): Promise<RequestListRow> {
    if (user.kind === 'thirdParty') throw appErrors.forbidden();
    const row = await this.repo.find(user.firmId, id);
    if (!row || (user.kind === 'client' && row.client_id !== user.clientId)) throw appErrors.notFound();
    return row;
  }

  async get(user: DocumentsUser, id: string): Promise<DocumentRequest> {
    const row = await this.visible(user, id);
    return presentRequest(row, await this.repo.itemsOf([row.id]));
  }

  /** An advisor's requests across the firm's clients (or one client's); a client's own. Newest first, by keyset. */
  async list(
    user: DocumentsUser,
    q: { clientId?: string; state?: DocumentRequestState; cursor?: string; limit: number },
  ): Promise<DocumentRequestList> {
    let clientId = q.clientId;
    if (user.kind === 'thirdParty') throw appErrors.forbidden();
    if (user.kind === 'client' || clientId !== undefined)
      clientId = (await openSpace(this.ctx.repos.users, user, clientId, 'shared')).clientId;
    const rows = await this.repo.list({
      firmId: user.firmId,
      clientId,
      state: q.state,
      after: keysetOf(q.cursor),
      limit: q.limit + 1,
    });
    const page = pageOf(rows, q.limit, keyOfRow);
    const items = await this.repo.itemsOf(page.rows.map((r) => r.id));
    return {
      results: page.rows.map((row) =>
        presentRequest(
          row,
          items.filter((i) => i.request_id === row.id),
        ),
      ),
      nextCursor: page.next,
    };
  }

  async cancel(c: RequestsCaller, id: string): Promise<DocumentRequest> {
    advisorOnly(c.user);
    const row = await this.visible(c.user, id);
    const now = this.ctx.clock.now();
    await this.repo.transaction(async (repo, trx) => {
      if (!(await repo.close(id, 'cancelled', now.toISOString()))) throw appErrors.conflict(m.requestNotOpen);
      await recordActivity(this.ctx, trx, {
        firmId: row.firm_id,
        clientId: row.client_id,
        area: 'shared',
        itemType: 'request',
        itemId: id,
        itemName: row.title,
        action: 'request_cancelled',
        actor: c.actor,
        ip: c.ip,
        at: now,
      });
    });
    return this.get(c.user, id);
  }

  /**
   * The client answers an item with a document of their Shared with FA area (uploaded through the
   * ordinary upload first). A private document, another client's or an unknown id is refused alike.
   * The last item completes the request, once, in the same transaction.
   */
  async fulfil(c: RequestsCaller, id: string, itemId: string, documentId: string): Promise<DocumentRequest> {
    if (c.user.kind !== 'client') throw appErrors.forbidden();
    const row = await this.visible(c.user, id);
    const space = await openSpace(this.ctx.repos.users, c.user, row.client_id, 'shared');
    const doc = await this.ctx.repos.documents.findDocument(space, documentId);
    if (!doc) throw appErrors.validation(m.documentNotShared);
    const item = (await this.repo.itemsOf([id])).find((i) => i.id === itemId);
    if (!item) throw appErrors.notFound();
    const now = this.ctx.clock.now();
    const at = now.toISOString();
    await this.repo.transaction(async (repo, trx) => {
      const activity = { record: (entry: ActivityEntry) => recordActivity(this.ctx, trx, entry) };
      const answered = await repo.fulfilItem(id, itemId, {
        documentId: doc.id,
        documentName: doc.file_name,
        by: c.user.userId,
        at,
      });
      if (!answered) throw appErrors.conflict(m.requestNotOpen);
      const common = {
        firmId: row.firm_id,
        clientId: row.client_id,
        area: 'shared',
        actor: c.actor,
        ip: c.ip,
        at: now,
      } as const;
      await activity.record({
        ...common,
        itemType: 'file',
        itemId: doc.id,
        itemName: doc.file_name,
        action: 'request_fulfilled',
        detail: formatMessage(m.activityRequestFulfilled, { title: row.title, item: item.name }),
      });
      if ((await repo.openItemCount(id)) === 0 && (await repo.close(id, 'completed', at)))
        await activity.record({
          ...common,
          itemType: 'request',
          itemId: id,
          itemName: row.title,
          action: 'request_completed',
          detail: formatMessage(m.activityRequestCompleted, { title: row.title }),
        });
    });
    return this.get(c.user, id);
  }

  async templates(user: DocumentsUser): Promise<DocumentRequestTemplate[]> {
    const advisor = advisorOnly(user);
    return (await this.repo.templates(advisor.firmId)).map((t) => ({ id: t.id, name: t.name }));
  }

  async addTemplate(user: DocumentsUser, name: string): Promise<DocumentRequestTemplate> {
    const advisor = advisorOnly(user);
    if ((await this.repo.templateCount(advisor.firmId)) >= documentRequestsLimits.templatesMax)
      throw appErrors.validation();
    const id = crypto.randomUUID();
    const added = await this.repo.insertTemplate({
      id,
      firm_id: advisor.firmId,
      name,
      name_key: name.toLowerCase(),
      created_at: this.ctx.clock.now().toISOString(),
    });
    if (!added) throw appErrors.conflict(m.templateExists);
    return { id, name };
  }

  async deleteTemplate(user: DocumentsUser, id: string): Promise<void> {
    const advisor = advisorOnly(user);
    if (!(await this.repo.deleteTemplate(advisor.firmId, id))) throw appErrors.notFound();
  }

  /** The advisor's inbox: the shared area's uploads, downloads and completed requests across the firm's clients. */
  async inbox(
    user: DocumentsUser,
    q: { clientId?: string; action?: InboxAction; cursor?: string; limit: number },
  ): Promise<DocumentInboxList> {
    const advisor = advisorOnly(user);
    const clientId =
      q.clientId === undefined
        ? undefined
        : (await openSpace(this.ctx.repos.users, user, q.clientId, 'shared')).clientId;
    const rows = await this.ctx.repos.documentInbox.list({
      firmId: advisor.firmId,
      actions: q.action === undefined ? inboxActions : [q.action],
      clientId,
      after: keysetOf(q.cursor),
      limit: q.limit + 1,
    });
    const page = pageOf(rows, q.limit, keyOfRow);
    return { results: page.rows.map(presentInboxEntry), nextCursor: page.next };
  }
}
