import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/** The recovery module's tables and columns. */
export async function up(_db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {}
