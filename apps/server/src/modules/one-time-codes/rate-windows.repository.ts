import { sql } from 'kysely';
import type { DbHandle } from '../../db/transaction.js';

/** Counts per fixed time window, each taken in one statement, so parallel callers never exceed a limit. */
export class RateWindowsRepository {
  constructor(private readonly db: DbHandle) {}

  /**
   * Counts one more under `key` in the window that started at or after `windowStartsAfterIso` (an older
   * window starts again at 1, now). Answers the count with this one.
   */
  async take(key: string, nowIso: string, windowStartsAfterIso: string): Promise<number> {
    const stale = sql<boolean>`rate_windows.window_start <= ${windowStartsAfterIso}`;
    const row = await this.db
      .insertInto('rate_windows')
      .values({ key, window_start: nowIso, count: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when ${stale} then 1 else rate_windows.count + 1 end`,
          window_start: sql<string>`case when ${stale} then ${nowIso} else rate_windows.window_start end`,
        }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Deletes windows that started before a time (they count nothing any more). The count removed. */
  async deleteOlderThan(beforeIso: string): Promise<number> {
    const result = await this.db
      .deleteFrom('rate_windows')
      .where('window_start', '<', beforeIso)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
