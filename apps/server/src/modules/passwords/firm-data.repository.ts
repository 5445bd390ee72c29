import type { DbHandle } from '../../db/transaction.js';
import type { DeletedFirm } from '../../db/firm-data.js';

/** Firm deletion: the Password Guru entries and folders of the firm's users. */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  await trx.deleteFrom('vault_items').where('firm_id', '=', firm.firmId).execute();
  await trx.deleteFrom('vault_folders').where('firm_id', '=', firm.firmId).execute();
  return [];
}
