import type { Insertable, Selectable } from 'kysely';
import type {
  DocumentRequestItemsTable,
  DocumentRequestTemplatesTable,
  DocumentRequestsTable,
} from '../../db/tables/document-requests.table.js';
import { inTransaction, type DbHandle } from '../../db/transaction.js';
import { olderThan } from '../../db/rows.js';
import type { Keyset } from './keyset.js';

export type RequestRow = Selectable<DocumentRequestsTable>;
export type RequestItemRow = Selectable<DocumentRequestItemsTable>;
export type TemplateRow = Selectable<DocumentRequestTemplatesTable>;
export type RequestListRow = RequestRow & { client_first_name: string; client_last_name: string };
/** A request whose reminder is due, with its client's address. */
export type DueReminderRow = RequestRow & {
  client_first_name: string;
  client_last_name: string;
  client_email: string;
};

export interface RequestListFilter {
  firmId: string;
  clientId?: string;
  state?: RequestRow['state'];
  after?: Keyset;
  /** Rows to read (the service asks for one more than a page). */
  limit: number;
}

/**
 * Document requests, their items and the firm's templates (migration 0038). Every query names the firm;
 * lists walk the (firm[, state | client], created_at, id) indexes newest first from a keyset.
 */
export class DocumentRequestsRepository {
  constructor(private readonly db: DbHandle) {}

  within(trx: DbHandle): DocumentRequestsRepository {
    return new DocumentRequestsRepository(trx);
  }

  transaction<T>(fn: (repo: DocumentRequestsRepository, trx: DbHandle) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }

  async insert(
    request: Insertable<DocumentRequestsTable>,
    items: Insertable<DocumentRequestItemsTable>[],
  ): Promise<void> {
    await this.db.insertInto('document_requests').values(request).execute();
    await this.db.insertInto('document_request_items').values(items).execute();
  }

  find(firmId: string, id: string): Promise<RequestListRow | undefined> {
    return this.withClient()
      .where('document_requests.firm_id', '=', firmId)
      .where('document_requests.id', '=', id)
      .executeTakeFirst();
  }

  list(filter: RequestListFilter): Promise<RequestListRow[]> {
    return this.listQuery(filter).execute();
  }

  /** The page's query (its plan is tested: inbox-plan.service.test.ts). */
  listQuery(filter: RequestListFilter) {
    let q = this.withClient().where('document_requests.firm_id', '=', filter.firmId);
    if (filter.clientId !== undefined) q = q.where('document_requests.client_id', '=', filter.clientId);
    if (filter.state !== undefined) q = q.where('document_requests.state', '=', filter.state);
    const after = filter.after;
    if (after) q = q.where(olderThan('document_requests', after));
    return q
      .orderBy('document_requests.created_at', 'desc')
      .orderBy('document_requests.id', 'desc')
      .limit(filter.limit);
  }

  private withClient() {
    return this.db
      .selectFrom('document_requests')
      .innerJoin('users', 'users.id', 'document_requests.client_id')
      .selectAll('document_requests')
      .select(['users.first_name as client_first_name', 'users.last_name as client_last_name']);
  }

  async itemsOf(requestIds: readonly string[]): Promise<RequestItemRow[]> {
    if (requestIds.length === 0) return [];
    return this.db
      .selectFrom('document_request_items')
      .selectAll()
      .where('request_id', 'in', [...requestIds])
      .orderBy('request_id')
      .orderBy('position')
      .execute();
  }

  /** Answers an item of an open request; false when the request is not open (any more) or the item is not its. */
  async fulfilItem(
    requestId: string,
    itemId: string,
    answer: { documentId: string; documentName: string; by: string; at: string },
  ): Promise<boolean> {
    const open = await this.db
      .selectFrom('document_requests')
      .select('id')
      .where('id', '=', requestId)
      .where('state', '=', 'open')
      .executeTakeFirst();
    if (!open) return false;
    const done = await this.db
      .updateTable('document_request_items')
      .set({
        document_id: answer.documentId,
        document_name: answer.documentName,
        fulfilled_by: answer.by,
        fulfilled_at: answer.at,
      })
      .where('id', '=', itemId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  /** How many items of the request wait for a document. */
  async openItemCount(requestId: string): Promise<number> {
    const row = await this.db
      .selectFrom('document_request_items')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('request_id', '=', requestId)
      .where('fulfilled_at', 'is', null)
      .$castTo<{ n: string | number | bigint }>()
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Closes an open request (completed or cancelled); true for exactly one of parallel callers. */
  async close(requestId: string, state: 'completed' | 'cancelled', at: string): Promise<boolean> {
    const done = await this.db
      .updateTable('document_requests')
      .set({ state, closed_at: at, next_reminder_at: null })
      .where('id', '=', requestId)
      .where('state', '=', 'open')
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  /** Open requests whose reminder is due at `nowIso`, with their client's address; one firm's only when named. */
  dueReminders(nowIso: string, firmId: string | null, limit: number): Promise<DueReminderRow[]> {
    let q = this.db
      .selectFrom('document_requests')
      .innerJoin('users', 'users.id', 'document_requests.client_id')
      .selectAll('document_requests')
      .select([
        'users.first_name as client_first_name',
        'users.last_name as client_last_name',
        'users.email as client_email',
      ])
      .where('document_requests.next_reminder_at', '<=', nowIso)
      .where('document_requests.state', '=', 'open');
    if (firmId !== null) q = q.where('document_requests.firm_id', '=', firmId);
    return q
      .orderBy('document_requests.next_reminder_at')
      .orderBy('document_requests.id')
      .limit(limit)
      .execute();
  }

  /** Moves a request's reminder on, only from the time it was read at (a second sender moves nothing). */
  async advanceReminder(
    requestId: string,
    from: string,
    next: string | null,
    afterDue: number,
  ): Promise<boolean> {
    const done = await this.db
      .updateTable('document_requests')
      .set({ next_reminder_at: next, reminders_after_due: afterDue })
      .where('id', '=', requestId)
      .where('state', '=', 'open')
      .where('next_reminder_at', '=', from)
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  templates(firmId: string): Promise<TemplateRow[]> {
    return this.db
      .selectFrom('document_request_templates')
      .selectAll()
      .where('firm_id', '=', firmId)
      .orderBy('name_key')
      .execute();
  }

  async templateCount(firmId: string): Promise<number> {
    const row = await this.db
      .selectFrom('document_request_templates')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('firm_id', '=', firmId)
      .$castTo<{ n: string | number | bigint }>()
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Adds a template; false when the firm has one of that name (any case). */
  async insertTemplate(row: Insertable<DocumentRequestTemplatesTable>): Promise<boolean> {
    const done = await this.db
      .insertInto('document_request_templates')
      .values(row)
      .onConflict((oc) => oc.columns(['firm_id', 'name_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return done !== undefined;
  }

  async deleteTemplate(firmId: string, id: string): Promise<boolean> {
    const done = await this.db
      .deleteFrom('document_request_templates')
      .where('firm_id', '=', firmId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(done.numDeletedRows) === 1;
  }
}
