import type { DbHandle } from '../../db/transaction.js';
import type { DeletedFirm } from '../../db/firm-data.js';

/** Firm deletion: the firm's audit trail and its chain head (they name users and rows by id only). */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  await trx.deleteFrom('audit_events').where('firm_id', '=', firm.firmId).execute();
  await trx.deleteFrom('audit_chain_heads').where('firm_id', '=', firm.firmId).execute();
  return [];
}
