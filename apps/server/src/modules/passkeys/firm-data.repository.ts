import type { DbHandle } from '../../db/transaction.js';
import { inChunks, type DeletedFirm } from '../../db/firm-data.js';

/** Firm deletion: the passkeys of the firm's users and the firm's open ceremonies; answers their ids. */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  const passkeys = await inChunks(firm.userIds, (ids) =>
    trx.deleteFrom('passkeys').where('user_id', 'in', ids).returning(['id']).execute(),
  );
  await trx.deleteFrom('passkey_challenges').where('firm_id', '=', firm.firmId).execute();
  return passkeys.map((p) => p.id);
}
