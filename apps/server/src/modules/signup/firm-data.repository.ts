import type { DbHandle } from '../../db/transaction.js';
import type { DeletedFirm } from '../../db/firm-data.js';

/** Firm deletion: sign-up phone checks (before the invites they belong to); answers their ids and phones (codes, send windows). */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  const checks = await trx
    .deleteFrom('signup_phone_checks')
    .where('firm_id', '=', firm.firmId)
    .returning(['id', 'phone'])
    .execute();
  return checks.flatMap((c) => [c.id, c.phone]);
}
