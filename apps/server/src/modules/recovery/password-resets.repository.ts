import { sql, type Selectable } from 'kysely';
import { inTransaction, type DbHandle } from '../../db/transaction.js';
import type { PasswordResetsTable } from '../../db/tables/recovery.table.js';

export type PasswordResetRow = Selectable<PasswordResetsTable>;

/** Reset links, always found by their token's keyed hash within the firm of the host. */
export class PasswordResetsRepository {
  constructor(private readonly db: DbHandle) {}

  /** The same repository inside a caller's transaction. */
  within(trx: DbHandle): PasswordResetsRepository {
    return new PasswordResetsRepository(trx);
  }

  /** Runs `fn` in one transaction: this repository bound to it, and the handle for other modules' rows. */
  transaction<T>(fn: (tx: PasswordResetsRepository, trx: DbHandle) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }

  async insert(row: PasswordResetRow): Promise<void> {
    await this.db.insertInto('password_resets').values(row).execute();
  }

  /** The open (not ended, not expired) reset of this token hash in this firm. */
  findOpen(firmId: string, tokenHash: string, nowIso: string): Promise<PasswordResetRow | undefined> {
    return this.db
      .selectFrom('password_resets')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('token_hash', '=', tokenHash)
      .where('ended_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .executeTakeFirst();
  }

  /** A new link voids the user's older open ones. */
  async endOpenOfUser(userId: string, nowIso: string): Promise<void> {
    await this.db
      .updateTable('password_resets')
      .set({ ended_at: nowIso })
      .where('user_id', '=', userId)
      .where('ended_at', 'is', null)
      .execute();
  }

  /** Ends the reset once; false when it had ended already (of two racing uses one wins). */
  async end(id: string, nowIso: string): Promise<boolean> {
    const result = await this.db
      .updateTable('password_resets')
      .set({ ended_at: nowIso })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Records the code passed in one browser (its proof's keyed hash; a later pass elsewhere replaces it). False once ended. */
  async markVerified(id: string, browserHash: string, nowIso: string): Promise<boolean> {
    const result = await this.db
      .updateTable('password_resets')
      .set({ verified_at: nowIso, verified_browser_hash: browserHash })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Adds one to the reset's key handouts and returns the new value (null when it had ended). */
  async incrementKeyHandouts(id: string): Promise<number | null> {
    const row = await this.db
      .updateTable('password_resets')
      .set({ key_handouts: sql<number>`key_handouts + 1` })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .returning('key_handouts')
      .executeTakeFirst();
    return row ? Number(row.key_handouts) : null;
  }
}
