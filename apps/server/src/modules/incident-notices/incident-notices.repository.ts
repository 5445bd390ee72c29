import type { Insertable, Selectable } from 'kysely';
import { INSERT_CHUNK, chunks, selectByChunks } from '../../db/rows.js';
import type {
  IncidentNoticeRecipientsTable,
  IncidentNoticesTable,
} from '../../db/tables/incident-notices.table.js';
import { RoleId, UserStatus } from '../../db/tables/users.table.js';
import { inTransaction, type DbHandle } from '../../db/transaction.js';

export type NoticeRow = Selectable<IncidentNoticesTable>;

/** A person a notice may go to: an active advisor of a firm, or an active client of the firm. */
export interface AudiencePerson {
  id: string;
  firm_id: string;
  email: string;
  first_name: string;
  last_name: string;
}

/** Whose notices a list or a lookup reads: the provider's (no firm) or one firm's. */
export type NoticeOwner = { kind: 'provider' } | { kind: 'firm'; firmId: string };

/**
 * Incident notices (migration 0043, ADR 0053). Every read names its owner first (the provider's notices, or
 * one firm's), and a recipient's reads name the person and their firm, so nobody reaches a notice not theirs.
 * The people are read from `users` (ADR 0035: the modules that manage people share that table).
 */
export class IncidentNoticesRepository {
  constructor(private readonly db: DbHandle) {}

  within(trx: DbHandle): IncidentNoticesRepository {
    return new IncidentNoticesRepository(trx);
  }

  transaction<T>(fn: (repo: IncidentNoticesRepository, trx: DbHandle) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }

  /** Every firm, by name: where the provider's notices may go. */
  allFirms(): Promise<{ id: string; name: string; subdomain: string }[]> {
    return this.db
      .selectFrom('firms')
      .select(['id', 'name', 'subdomain'])
      .orderBy('name')
      .orderBy('id')
      .execute();
  }

  /** The firms of these ids that exist. */
  firmsByIds(ids: readonly string[]): Promise<{ id: string }[]> {
    return selectByChunks(ids, (part) =>
      this.db.selectFrom('firms').select('id').where('id', 'in', part).execute(),
    );
  }

  private people(role: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'firm_id', 'email', 'first_name', 'last_name'])
      .where('role_id', '=', role)
      .where('status', '=', UserStatus.active)
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id');
  }

  /** The active advisors of these firms. */
  async advisorsOf(firmIds: readonly string[]): Promise<AudiencePerson[]> {
    const rows = await selectByChunks(firmIds, (part) =>
      this.people(RoleId.advisor).where('firm_id', 'in', part).execute(),
    );
    return rows.filter((r): r is AudiencePerson => r.firm_id !== null);
  }

  /** The firm's active clients (all, or those of these ids). */
  async clientsOf(firmId: string, clientIds: readonly string[] | 'all'): Promise<AudiencePerson[]> {
    const rows =
      clientIds === 'all'
        ? await this.people(RoleId.client).where('firm_id', '=', firmId).execute()
        : await selectByChunks(clientIds, (part) =>
            this.people(RoleId.client).where('firm_id', '=', firmId).where('id', 'in', part).execute(),
          );
    return rows.filter((r): r is AudiencePerson => r.firm_id !== null);
  }

  async insert(
    notice: Insertable<IncidentNoticesTable>,
    recipients: readonly Insertable<IncidentNoticeRecipientsTable>[],
  ): Promise<void> {
    await this.db.insertInto('incident_notices').values(notice).execute();
    for (const part of chunks(recipients, INSERT_CHUNK)) {
      await this.db.insertInto('incident_notice_recipients').values(part).execute();
    }
  }

  private owned(owner: NoticeOwner) {
    const q = this.db.selectFrom('incident_notices');
    return owner.kind === 'provider'
      ? q.where('incident_notices.firm_id', 'is', null)
      : q.where('incident_notices.firm_id', '=', owner.firmId);
  }

  /** The owner's notices, newest first, with how many firms and people each went to and how many read it. */
  async list(owner: NoticeOwner) {
    const rows = await this.owned(owner)
      .leftJoin('incident_notice_recipients as r', 'r.notice_id', 'incident_notices.id')
      .select((eb) => [
        'incident_notices.id',
        'incident_notices.title',
        'incident_notices.occurred_on',
        'incident_notices.created_at',
        'incident_notices.sent_by_label',
        eb.fn.count<number | string | bigint>('r.user_id').as('people'),
        eb.fn.count<number | string | bigint>('r.acknowledged_at').as('acknowledged'),
        eb.fn.count<number | string | bigint>('r.firm_id').distinct().as('firms'),
      ])
      .groupBy([
        'incident_notices.id',
        'incident_notices.title',
        'incident_notices.occurred_on',
        'incident_notices.created_at',
        'incident_notices.sent_by_label',
      ])
      .orderBy('incident_notices.created_at', 'desc')
      .orderBy('incident_notices.id', 'desc')
      .execute();
    return rows.map((r) => ({
      ...r,
      people: Number(r.people),
      acknowledged: Number(r.acknowledged),
      firms: Number(r.firms),
    }));
  }

  find(owner: NoticeOwner, id: string): Promise<NoticeRow | undefined> {
    return this.owned(owner).selectAll().where('incident_notices.id', '=', id).executeTakeFirst();
  }

  /** The people a notice went to, with their firm, by firm then name. */
  recipientsOf(noticeId: string) {
    return this.db
      .selectFrom('incident_notice_recipients as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .innerJoin('firms as f', 'f.id', 'r.firm_id')
      .select([
        'r.firm_id',
        'f.name as firm_name',
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.role_id',
        'r.sent_at',
        'r.acknowledged_at',
      ])
      .where('r.notice_id', '=', noticeId)
      .orderBy('f.name')
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .orderBy('u.id')
      .execute();
  }

  /** The notices this person of this firm has not acknowledged, oldest first, with the sending firm's name. */
  pendingFor(userId: string, firmId: string) {
    return this.db
      .selectFrom('incident_notice_recipients as r')
      .innerJoin('incident_notices as n', 'n.id', 'r.notice_id')
      .leftJoin('firms as sender', 'sender.id', 'n.firm_id')
      .select([
        'n.id',
        'n.firm_id',
        'sender.name as sender_name',
        'n.title',
        'n.occurred_on',
        'n.what_happened',
        'n.what_we_did',
        'n.what_you_should_do',
        'r.sent_at',
      ])
      .where('r.user_id', '=', userId)
      .where('r.firm_id', '=', firmId)
      .where('r.acknowledged_at', 'is', null)
      .orderBy('r.sent_at')
      .orderBy('n.id')
      .execute();
  }

  /** This person's row of a notice (undefined: it was not sent to them). */
  recipientRow(noticeId: string, userId: string, firmId: string) {
    return this.db
      .selectFrom('incident_notice_recipients')
      .select(['notice_id', 'acknowledged_at'])
      .where('notice_id', '=', noticeId)
      .where('user_id', '=', userId)
      .where('firm_id', '=', firmId)
      .executeTakeFirst();
  }

  /** Marks it read once: true when this call did (false: already read, or not theirs). */
  async acknowledge(noticeId: string, userId: string, firmId: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('incident_notice_recipients')
      .set({ acknowledged_at: at })
      .where('notice_id', '=', noticeId)
      .where('user_id', '=', userId)
      .where('firm_id', '=', firmId)
      .where('acknowledged_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
