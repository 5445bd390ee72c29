import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LoginThrottleTable } from '../../db/tables/auth.table.js';

export type ThrottleRow = Selectable<LoginThrottleTable>;

/** One attempt taken on a counter: its number since the count last started, and the lock in force when it was taken. */
export interface TakenAttempt {
  attempt: number;
  lockedUntil: string | null;
}

/**
 * The attempt counters of every guessable secret (ADR 0027), one row per counter: a firm-like key and a
 * name-like key (a user's id, a session's, a reset's, or a firm and a typed name). Every change is one
 * statement, so parallel requests never read a count and write back an old one.
 */
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

  /**
   * Takes one attempt, before the secret is checked: the count goes up by one unless a lock is in force
   * (then nothing changes); a count quiet since `fadedBeforeIso` with no lock in force starts again at 1
   * with its lock escalation forgotten. Answers the attempt's number and the lock in force.
   */
  async take(
    firmKey: string,
    usernameKey: string,
    nowIso: string,
    fadedBeforeIso: string,
  ): Promise<TakenAttempt> {
    const lockInForce = sql<boolean>`login_throttle.locked_until is not null and login_throttle.locked_until > ${nowIso}`;
    const faded = sql<boolean>`login_throttle.updated_at < ${fadedBeforeIso}`;
    const row = await this.db
      .insertInto('login_throttle')
      .values({
        firm_key: firmKey,
        username_key: usernameKey,
        failures: 1,
        lock_level: 0,
        locked_until: null,
        updated_at: nowIso,
      })
      .onConflict((oc) =>
        oc.columns(['firm_key', 'username_key']).doUpdateSet({
          failures: sql<number>`case when ${lockInForce} then login_throttle.failures when ${faded} then 1 else login_throttle.failures + 1 end`,
          lock_level: sql<number>`case when not (${lockInForce}) and ${faded} then 0 else login_throttle.lock_level end`,
          updated_at: sql<string>`case when ${lockInForce} then login_throttle.updated_at else ${nowIso} end`,
        }),
      )
      .returning(['failures', 'locked_until'])
      .executeTakeFirstOrThrow();
    const locked = row.locked_until !== null && row.locked_until > nowIso;
    return { attempt: Number(row.failures), lockedUntil: locked ? row.locked_until : null };
  }

  /**
   * Locks the counter unless a lock is already in force: the count starts again and the lock level goes up
   * by one; `untilByLevel[level]` is the end of a lock at the level the row had (the last entry for every
   * level past it). True when this call set the lock (parallel callers: exactly one does).
   */
  async lockUnlessLocked(
    firmKey: string,
    usernameKey: string,
    nowIso: string,
    untilByLevel: readonly string[],
  ): Promise<boolean> {
    const last = untilByLevel.length - 1;
    const until = sql<string>`case ${sql.join(
      untilByLevel
        .slice(0, last)
        .map((iso, level) => sql`when login_throttle.lock_level = ${level} then ${iso}`),
      sql` `,
    )} else ${untilByLevel[last]} end`;
    const result = await this.db
      .updateTable('login_throttle')
      .set({
        failures: 0,
        lock_level: sql<number>`login_throttle.lock_level + 1`,
        locked_until: until,
        updated_at: nowIso,
      })
      .where('firm_key', '=', firmKey)
      .where('username_key', '=', usernameKey)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A right secret clears the count; the lock level decays only with time. */
  async clearFailures(firmKey: string, usernameKey: string, nowIso: string): Promise<void> {
    await this.db
      .updateTable('login_throttle')
      .set({ failures: 0, updated_at: nowIso })
      .where('firm_key', '=', firmKey)
      .where('username_key', '=', usernameKey)
      .execute();
  }

  /** Lifts a lock and its count now (an unlock link); the lock level stays and decays with time. */
  async liftLock(firmKey: string, usernameKey: string, nowIso: string): Promise<void> {
    await this.db
      .updateTable('login_throttle')
      .set({ failures: 0, locked_until: null, updated_at: nowIso })
      .where('firm_key', '=', firmKey)
      .where('username_key', '=', usernameKey)
      .execute();
  }

  /**
   * Deletes the rows quiet since `quietSinceIso` whose lock (if any) is over: they count nothing any more
   * (take starts them again), and some hold a user's id with a source address. The count removed.
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
