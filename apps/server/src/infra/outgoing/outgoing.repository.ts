import type { Selectable } from 'kysely';
import type { DbHandle } from '../../db/transaction.js';
import type { OutgoingMessagesTable } from '../../db/tables/outgoing-messages.table.js';

export type OutgoingRow = Selectable<OutgoingMessagesTable>;
export type NewOutgoingRow = Pick<
  OutgoingRow,
  | 'id'
  | 'firm_id'
  | 'channel'
  | 'recipient'
  | 'subject'
  | 'body_text'
  | 'reply_to'
  | 'from_name'
  | 'attachments_json'
  | 'next_attempt_at'
  | 'created_at'
>;

/** What the provider sees of a row: never its body. */
export type OutgoingProblemRow = Pick<
  OutgoingRow,
  | 'id'
  | 'firm_id'
  | 'channel'
  | 'recipient'
  | 'subject'
  | 'status'
  | 'attempts'
  | 'last_error'
  | 'created_at'
  | 'next_attempt_at'
> & {
  firm_name: string | null;
};

/**
 * SQL of the outgoing-message queue (migration 0021). A row is claimed by one conditional UPDATE
 * that matches only while it is due and not leased (or its lease has expired): of several workers
 * racing for it, on either database, exactly one sees one updated row.
 */
export class OutgoingRepository {
  constructor(private readonly db: DbHandle) {}

  async insert(row: NewOutgoingRow): Promise<void> {
    await this.db
      .insertInto('outgoing_messages')
      .values({
        ...row,
        status: 'pending',
        attempts: 0,
        last_error: null,
        lease_holder: null,
        lease_until: null,
        sent_at: null,
      })
      .execute();
  }

  /** Ids of rows that may be claimed now, oldest due first. */
  async dueIds(now: string, limit: number, only?: readonly string[]): Promise<string[]> {
    let query = this.db
      .selectFrom('outgoing_messages')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', now)]),
        ]),
      );
    if (only) query = query.where('id', 'in', only.length ? [...only] : ['']);
    const rows = await query.orderBy('next_attempt_at').orderBy('id').limit(limit).execute();
    return rows.map((r) => r.id);
  }

  /** Takes the row for `holder` until `until` (one more attempt) if it is still due; the row when taken. */
  async claim(id: string, holder: string, now: string, until: string): Promise<OutgoingRow | undefined> {
    const updated = await this.db
      .updateTable('outgoing_messages')
      .set((eb) => ({
        status: 'sending',
        lease_holder: holder,
        lease_until: until,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', now)]),
        ]),
      )
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return undefined;
    return this.db
      .selectFrom('outgoing_messages')
      .selectAll()
      .where('id', '=', id)
      .where('lease_holder', '=', holder)
      .executeTakeFirst();
  }

  /** Sent: the body and attachments are erased, the metadata stays until the cleanup. */
  async markSent(id: string, holder: string, now: string): Promise<void> {
    await this.db
      .updateTable('outgoing_messages')
      .set({
        status: 'sent',
        sent_at: now,
        body_text: '',
        attachments_json: null,
        last_error: null,
        lease_holder: null,
        lease_until: null,
      })
      .where('id', '=', id)
      .where('lease_holder', '=', holder)
      .execute();
  }

  /** A failed attempt: due again at `nextAttemptAt`, or `failed` for good when that is null. */
  async markAttemptFailed(
    id: string,
    holder: string,
    reason: string,
    nextAttemptAt: string | null,
  ): Promise<void> {
    await this.db
      .updateTable('outgoing_messages')
      .set(nextAttemptAt ? { status: 'pending', next_attempt_at: nextAttemptAt } : { status: 'failed' })
      .set({ last_error: reason, lease_holder: null, lease_until: null })
      .where('id', '=', id)
      .where('lease_holder', '=', holder)
      .execute();
  }

  /** Failed rows, and rows still unsent that were queued before `stuckBefore`: newest first. */
  async problems(stuckBefore: string, limit: number): Promise<OutgoingProblemRow[]> {
    return this.db
      .selectFrom('outgoing_messages as m')
      .leftJoin('firms as f', 'f.id', 'm.firm_id')
      .select([
        'm.id',
        'm.firm_id',
        'f.name as firm_name',
        'm.channel',
        'm.recipient',
        'm.subject',
        'm.status',
        'm.attempts',
        'm.last_error',
        'm.created_at',
        'm.next_attempt_at',
      ])
      .where((eb) =>
        eb.or([
          eb('m.status', '=', 'failed'),
          eb.and([eb('m.status', 'in', ['pending', 'sending']), eb('m.created_at', '<', stuckBefore)]),
        ]),
      )
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** A failed row gets a fresh round of attempts, due now; false when the row is not failed. */
  async retryFailed(id: string, now: string): Promise<boolean> {
    const updated = await this.db
      .updateTable('outgoing_messages')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  /** Forgets sent rows sent before `sentBefore` and failed rows queued before `failedBefore`. */
  async deleteOld(sentBefore: string, failedBefore: string): Promise<number> {
    const sent = await this.db
      .deleteFrom('outgoing_messages')
      .where('status', '=', 'sent')
      .where('sent_at', '<', sentBefore)
      .executeTakeFirst();
    const failed = await this.db
      .deleteFrom('outgoing_messages')
      .where('status', '=', 'failed')
      .where('created_at', '<', failedBefore)
      .executeTakeFirst();
    return Number(sent.numDeletedRows) + Number(failed.numDeletedRows);
  }
}
