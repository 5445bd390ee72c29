import { inTransaction, type DbHandle } from '../../db/transaction.js';

/** Unlock links (ADR 0003): keyed hashes of their tokens, each used once. */
export class AccountUnlockRepository {
  constructor(private readonly db: DbHandle) {}

  /** The same repository inside a caller's transaction. */
  within(trx: DbHandle): AccountUnlockRepository {
    return new AccountUnlockRepository(trx);
  }

  /** Runs `fn` in one transaction: this repository bound to it, and the handle for other modules' rows. */
  transaction<T>(fn: (tx: AccountUnlockRepository, trx: DbHandle) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }

  async insert(row: {
    id: string;
    userId: string;
    tokenHash: string;
    expiresAt: string;
    createdAt: string;
  }): Promise<void> {
    await this.db
      .insertInto('account_unlocks')
      .values({
        id: row.id,
        user_id: row.userId,
        token_hash: row.tokenHash,
        expires_at: row.expiresAt,
        used_at: null,
        created_at: row.createdAt,
      })
      .execute();
  }

  /**
   * Uses the link of this hash if it is unused and unexpired, with every other open link of its user;
   * answers the user's id, or null. One conditional update: of two simultaneous uses, one wins.
   */
  async use(tokenHash: string, nowIso: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('account_unlocks')
      .select(['id', 'user_id'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return null;
    const used = await this.db
      .updateTable('account_unlocks')
      .set({ used_at: nowIso })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return null;
    await this.db
      .updateTable('account_unlocks')
      .set({ used_at: nowIso })
      .where('user_id', '=', row.user_id)
      .where('used_at', 'is', null)
      .execute();
    return row.user_id;
  }
}
