import type { DbHandle } from '../../db/transaction.js';
import { inChunks, type DeletedFirm } from '../../db/firm-data.js';

/**
 * Firm deletion: the attempt counters that name the firm or its users and rows (`refs`). A counter is a
 * firm-like and a name-like key (attempts.ts): an unknown name typed at the firm (the firm's id), a user's
 * passwords, codes and PINs (their id), a session's, a reset's or a kit's attempts (its id), and the
 * per-address counts `{firm|user}/{name|id}@{address}`.
 */
export async function deleteFirmData(
  trx: DbHandle,
  firm: DeletedFirm,
  refs: readonly string[],
): Promise<void> {
  const all = [...new Set([...firm.userIds, ...refs])];
  await trx.deleteFrom('login_throttle').where('firm_key', '=', firm.firmId).execute();
  await inChunks(all, (list) =>
    trx.deleteFrom('login_throttle').where('username_key', 'in', list).returning('username_key').execute(),
  );
  const sources = await trx
    .selectFrom('login_throttle')
    .select('username_key')
    .where('firm_key', '=', 'source')
    .execute();
  const named = new Set(all);
  const gone = sources
    .map((r) => r.username_key)
    .filter((key) => {
      // A typed name may hold '@' and '/': the kind ends at the first '/', the address starts after the last '@'.
      const slash = key.indexOf('/');
      const kind = key.slice(0, slash);
      return (
        kind === firm.firmId || (kind === 'user' && named.has(key.slice(slash + 1, key.lastIndexOf('@'))))
      );
    });
  await inChunks(gone, (list) =>
    trx
      .deleteFrom('login_throttle')
      .where('firm_key', '=', 'source')
      .where('username_key', 'in', list)
      .returning('username_key')
      .execute(),
  );
}
