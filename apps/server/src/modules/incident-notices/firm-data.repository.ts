import type { DbHandle } from '../../db/transaction.js';
import type { DeletedFirm } from '../../db/firm-data.js';

/**
 * Firm deletion: the firm's people's rows of every notice (the provider's too), then the firm's own notices
 * with the rows of their recipients. Answers the notices' ids (the firm's audit records name them).
 */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  await trx.deleteFrom('incident_notice_recipients').where('firm_id', '=', firm.firmId).execute();
  await trx
    .deleteFrom('incident_notice_recipients')
    .where('notice_id', 'in', (eb) =>
      eb.selectFrom('incident_notices').select('id').where('firm_id', '=', firm.firmId),
    )
    .execute();
  const gone = await trx
    .deleteFrom('incident_notices')
    .where('firm_id', '=', firm.firmId)
    .returning('id')
    .execute();
  return gone.map((r) => r.id);
}
