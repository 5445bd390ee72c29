import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { UsersTable } from '../../db/tables/users.table.js';
import * as m0001 from '../../db/migrations/0001_initial.js';
import * as m0002 from '../../db/migrations/0002_vault.js';
import * as m0003 from '../../db/migrations/0003_clients.js';
import * as m0004 from '../../db/migrations/0004_code_sends.js';
import * as m0005 from '../../db/migrations/0005_advisor_senders.js';
import { testDialects, createTestDb, type TestDb } from '../../test/databases.js';

function person(
  firmId: string,
  name: string,
  roleId: number,
  status: UsersTable['status'] = 'active',
): Insertable<UsersTable> {
  const id = crypto.randomUUID();
  return {
    id,
    firm_id: firmId,
    role_id: roleId,
    scope: roleId === 6 ? 'admin' : 'client',
    username: name,
    username_key: name,
    email: `${name}@example.com`,
    email_key: `${name}@example.com`,
    first_name: name,
    last_name: 'Test',
    phone_number: '+12025550100',
    recover_phone_number: null,
    kdf_salt: 'c2FsdA==',
    kdf_params: '{}',
    auth_hash: '!',
    pin_hash: null,
    totp_secret: null,
    totp_enrolled: 0,
    totp_last_step: null,
    status,
    pin_time_minutes: 5,
    logout_time_minutes: 15,
    protected_user_key: null,
    recovery_user_key: null,
    owner_user_id: null,
    enable_notification: 1,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    last_login_at: null,
  };
}

const verification = (firmId: string, email: string, by: string, usedAt: string | null) => ({
  id: crypto.randomUUID(),
  firm_id: firmId,
  email,
  token_hash: crypto.randomUUID(),
  requested_by: by,
  expires_at: '2030-01-01T00:00:00.000Z',
  used_at: usedAt,
  created_at: '2025-01-01T00:00:00.000Z',
});

describe.each(testDialects())('migration 0005 on %s', (dialect) => {
  let test: TestDb | undefined;
  afterEach(async () => {
    await test?.drop();
    test = undefined;
  });

  it("gives the firm's verified sender to the advisor who verified it, and keys account requests by app", async () => {
    test = await createTestDb(dialect);
    const db: Kysely<Database> = test.db.kysely;
    for (const m of [m0001, m0002, m0003, m0004]) await m.up(db as Kysely<unknown>, { dialect });
    const firmId = crypto.randomUUID();
    await db
      .insertInto('firms')
      .values({
        id: firmId,
        name: 'Demo',
        subdomain: 'demo',
        logo_png: null,
        sender_email: 'Alex@Demo.example',
        sender_verified: 1,
        created_at: '2025-01-01',
      })
      .execute();
    const alex = person(firmId, 'alex', 6);
    const ada = person(firmId, 'ada', 6);
    const rita = person(firmId, 'rita', 3, 'requested');
    await db.insertInto('users').values([alex, ada, rita]).execute();
    await db
      .insertInto('sender_verifications')
      .values([
        verification(firmId, 'alex@demo.example', alex.id, '2025-01-02T00:00:00.000Z'),
        verification(firmId, 'ALEX@demo.example', alex.id, '2025-01-03T00:00:00.000Z'),
        verification(firmId, 'ada@elsewhere.example', ada.id, '2025-01-04T00:00:00.000Z'),
        verification(firmId, 'alex@demo.example', ada.id, null),
      ])
      .execute();
    await db
      .insertInto('account_requests')
      .values({
        user_id: rita.id,
        firm_id: firmId,
        app_type: 'passwordguru',
        relationship: 'x',
        created_at: '2025-01-01',
      })
      .execute();

    await m0005.up(db as Kysely<unknown>, { dialect });

    const senders = await db.selectFrom('advisor_senders').selectAll().execute();
    expect(senders).toEqual([
      {
        user_id: alex.id,
        firm_id: firmId,
        email: 'Alex@Demo.example',
        verified_at: '2025-01-03T00:00:00.000Z',
      },
    ]);
    expect(await db.selectFrom('account_requests').select(['user_id', 'app_type']).execute()).toEqual([
      { user_id: rita.id, app_type: 'passwordguru' },
    ]);
    const more = { user_id: rita.id, firm_id: firmId, relationship: 'x', created_at: '2025-01-05' };
    await db
      .insertInto('account_requests')
      .values({ ...more, app_type: 'documentvault' })
      .execute();
    await expect(
      db
        .insertInto('account_requests')
        .values({ ...more, app_type: 'passwordguru' })
        .execute(),
    ).rejects.toThrow();
    await db.deleteFrom('users').where('id', '=', rita.id).execute();
    expect(await db.selectFrom('account_requests').select('user_id').execute()).toEqual([]);
  });
});
