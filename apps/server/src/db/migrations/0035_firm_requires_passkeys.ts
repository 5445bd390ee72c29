import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/** A firm's advisor may require a passkey of every advisor and second user of the firm (ADR 0044). */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('firms')
    .addColumn('require_passkeys', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
