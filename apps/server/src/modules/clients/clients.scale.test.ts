import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { clientApiPaths } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { createFirm, createTestApp, createTestUser, type TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/http-client.js';
import { asApp, insertClients, signInStaff, type ClientSpec } from './clients.fixtures.js';

const CLIENTS = 10_000;
const list = clientApiPaths.clientList;

/**
 * A firm with 10,000 clients: every list, search and sort answers right, and the queries use the
 * indexes. How fast they are is measured by bench/clients.ts, not asserted here.
 */
describe.each(testDialects())('client list at scale on %s', (dialect) => {
  let t: TestApp;
  let advisor: TestClient;
  let firmId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    firmId = await createFirm(t.app, 'big', 'Big Advisors');
    const small = await createFirm(t.app, 'small', 'Small Advisors');
    const alex = await createTestUser(t.app, { firmId, username: 'alex', role: 'advisor' });
    const specs: ClientSpec[] = Array.from({ length: CLIENTS }, (_, i) => ({
      first: `First${String(i).padStart(5, '0')}`,
      last: i % 97 === 0 ? 'Needle' : `Last${(i * 7919) % CLIENTS}`,
      status: i % 50 === 0 ? 'disabled' : 'active',
      createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
      lastLoginAt: i % 3 === 0 ? null : new Date(Date.UTC(2025, 0, 1) + ((i * 31) % CLIENTS) * 60_000).toISOString(),
    }));
    await insertClients(t.app, firmId, specs);
    await insertClients(t.app, small, specs.slice(0, 500));
    await sql`analyze`.execute(t.app.guru.db.kysely);
    advisor = await signInStaff(t.app, alex, 'big.localhost');
  }, 120_000);
  afterAll(() => t.close());

  it('pages, sorts and searches 10,000 clients', async () => {
    const cases: Array<[string, (data: { total: number; results: Array<{ fullName: string }> }) => void]> = [
      [list, (d) => expect(d.total).toBe(CLIENTS - CLIENTS / 50)],
      [`${list}?orderBy=name&limit=30`, (d) => expect(d.results[0]!.fullName).toBe('First00001 Last7919')],
      [`${list}?orderBy=-name&offset=5000&limit=30`, (d) => expect(d.results).toHaveLength(30)],
      [`${list}?orderBy=email&limit=30`, (d) => expect(d.results).toHaveLength(30)],
      [`${list}?orderBy=-lastLogged&limit=30`, (d) => expect(d.results).toHaveLength(30)],
      [`${list}?orderBy=status&limit=30`, (d) => expect(d.results).toHaveLength(30)],
      [`${list}?q=needle&limit=30`, (d) => expect(d.total).toBe(Math.ceil(CLIENTS / 97) - 3)],
      [`${list}?q=first0999&limit=30`, (d) => expect(d.total).toBe(10)],
      [`${list}?isDisabled=true&limit=30`, (d) => expect(d.total).toBe(CLIENTS / 50)],
    ];
    for (const [url, check] of cases) {
      const res = await advisor.get(url, asApp());
      expect(res.statusCode, url).toBe(200);
      check(res.json().data);
    }
    const all = await advisor.get(`${list}?limit=-1`, asApp());
    expect(all.json().data.results).toHaveLength(CLIENTS - CLIENTS / 50);
  });

  it('walks the indexes instead of scanning the users table', async () => {
    const db = t.app.guru.db.kysely;
    const byName = sql`select id from users where firm_id = ${firmId} and role_id = 3 and status <> 'disabled' order by lower(first_name || ' ' || last_name) limit 30`;
    const byCreated = sql`select id from users where firm_id = ${firmId} and role_id = 3 and status <> 'disabled' order by created_at desc limit 30`;
    for (const [query, index] of [
      [byName, 'users_firm_role_name'],
      [byCreated, 'users_firm_role_created'],
    ] as const) {
      const plan = await sql<Record<string, unknown>>`explain ${query}`.execute(db);
      if (dialect === 'sqlite') {
        const rows = await sql<{ detail: string }>`explain query plan ${query}`.execute(db);
        expect(rows.rows.map((r) => r.detail).join('\n')).toContain(index);
      } else {
        expect(JSON.stringify(plan.rows)).toContain(index);
      }
    }
  });
});
