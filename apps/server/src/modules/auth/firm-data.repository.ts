import type { DbHandle } from '../../db/transaction.js';
import { inChunks, type DeletedFirm } from '../../db/firm-data.js';

/** Firm deletion: account unlock links and sessions of the firm; answers the sessions' ids (their codes and attempts name them). */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  const unlocks = await inChunks(firm.userIds, (ids) =>
    trx.deleteFrom('account_unlocks').where('user_id', 'in', ids).returning('id').execute(),
  );
  const sessions = await trx
    .deleteFrom('sessions')
    .where('firm_id', '=', firm.firmId)
    .returning('id')
    .execute();
  return [...unlocks, ...sessions].map((r) => r.id);
}
