import { sql } from 'kysely';
import type { DbHandle } from '../../db/transaction.js';

export type InvitationWindowKind = 'burst' | 'day';

export interface InvitationCounter {
  firmId: string;
  /** The inviting user's id, or `firm` for the firm's own count. */
  countedFor: string;
  kind: InvitationWindowKind;
  windowStart: string;
}

/** Invitation e-mails counted per sender and per firm (ADR 0030). Used inside the caller's transaction. */
export class InvitationSendsRepository {
  constructor(private readonly db: DbHandle) {}

  /** The same repository inside a caller's transaction. */
  within(trx: DbHandle): InvitationSendsRepository {
    return new InvitationSendsRepository(trx);
  }

  /**
   * Adds `count` to a counter if the sum stays within `limit`, in one statement: the first send of a
   * window inserts its row, the next ones raise it only when the `WHERE` of the update holds; both
   * databases lock the row for the rest of the transaction, so a concurrent request waits and then
   * sees the raised count. True when counted, false when the limit would be passed.
   */
  async add(counter: InvitationCounter, count: number, limit: number): Promise<boolean> {
    if (count > limit) return false;
    const row = await this.db
      .insertInto('invitation_sends')
      .values({
        firm_id: counter.firmId,
        counted_for: counter.countedFor,
        window_kind: counter.kind,
        window_start: counter.windowStart,
        sent: count,
      })
      .onConflict((oc) =>
        oc
          .columns(['firm_id', 'counted_for', 'window_kind', 'window_start'])
          .doUpdateSet({ sent: sql<number>`invitation_sends.sent + ${count}` })
          .where(sql<number>`invitation_sends.sent + ${count}`, '<=', limit),
      )
      .returning('sent')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Forgets the firm's counters of windows that started before `beforeIso` (they count nothing any more). */
  async deleteOlder(firmId: string, beforeIso: string): Promise<void> {
    await this.db
      .deleteFrom('invitation_sends')
      .where('firm_id', '=', firmId)
      .where('window_start', '<', beforeIso)
      .execute();
  }
}
