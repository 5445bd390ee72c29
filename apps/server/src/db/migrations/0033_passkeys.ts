import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrator.js';

/**
 * Passkeys (issue 26, ADR 0044): each person's WebAuthn credentials at their firm's address (the relying
 * party), with the signature counter, the name they gave it, its last use and, where the authenticator
 * has the PRF extension, the user key wrapped under a key derived from the PRF output (ciphertext made in
 * the browser; the PRF output never reaches the server). A session records the passkey that signed it in,
 * so that the PIN step returns that passkey's wrap.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('firm_id', 'text', (c) => c.notNull())
    .addColumn('rp_id', 'text', (c) => c.notNull())
    .addColumn('credential_id', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prf_supported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('prf_user_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema
    .createIndex('passkeys_credential')
    .on('passkeys')
    .columns(['firm_id', 'credential_id'])
    .unique()
    .execute();
  await db.schema.createIndex('passkeys_user').on('passkeys').columns(['user_id', 'created_at']).execute();

  await db.schema.alterTable('sessions').addColumn('passkey_id', 'text').execute();
}
