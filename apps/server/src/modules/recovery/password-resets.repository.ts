import { sql, type Selectable, type Updateable } from 'kysely';
import type { DbHandle } from '../../db/transaction.js';
import type { PasswordResetsTable } from '../../db/tables/recovery.table.js';

export type PasswordResetRow = Selectable<PasswordResetsTable>;

/** Reset links, always found by their token's keyed hash within the firm of the host. */
export class PasswordResetsRepository {
  constructor(private readonly db: DbHandle) {}

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
    await this.db.updateTable('password_resets').set({ ended_at: nowIso }).where('user_id', '=', userId).where('ended_at', 'is', null).execute();
  }

  /** Ends the reset once; false when it had ended already (of two racing uses one wins). */
  async end(id: string, nowIso: string): Promise<boolean> {
    const result = await this.db.updateTable('password_resets').set({ ended_at: nowIso }).where('id', '=', id).where('ended_at', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async update(id: string, patch: Updateable<PasswordResetsTable>): Promise<void> {
    await this.db.updateTable('password_resets').set(patch).where('id', '=', id).execute();
  }

  /** Adds one to a counter of an open reset and returns the new value (null when it had ended). */
  async increment(id: string, column: 'code_failures' | 'code_sends' | 'key_handouts'): Promise<number | null> {
    const result = await this.db
      .updateTable('password_resets')
      .set({ [column]: sql<number>`${sql.ref(column)} + 1` })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    const row = await this.db.selectFrom('password_resets').select(column).where('id', '=', id).executeTakeFirstOrThrow();
    return Number(row[column]);
  }
}
