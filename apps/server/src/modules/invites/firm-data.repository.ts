import type { DbHandle } from '../../db/transaction.js';
import type { DeletedFirm } from '../../db/firm-data.js';

/** Firm deletion: invitation counts, advisors' sender addresses, address checks and invites; answers the invites' ids (send windows). */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  const { firmId } = firm;
  await trx.deleteFrom('invitation_sends').where('firm_id', '=', firmId).execute();
  await trx.deleteFrom('advisor_senders').where('firm_id', '=', firmId).execute();
  const checks = await trx
    .deleteFrom('sender_verifications')
    .where('firm_id', '=', firmId)
    .returning('id')
    .execute();
  const invites = await trx.deleteFrom('invites').where('firm_id', '=', firmId).returning('id').execute();
  return [...checks, ...invites].map((r) => r.id);
}
