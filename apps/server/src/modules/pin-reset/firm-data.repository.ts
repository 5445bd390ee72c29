import type { DbHandle } from '../../db/transaction.js';
import type { DeletedFirm } from '../../db/firm-data.js';

/** Firm deletion: PIN resets; answers their ids (their codes and attempts name them). */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  const resets = await trx
    .deleteFrom('pin_resets')
    .where('firm_id', '=', firm.firmId)
    .returning('id')
    .execute();
  return resets.map((r) => r.id);
}
