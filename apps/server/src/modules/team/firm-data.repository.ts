import type { DeletedFirm } from '../../db/firm-data.js';
import type { DbHandle } from '../../db/transaction.js';

/** Firm deletion: the firm's access-review reminders (ADR 0051). */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  await trx.deleteFrom('access_review_reminders').where('firm_id', '=', firm.firmId).execute();
  return [];
}
