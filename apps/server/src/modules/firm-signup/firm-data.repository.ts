import type { DbHandle } from '../../db/transaction.js';
import { inChunks, type DeletedFirm } from '../../db/firm-data.js';

/** Firm deletion: the onboarding links of the firm and of its users. */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  const byFirm = await trx
    .deleteFrom('onboarding_tokens')
    .where('firm_id', '=', firm.firmId)
    .returning('id')
    .execute();
  const byUser = await inChunks(firm.userIds, (ids) =>
    trx.deleteFrom('onboarding_tokens').where('user_id', 'in', ids).returning('id').execute(),
  );
  return [...byFirm, ...byUser].map((r) => r.id);
}
