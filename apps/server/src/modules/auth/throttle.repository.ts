import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LoginThrottleTable } from '../../db/tables/auth.table.js';

export type ThrottleRow = Selectable<LoginThrottleTable>;

/** Failed sign-ins per firm and typed name: known and unknown names are treated alike. */
export class ThrottleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(firmKey: string, usernameKey: string): Promise<ThrottleRow | undefined> {
    return this.db
      .selectFrom('login_throttle')
      .selectAll()
      .where('firm_key', '=', firmKey)
      .where('username_key', '=', usernameKey)
      .executeTakeFirst();
  }

  async save(row: ThrottleRow): Promise<void> {
    await this.db
      .insertInto('login_throttle')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['firm_key', 'username_key']).doUpdateSet({
          failures: row.failures,
          lock_level: row.lock_level,
          locked_until: row.locked_until,
          updated_at: row.updated_at,
        }),
      )
      .execute();
  }

  /** A correct password clears the failure count; the lock level decays only with time. */
  async clearFailures(firmKey: string, usernameKey: string, nowIso: string): Promise<void> {
    await this.db
      .updateTable('login_throttle')
      .set({ failures: 0, updated_at: nowIso })
      .where('firm_key', '=', firmKey)
      .where('username_key', '=', usernameKey)
      .execute();
  }

  /**
   * Deletes the rows quiet since `quietSinceIso` whose lock (if any) is over: they count nothing any more
   * (currentThrottle ignores them), and some hold a user's id with a source address. The count removed.
   */
  async deleteQuiet(quietSinceIso: string, nowIso: string): Promise<number> {
    const result = await this.db
      .deleteFrom('login_throttle')
      .where('updated_at', '<', quietSinceIso)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
