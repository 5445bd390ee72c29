import type { DbHandle } from '../../db/transaction.js';

/**
 * Deletes every entry and folder of one user's vault (inside the caller's transaction): what a forgotten
 * password without the recovery code starts over from. Exposed for other modules, which never write the
 * vault tables' SQL themselves.
 */
export async function eraseVaultOf(db: DbHandle, owner: { firmId: string; userId: string }): Promise<void> {
  await db
    .deleteFrom('vault_items')
    .where('owner_user_id', '=', owner.userId)
    .where('firm_id', '=', owner.firmId)
    .execute();
  await db
    .deleteFrom('vault_folders')
    .where('owner_user_id', '=', owner.userId)
    .where('firm_id', '=', owner.firmId)
    .execute();
}
