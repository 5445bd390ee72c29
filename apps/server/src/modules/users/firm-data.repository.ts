import type { DbHandle } from '../../db/transaction.js';
import { inChunks, type DeletedFirm } from '../../db/firm-data.js';

/** The firm's users, read before anything of the firm goes: their ids scope every module's deletion. */
export async function firmUserIds(trx: DbHandle, firmId: string): Promise<string[]> {
  const rows = await trx.selectFrom('users').select('id').where('firm_id', '=', firmId).execute();
  return rows.map((r) => r.id);
}

/**
 * The phone numbers of the firm's users, read before anything goes (a module may delete some of its users
 * first, such as pending second users): the send windows and codes that name them go too.
 */
export async function firmUserPhones(trx: DbHandle, firmId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('users')
    .select(['phone_number', 'recover_phone_number'])
    .where('firm_id', '=', firmId)
    .execute();
  return rows.flatMap((u) => [u.phone_number, u.recover_phone_number ?? '']).filter((phone) => phone !== '');
}

/** Firm deletion: the firm's users and their app access, after every row naming them; answers their ids and phones. */
export async function deleteFirmData(trx: DbHandle, firm: DeletedFirm): Promise<string[]> {
  await inChunks(firm.userIds, (ids) =>
    trx.deleteFrom('user_apps').where('user_id', 'in', ids).returning('user_id').execute(),
  );
  const users = await trx
    .deleteFrom('users')
    .where('firm_id', '=', firm.firmId)
    .returning(['id', 'phone_number', 'recover_phone_number'])
    .execute();
  return users
    .flatMap((u) => [u.id, u.phone_number, u.recover_phone_number ?? ''])
    .filter((ref) => ref !== '');
}
