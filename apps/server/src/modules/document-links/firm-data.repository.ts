import type { DbHandle } from '../../db/transaction.js';
import type { DeletedFirm } from '../../db/firm-data.js';

/**
 * Firm deletion: the firm's links for outsiders. Answers their ids and addresses: the links' e-mailed codes
 * name them (subject and recipient), and so do their send windows.
 */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  const gone = await trx
    .deleteFrom('document_links')
    .where('firm_id', '=', firm.firmId)
    .returning(['id', 'email'])
    .execute();
  return gone.flatMap((r) => [r.id, r.email]);
}
