import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * Unlinkable sign-in names (ADR 0022): the e-mail gets its own credential beside the username's
 * (`kdf_salt`, `auth_hash`, `protected_user_key`): its salt, the argon2id verifier of its authKey and
 * the user key wrapped under its wrapKey. Rows made before have none (null): an e-mail sign-in falls
 * back to the username's credential until the next password is set. A session remembers which name
 * signed it in (`login_name`; null = the username), so the PIN step returns that name's wrapped key.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_kdf_salt', 'text').execute();
  await db.schema.alterTable('users').addColumn('email_auth_hash', 'text').execute();
  await db.schema.alterTable('users').addColumn('email_protected_user_key', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('login_name', 'text').execute();
}
