import type { DeletedFirm } from '../../db/firm-data.js';
import type { DbHandle } from '../../db/transaction.js';

/** Firm deletion (run only when no client of the firm is on hold): its retention settings and holds. */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  await trx.deleteFrom('legal_holds').where('firm_id', '=', firm.firmId).execute();
  await trx.deleteFrom('firm_retention').where('firm_id', '=', firm.firmId).execute();
  return [];
}
