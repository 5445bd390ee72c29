import type { DbHandle } from '../db/transaction.js';

/**
 * Jobs' leases in `job_leases` (migration 0007): a holder takes one until a time, and nobody else can
 * take it before then. Each step is one conditional statement, atomic on both dialects, so of several
 * instances racing for a lease exactly one wins:
 * - the first time, an INSERT that does nothing when the row already exists;
 * - afterwards, an UPDATE that only matches once the lease has expired: not even its holder takes it
 *   again before then, so a job holding it for one period runs once in that period.
 */
export class JobLeasesRepository {
  constructor(private readonly db: DbHandle) {}

  /** Takes the lease of `name` for `holder` until `until`; false when another holds it at `now`. */
  async acquire(name: string, holder: string, now: Date, until: Date): Promise<boolean> {
    const expiresAt = until.toISOString();
    const inserted = await this.db
      .insertInto('job_leases')
      .values({ name, holder, expires_at: expiresAt })
      .onConflict((oc) => oc.column('name').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
    const updated = await this.db
      .updateTable('job_leases')
      .set({ holder, expires_at: expiresAt })
      .where('name', '=', name)
      .where('expires_at', '<=', now.toISOString())
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  /** Gives the lease up at once (when a job wants the next run to be free to start before the period ends). */
  async release(name: string, holder: string, now: Date): Promise<void> {
    await this.db
      .updateTable('job_leases')
      .set({ expires_at: now.toISOString() })
      .where('name', '=', name)
      .where('holder', '=', holder)
      .execute();
  }
}
