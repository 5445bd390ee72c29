import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { clientListQuery } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { buildAdvisor, buildClients, buildFirm, type UserOverrides } from '../../test/factories.js';
import { createServiceContext, type ServiceTestContext } from '../../test/service-context.js';
import type { AdvisorScope } from './clients.policy.js';
import { ClientsRepository } from './clients.repository.js';
import { ClientsService } from './clients.service.js';

const CLIENTS = 10_000;

/**
 * A firm with 10,000 clients: every list, search and sort answers right, and the queries use the
 * indexes. How fast they are is measured by bench/clients.ts, not asserted here.
 */
describe.each(testDialects())('client list at scale on %s', (dialect) => {
  let t: ServiceTestContext;
  let clients: ClientsService;
  let advisor: AdvisorScope;
  let firmId: string;
  /** The list as the route parses it from a query string. */
  const list = (query = '') =>
    clients.list(advisor, clientListQuery.parse(Object.fromEntries(new URLSearchParams(query))));

  beforeAll(async () => {
    t = await createServiceContext(dialect);
    const db = t.ctx.db;
    clients = new ClientsService(t.ctx, new ClientsRepository(db.kysely));
    const big = await buildFirm(db, { name: 'Big Advisors' });
    const small = await buildFirm(db, { name: 'Small Advisors' });
    firmId = big.id;
    const alex = await buildAdvisor(db, big);
    advisor = { firmId, advisorId: alex.id, role: 'advisor' };
    const specs: UserOverrides[] = Array.from({ length: CLIENTS }, (_, i) => ({
      first_name: `First${String(i).padStart(5, '0')}`,
      last_name: i % 97 === 0 ? 'Needle' : `Last${(i * 7919) % CLIENTS}`,
      status: i % 50 === 0 ? 'disabled' : 'active',
      created_at: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
      last_login_at:
        i % 3 === 0 ? null : new Date(Date.UTC(2025, 0, 1) + ((i * 31) % CLIENTS) * 60_000).toISOString(),
    }));
    await buildClients(db, big, specs);
    await buildClients(db, small, specs.slice(0, 500));
    await sql`analyze`.execute(db.kysely);
  }, 120_000);
  afterAll(() => t.close());

  it('pages, sorts and searches 10,000 clients', async () => {
    const cases: Array<[string, (data: { total: number; results: Array<{ fullName: string }> }) => void]> = [
      ['', (d) => expect(d.total).toBe(CLIENTS - CLIENTS / 50)],
      ['orderBy=name&limit=30', (d) => expect(d.results[0]!.fullName).toBe('First00001 Last7919')],
      ['orderBy=-name&offset=5000&limit=30', (d) => expect(d.results).toHaveLength(30)],
      ['orderBy=email&limit=30', (d) => expect(d.results).toHaveLength(30)],
      ['orderBy=-lastLogged&limit=30', (d) => expect(d.results).toHaveLength(30)],
      ['orderBy=status&limit=30', (d) => expect(d.results).toHaveLength(30)],
      ['q=needle&limit=30', (d) => expect(d.total).toBe(Math.ceil(CLIENTS / 97) - 3)],
      ['q=first0999&limit=30', (d) => expect(d.total).toBe(10)],
      ['isDisabled=true&limit=30', (d) => expect(d.total).toBe(CLIENTS / 50)],
    ];
    for (const [query, check] of cases) check(await list(query));
    const all = await list('limit=-1');
    expect(all.results).toHaveLength(CLIENTS - CLIENTS / 50);
  });

  it('walks the indexes instead of scanning the users table', async () => {
    const db = t.ctx.db.kysely;
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
