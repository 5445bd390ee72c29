import type { DbHandle } from '../../db/transaction.js';
import { inChunks, type DeletedFirm } from '../../db/firm-data.js';

/** Firm deletion: the settings steps of the firm's users; answers their ids and new phones (codes, send windows). */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  const steps = await inChunks(firm.userIds, (ids) =>
    trx
      .deleteFrom('settings_challenges')
      .where('user_id', 'in', ids)
      .returning(['id', 'new_phone'])
      .execute(),
  );
  return steps.flatMap((s) => (s.new_phone ? [s.id, s.new_phone] : [s.id]));
}
