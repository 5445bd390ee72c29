import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Compilable } from 'kysely';
import { testDialects } from '../../test/databases.js';
import { buildAdvisor, buildClient, buildFirm } from '../../test/factories.js';
import { createServiceContext, type ServiceTestContext } from '../../test/service-context.js';
import { queryPlan } from '../../test/query-plans.js';
import { INSERT_CHUNK, chunks } from '../../db/rows.js';

const ROWS = 3_000;

/**
 * 3,000 requests and 6,000 activity lines (half private) of a firm: the requests list and the inbox read a
 * page, a deep one too (by keyset), along migration 0038's indexes, never sorting the firm's rows.
 */
describe.each(testDialects())('requests and the inbox walk their indexes on %s', (dialect) => {
  let t: ServiceTestContext;
  let firmId: string;
  let clientId: string;
  const middle = {
    createdAt: new Date(Date.UTC(2025, 0, 1) + (ROWS / 2) * 60_000).toISOString(),
    id: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
  };

  beforeAll(async () => {
    t = await createServiceContext(dialect);
    const db = t.ctx.db;
    const firm = await buildFirm(db);
    firmId = firm.id;
    const client = await buildClient(db, firm);
    const other = await buildClient(db, firm);
    const advisor = await buildAdvisor(db, firm);
    clientId = client.id;
    const at = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
    const requests = Array.from({ length: ROWS }, (_, i) => ({
      id: crypto.randomUUID(),
      firm_id: firm.id,
      client_id: i % 2 === 0 ? client.id : other.id,
      title: `Request ${i}`,
      note: '',
      due_date: '2025-06-01',
      state: (['open', 'completed', 'cancelled'] as const)[i % 3]!,
      created_by: advisor.id,
      created_at: at(i),
      closed_at: null,
      next_reminder_at: null,
      reminders_after_due: 0,
    }));
    for (const part of chunks(requests, INSERT_CHUNK / 5))
      await db.kysely.insertInto('document_requests').values(part).execute();
    const activity = Array.from({ length: ROWS * 2 }, (_, i) => ({
      id: crypto.randomUUID(),
      firm_id: firm.id,
      client_id: i % 2 === 0 ? client.id : other.id,
      area: i % 4 < 2 ? ('shared' as const) : ('private' as const),
      item_type: 'file' as const,
      item_id: crypto.randomUUID(),
      item_name: `File ${i}.pdf`,
      action: (['upload', 'download', 'rename'] as const)[i % 3]!,
      actor_id: client.id,
      actor_first_name: 'C',
      actor_last_name: 'C',
      actor_email: 'c@example.com',
      detail: '',
      ip: null,
      created_at: at(i),
    }));
    for (const part of chunks(activity, INSERT_CHUNK / 5))
      await db.kysely.insertInto('document_activity').values(part).execute();
    await (db.dialect === 'sqlite' ? sql`analyze` : sql`analyze`).execute(db.kysely);
  }, 60_000);
  afterAll(() => t.close());

  const plan = (query: Compilable) => queryPlan(t.ctx.db, query);
  /** A sort of the rows read: SQLite's temporary b-tree, PostgreSQL's Sort node over the table. */
  const sorts = (text: string) => /TEMP B-TREE FOR ORDER BY|"Node Type":"Sort"/.test(text);

  it('pages the requests along their indexes, all of the firm, one state, one client, deep by keyset', async () => {
    const repo = t.ctx.repos.documentRequests;
    const cases: Array<[Compilable, RegExp]> = [
      [repo.listQuery({ firmId, limit: 26 }), /document_requests_firm_list/],
      [repo.listQuery({ firmId, state: 'open', limit: 26 }), /document_requests_firm_state_list/],
      [repo.listQuery({ firmId, clientId, limit: 26 }), /document_requests_client_list/],
      [repo.listQuery({ firmId, after: middle, limit: 26 }), /document_requests_firm_list/],
    ];
    for (const [query, index] of cases) {
      const text = await plan(query);
      expect(text).toMatch(index);
      expect(sorts(text), text).toBe(false);
    }
  });

  it('pages the inbox along the activity indexes, every action, one action, one client, deep by keyset', async () => {
    const inbox = t.ctx.repos.documentInbox;
    const all = ['upload', 'download', 'request_completed'] as const;
    const cases: Array<[Compilable, RegExp]> = [
      [inbox.listQuery({ firmId, actions: all, limit: 26 }), /document_activity_firm_(inbox|action)/],
      [inbox.listQuery({ firmId, actions: ['download'], limit: 26 }), /document_activity_firm_action/],
      [inbox.listQuery({ firmId, actions: all, clientId, limit: 26 }), /document_activity_client_inbox/],
      [
        inbox.listQuery({ firmId, actions: all, after: middle, limit: 26 }),
        /document_activity_firm_(inbox|action)/,
      ],
    ];
    for (const [query, index] of cases) {
      const text = await plan(query);
      expect(text).toMatch(index);
      expect(sorts(text), text).toBe(false);
    }
  });
});
