import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * Invite e-mail addresses are kept lower-cased (they kept the case typed). The invites' addresses and
 * those of the Pending rows invites made are lowered; no unique constraint holds `email` (the firm's
 * unique key is `email_key`, lower-cased already), so no two rows can clash.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await sql`UPDATE invites SET email = lower(email) WHERE email <> lower(email)`.execute(db);
  await sql`UPDATE users SET email = lower(email) WHERE status = 'pending' AND email <> lower(email)`.execute(
    db,
  );
}
