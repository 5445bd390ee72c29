import crypto from 'node:crypto';
import { countRows } from '../../db/rows.js';
import type { DbHandle } from '../../db/transaction.js';

/** One user's authenticator recovery codes (keyed hashes), always by user. */
export class TotpRecoveryRepository {
  constructor(private readonly db: DbHandle) {}

  /** Replaces the user's codes with a new set in one transaction (the old set stops working). */
  async replaceAll(userId: string, hashes: readonly string[], nowIso: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('totp_recovery_codes').where('user_id', '=', userId).execute();
      await trx
        .insertInto('totp_recovery_codes')
        .values(
          hashes.map((code_hash) => ({
            id: crypto.randomUUID(),
            user_id: userId,
            code_hash,
            used_at: null,
            created_at: nowIso,
          })),
        )
        .execute();
    });
  }

  /** Uses an unused code once: of two racing uses one wins. */
  async use(userId: string, hash: string, nowIso: string): Promise<boolean> {
    const result = await this.db
      .updateTable('totp_recovery_codes')
      .set({ used_at: nowIso })
      .where('user_id', '=', userId)
      .where('code_hash', '=', hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  countUnused(userId: string): Promise<number> {
    return countRows(
      this.db.selectFrom('totp_recovery_codes').where('user_id', '=', userId).where('used_at', 'is', null),
    );
  }

  countAll(userId: string): Promise<number> {
    return countRows(this.db.selectFrom('totp_recovery_codes').where('user_id', '=', userId));
  }
}
