import type { DbHandle } from '../../db/transaction.js';
import type { DeletedFirm } from '../../db/firm-data.js';

/** Firm deletion, last: the firm's own row (its logo and sender address with it). True when it was there. */
export async function deleteFirmRow(trx: DbHandle, firm: DeletedFirm): Promise<boolean> {
  const result = await trx.deleteFrom('firms').where('id', '=', firm.firmId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
