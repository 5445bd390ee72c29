import type { DbHandle } from '../../db/transaction.js';
import { inChunks, type DeletedFirm } from '../../db/firm-data.js';

/**
 * Firm deletion: the one-time codes and send windows that name the firm's users or rows (`refs`: ids and
 * phone numbers the modules answered). Codes name their account, subject and phone; a send window's key
 * ends with the subject, account or phone it counts for (`code-send:{purpose}:{subject}`,
 * `code-send-user:{id}`, `code-send-phone:{phone}`, `signup-phone-invite:{invite}`).
 */
export async function deleteFirmData(
  trx: DbHandle,
  firm: DeletedFirm,
  refs: readonly string[],
): Promise<void> {
  const all = [...new Set([...firm.userIds, ...refs])];
  await inChunks(all, (list) =>
    trx
      .deleteFrom('one_time_codes')
      .where((eb) =>
        eb.or([eb('user_id', 'in', list), eb('subject', 'in', list), eb('recipient', 'in', list)]),
      )
      .returning('id')
      .execute(),
  );
  const keys = await trx.selectFrom('rate_windows').select('key').execute();
  const named = new Set(all);
  const gone = keys.map((r) => r.key).filter((key) => named.has(key.slice(key.lastIndexOf(':') + 1)));
  await inChunks(gone, (list) =>
    trx.deleteFrom('rate_windows').where('key', 'in', list).returning('key').execute(),
  );
}
