import type { DbHandle } from '../../db/transaction.js';
import type { DeletedFirm } from '../../db/firm-data.js';

/** Firm deletion: the firm's document requests (their items first) and templates; answers the requests' ids. */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  const { firmId } = firm;
  const requests = trx.selectFrom('document_requests').select('id').where('firm_id', '=', firmId);
  await trx.deleteFrom('document_request_items').where('request_id', 'in', requests).execute();
  const gone = await trx
    .deleteFrom('document_requests')
    .where('firm_id', '=', firmId)
    .returning('id')
    .execute();
  await trx.deleteFrom('document_request_templates').where('firm_id', '=', firmId).execute();
  return gone.map((r) => r.id);
}
