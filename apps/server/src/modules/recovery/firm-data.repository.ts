import type { DbHandle } from '../../db/transaction.js';
import { inChunks, type DeletedFirm } from '../../db/firm-data.js';

/** Firm deletion: password resets and authenticator recovery codes; answers the resets' ids (their codes and attempts name them). */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  await inChunks(firm.userIds, (ids) =>
    trx.deleteFrom('totp_recovery_codes').where('user_id', 'in', ids).returning('id').execute(),
  );
  const resets = await trx
    .deleteFrom('password_resets')
    .where('firm_id', '=', firm.firmId)
    .returning('id')
    .execute();
  return resets.map((r) => r.id);
}
