import { IN_CHUNK, chunks } from './rows.js';

/**
 * A firm being deleted (modules/firm-deletion): its id, and its users' ids as the users module read them
 * before anything went. Each module's `deleteFirmData(trx, firm)` (in its `firm-data.repository.ts`)
 * deletes its own rows of the firm with these, reading no other module's table, and answers the
 * references its rows held that rows elsewhere may name without a foreign key: ids (a session's, a
 * reset's, a sign-up check's…) and phone numbers, which the attempt counters, the one-time codes and the
 * send windows use in their keys.
 */
export interface DeletedFirm {
  firmId: string;
  userIds: readonly string[];
}

/** Runs `each` over a list in chunks that fit an `IN (…)` list; answers every chunk's results. */
export async function inChunks<T, R>(
  list: readonly T[],
  each: (chunk: T[]) => Promise<readonly R[]>,
): Promise<R[]> {
  const out: R[] = [];
  for (const chunk of chunks(list, IN_CHUNK)) out.push(...(await each(chunk)));
  return out;
}
