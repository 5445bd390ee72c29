import type { Insertable, Selectable, Updateable } from 'kysely';
import { inTransaction, type DbHandle } from '../../db/transaction.js';
import type { PinResetsTable } from '../../db/tables/pin-reset.table.js';

export type PinResetRow = Selectable<PinResetsTable>;

/** PIN resets. Every query is scoped by the firm. */
export class PinResetRepository {
  constructor(private readonly db: DbHandle) {}

  /** The same repository inside a caller's transaction. */
  within(trx: DbHandle): PinResetRepository {
    return new PinResetRepository(trx);
  }

  async insert(row: Insertable<PinResetsTable>): Promise<void> {
    await this.db.insertInto('pin_resets').values(row).execute();
  }

  async update(firmId: string, id: string, patch: Updateable<PinResetsTable>): Promise<void> {
    await this.db
      .updateTable('pin_resets')
      .set(patch)
      .where('firm_id', '=', firmId)
      .where('id', '=', id)
      .execute();
  }

  /** The firm's resets still open at `nowIso`: not used, not expired. */
  private openResets(firmId: string, nowIso: string) {
    return this.db
      .selectFrom('pin_resets')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', nowIso);
  }

  /** The open reset by phone of a session (not used, not expired). */
  openForSession(firmId: string, sessionId: string, nowIso: string): Promise<PinResetRow | undefined> {
    return this.openResets(firmId, nowIso)
      .where('session_id', '=', sessionId)
      .where('via', '=', 'phone')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  }

  /** The open reset of an e-mailed link (by its token's hash). */
  openForToken(firmId: string, tokenHash: string, nowIso: string): Promise<PinResetRow | undefined> {
    return this.openResets(firmId, nowIso)
      .where('token_hash', '=', tokenHash)
      .where('via', '=', 'email')
      .executeTakeFirst();
  }

  /** Ends every open reset by phone of a session (a new one replaces them). */
  async closeForSession(firmId: string, sessionId: string, nowIso: string): Promise<void> {
    await this.db
      .updateTable('pin_resets')
      .set({ consumed_at: nowIso })
      .where('firm_id', '=', firmId)
      .where('session_id', '=', sessionId)
      .where('consumed_at', 'is', null)
      .execute();
  }

  /** Uses the reset once: true when this call consumed it. */
  async consume(firmId: string, id: string, nowIso: string): Promise<boolean> {
    const result = await this.db
      .updateTable('pin_resets')
      .set({ consumed_at: nowIso })
      .where('firm_id', '=', firmId)
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The new PIN takes effect (in the transaction that consumed the reset). */
  async setUserPin(firmId: string, userId: string, pinHash: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ pin_hash: pinHash })
      .where('firm_id', '=', firmId)
      .where('id', '=', userId)
      .execute();
  }

  /** Runs `fn` in one transaction: this repository bound to it, and the handle for other modules' rows. */
  transaction<T>(fn: (tx: PinResetRepository, trx: DbHandle) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }
}
