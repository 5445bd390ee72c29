import type { DbHandle } from '../../db/transaction.js';
import type { DeletedFirm } from '../../db/firm-data.js';

/** Firm deletion: the firm's e-mails and texts, in the outbox (kept for /dev) and in the delivery queue. */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  await trx.deleteFrom('outbox').where('firm_id', '=', firm.firmId).execute();
  await trx.deleteFrom('outgoing_messages').where('firm_id', '=', firm.firmId).execute();
  return [];
}
