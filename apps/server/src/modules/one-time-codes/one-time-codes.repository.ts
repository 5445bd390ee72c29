import type { Insertable, Selectable } from 'kysely';
import { inTransaction, type DbHandle } from '../../db/transaction.js';
import type { OneTimeCodesTable } from '../../db/tables/one-time-codes.table.js';

export type OneTimeCodeRow = Selectable<OneTimeCodesTable>;

/** Texted one-time codes (keyed hashes only). */
export class OneTimeCodesRepository {
  constructor(private readonly db: DbHandle) {}

  /** The same repository inside a caller's transaction. */
  within(trx: DbHandle): OneTimeCodesRepository {
    return new OneTimeCodesRepository(trx);
  }

  /** Runs `fn` in one transaction: this repository bound to it, and the handle for other modules' rows. */
  transaction<T>(fn: (tx: OneTimeCodesRepository, trx: DbHandle) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }

  /** Ends the subject's open codes and stores the new ones (inside the caller's transaction: `within`). */
  async replace(
    purpose: string,
    subject: string,
    rows: readonly Insertable<OneTimeCodesTable>[],
    nowIso: string,
  ): Promise<void> {
    await this.endSubject(purpose, subject, nowIso);
    if (rows.length)
      await this.db
        .insertInto('one_time_codes')
        .values([...rows])
        .execute();
  }

  /** The subject's newest code that is neither used nor past its time. */
  latestOpen(purpose: string, subject: string, nowIso: string): Promise<OneTimeCodeRow | undefined> {
    return this.db
      .selectFrom('one_time_codes')
      .selectAll()
      .where('purpose', '=', purpose)
      .where('subject', '=', subject)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** Uses a code: true for exactly one of parallel callers. */
  async consume(id: string, nowIso: string): Promise<boolean> {
    const result = await this.db
      .updateTable('one_time_codes')
      .set({ consumed_at: nowIso })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Ends every open code of a subject (the subject ended). */
  async endSubject(purpose: string, subject: string, nowIso: string): Promise<void> {
    await this.db
      .updateTable('one_time_codes')
      .set({ consumed_at: nowIso })
      .where('purpose', '=', purpose)
      .where('subject', '=', subject)
      .where('consumed_at', 'is', null)
      .execute();
  }

  /** Deletes the codes made before a time (the send limits no longer count them). The count removed. */
  async deleteOlderThan(beforeIso: string): Promise<number> {
    const result = await this.db
      .deleteFrom('one_time_codes')
      .where('created_at', '<', beforeIso)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
