import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * Scheduled jobs take a lease row before they run (jobs/job-lease.ts), so that of several instances
 * sharing one database only one runs a job in each period. `expires_at` is an ISO timestamp: a lease
 * whose time has passed may be taken by anyone (an instance that died mid-run holds it no longer).
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}
