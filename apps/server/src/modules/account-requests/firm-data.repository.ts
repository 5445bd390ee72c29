import type { DbHandle } from '../../db/transaction.js';
import type { DeletedFirm } from '../../db/firm-data.js';

/** Firm deletion: account requests made at the firm. */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  await trx.deleteFrom('account_requests').where('firm_id', '=', firm.firmId).execute();
  return [];
}
