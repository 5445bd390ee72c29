import { sql } from 'kysely';
import type { Db } from './database.js';

/** One round trip to the database (the readiness check, modules/health). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db.kysely);
}
