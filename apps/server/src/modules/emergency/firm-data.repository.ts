import type { DbHandle } from '../../db/transaction.js';
import type { DeletedFirm } from '../../db/firm-data.js';

/** Firm deletion: emergency contacts, requests and their events; answers their ids and the contacts' phones (codes, kit attempts). */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  const { firmId } = firm;
  await trx.deleteFrom('emergency_events').where('firm_id', '=', firmId).execute();
  const requests = await trx
    .deleteFrom('emergency_requests')
    .where('firm_id', '=', firmId)
    .returning('id')
    .execute();
  const contacts = await trx
    .deleteFrom('emergency_contacts')
    .where('firm_id', '=', firmId)
    .returning(['id', 'kit_id', 'phone_number'])
    .execute();
  return [...requests.map((r) => r.id), ...contacts.flatMap((c) => [c.id, c.kit_id, c.phone_number])].filter(
    (ref): ref is string => typeof ref === 'string' && ref !== '',
  );
}
