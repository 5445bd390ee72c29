import crypto from 'node:crypto';
import os from 'node:os';
import type { DbHandle } from '../db/transaction.js';

/** This process, as a lease holder: host, process id and a random part (two apps in one process differ). */
export function newHolderId(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
}

/**
 * A job's lease in `job_leases` (migration 0007): a holder takes it until a time, and nobody else can
 * take it before then. Each step is one conditional statement, atomic on both dialects, so of several
 * instances racing for a lease exactly one wins:
 * - the first time, an INSERT that does nothing when the row already exists;
 * - afterwards, an UPDATE that only matches once the lease has expired: not even its holder takes it
 *   again before then, so a job holding it for one period runs once in that period.
 */
export async function acquireLease(
  db: DbHandle,
  name: string,
  holder: string,
  now: Date,
  until: Date,
): Promise<boolean> {
  const expiresAt = until.toISOString();
  const inserted = await db
    .insertInto('job_leases')
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const updated = await db
    .updateTable('job_leases')
    .set({ holder, expires_at: expiresAt })
    .where('name', '=', name)
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Gives the lease up at once (when a job wants the next run to be free to start before the period ends). */
export async function releaseLease(db: DbHandle, name: string, holder: string, now: Date): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({ expires_at: now.toISOString() })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}
