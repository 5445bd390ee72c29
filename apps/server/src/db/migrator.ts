import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Db, Dialect } from './database.js';
import * as m0001 from './migrations/0001_initial.js';
import * as m0002 from './migrations/0002_vault.js';
import * as m0003 from './migrations/0003_clients.js';
import * as m0004 from './migrations/0004_code_sends.js';
import * as m0005 from './migrations/0005_advisor_senders.js';
import * as m0006 from './migrations/0006_documents.js';
import * as m0007 from './migrations/0007_job_leases.js';
import * as m0008 from './migrations/0008_shared_invites.js';
import * as m0009 from './migrations/0009_subscriptions.js';
import * as m0010 from './migrations/0010_newsletter_contact.js';
import * as m0011 from './migrations/0011_documents_list_indexes.js';
import * as m0012 from './migrations/0012_recovery.js';
import * as m0013 from './migrations/0013_pin_reset.js';
import * as m0014 from './migrations/0014_account_settings.js';
import * as m0015 from './migrations/0015_emergency.js';
import * as m0016 from './migrations/0016_email_credentials.js';
import * as m0017 from './migrations/0017_account_unlocks.js';
import * as m0018 from './migrations/0018_documents_list_desc_indexes.js';
import * as m0019 from './migrations/0019_vault_list_indexes.js';
import * as m0020 from './migrations/0020_one_time_codes.js';
import * as m0021 from './migrations/0021_outgoing_messages.js';
import * as m0022 from './migrations/0022_invitation_sends.js';
import * as m0024 from './migrations/0024_invite_emails_lower_case.js';
import * as m0030 from './migrations/0030_vault_trash.js';
import * as m0033 from './migrations/0033_passkeys.js';
import * as m0034 from './migrations/0034_passkey_challenges.js';
import * as m0035 from './migrations/0035_firm_requires_passkeys.js';
import * as m0036 from './migrations/0036_document_versions.js';
import * as m0038 from './migrations/0038_document_requests.js';
import * as m0039 from './migrations/0039_document_links.js';
import * as m0040 from './migrations/0040_audit_trail.js';
import * as m0041 from './migrations/0041_retention_and_legal_holds.js';
import * as m0042 from './migrations/0042_access_review.js';
import * as m0043 from './migrations/0043_incident_notices.js';
import * as m0044 from './migrations/0044_vault_stream_indexes.js';

export interface MigrationContext {
  dialect: Dialect;
}

interface DialectMigration {
  up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void>;
}

/** Every migration, in order. One list serves both dialects. */
const migrations: Record<string, DialectMigration> = {
  '0001_initial': m0001,
  '0002_vault': m0002,
  '0003_clients': m0003,
  '0004_code_sends': m0004,
  '0005_advisor_senders': m0005,
  '0006_documents': m0006,
  '0007_job_leases': m0007,
  '0008_shared_invites': m0008,
  '0009_subscriptions': m0009,
  '0010_newsletter_contact': m0010,
  '0011_documents_list_indexes': m0011,
  '0012_recovery': m0012,
  '0013_pin_reset': m0013,
  '0014_account_settings': m0014,
  '0015_emergency': m0015,
  '0016_email_credentials': m0016,
  '0017_account_unlocks': m0017,
  '0018_documents_list_desc_indexes': m0018,
  '0019_vault_list_indexes': m0019,
  '0020_one_time_codes': m0020,
  '0021_outgoing_messages': m0021,
  '0022_invitation_sends': m0022,
  '0024_invite_emails_lower_case': m0024,
  '0030_vault_trash': m0030,
  '0033_passkeys': m0033,
  '0034_passkey_challenges': m0034,
  '0035_firm_requires_passkeys': m0035,
  '0036_document_versions': m0036,
  '0038_document_requests': m0038,
  '0039_document_links': m0039,
  '0040_audit_trail': m0040,
  '0041_retention_and_legal_holds': m0041,
  '0042_access_review': m0042,
  '0043_incident_notices': m0043,
  '0044_vault_stream_indexes': m0044,
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly ctx: MigrationContext) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, m] of Object.entries(migrations)) {
      out[name] = { up: (db) => m.up(db as Kysely<unknown>, this.ctx) };
    }
    return out;
  }
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db: db.kysely, provider: new StaticProvider({ dialect: db.dialect }) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
