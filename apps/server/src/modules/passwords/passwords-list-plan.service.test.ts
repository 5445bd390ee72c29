import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Compilable, Insertable } from 'kysely';
import { testDialects } from '../../test/databases.js';
import { buildClient, buildFirm } from '../../test/factories.js';
import { createServiceContext, type ServiceTestContext } from '../../test/service-context.js';
import { analyzeAfterBulkInsert, queryPlan } from '../../test/query-plans.js';
import { INSERT_CHUNK, chunks, paged } from '../../db/rows.js';
import type { PasswordsItemsTable } from '../../db/tables/vault.table.js';
import { currentSubscription, currentSubscriptionQuery } from '../subscriptions/subscriptions.repository.js';
import type { PasswordsOwner } from './passwords.policy.js';
import {
  PasswordsRepository,
  countByFolderQuery,
  listedItemsQuery,
  listedSummariesQuery,
  ownedItems,
  summaryPageQuery,
} from './passwords.repository.js';

const ENTRIES = 2_000;

/**
 * A vault of 2,000 entries that all carry one time, as an import leaves them (and another client's 2,000):
 * a page of the list, and the summaries at unlock, walk migration 0019's index in the list's order
 * instead of sorting the vault.
 */
describe.each(testDialects())('the Password Guru list walks its index on %s', (dialect) => {
  let t: ServiceTestContext;
  let owner: PasswordsOwner;
  let ids: string[];

  beforeAll(async () => {
    t = await createServiceContext(dialect);
    const db = t.ctx.db;
    const firm = await buildFirm(db);
    const client = await buildClient(db, firm);
    const other = await buildClient(db, firm);
    owner = { userId: client.id, firmId: firm.id };
    const at = '2026-01-05T10:00:00.000Z';
    const rows: Array<Insertable<PasswordsItemsTable>> = Array.from({ length: ENTRIES * 2 }, (_, j) => ({
      id: crypto.randomUUID(),
      owner_user_id: j < ENTRIES ? client.id : other.id,
      firm_id: firm.id,
      folder_id: null,
      summary: `v1.aaaaaaaaaaaaaaaa.summary${j}`,
      secret: `v1.aaaaaaaaaaaaaaaa.secret${j}`,
      created_at: at,
      updated_at: at,
    }));
    for (const part of chunks(rows, INSERT_CHUNK / 4))
      await db.kysely.insertInto('vault_items').values(part).execute();
    // Two later edits: they lead the list, the newest first.
    ids = rows
      .slice(0, ENTRIES)
      .map((r) => r.id!)
      .sort();
    const [first, second] = [ids[ENTRIES - 1]!, ids[ENTRIES - 2]!];
    await db.kysely
      .updateTable('vault_items')
      .set({ updated_at: '2026-02-01T00:00:00.000Z' })
      .where('id', '=', second)
      .execute();
    await db.kysely
      .updateTable('vault_items')
      .set({ updated_at: '2026-03-01T00:00:00.000Z' })
      .where('id', '=', first)
      .execute();
    ids = [first, second, ...ids.slice(0, ENTRIES - 2)];
    await analyzeAfterBulkInsert(db, 'vault_items');
  }, 60_000);
  afterAll(() => t.close());

  const plan = (query: Compilable) => queryPlan(t.ctx.db, query);

  // SQLite's plans only: PostgreSQL chooses by cost, and at this size may read the owner's rows by another
  // index and keep the top of them (a top-N sort), a fair plan there.
  if (dialect === 'sqlite')
    it('reads a page, deep or not, and the summaries, along the index without sorting the vault', async () => {
      const db = t.ctx.db.kysely;
      const queries: Compilable[] = [
        paged(listedItemsQuery(db, owner), { offset: 0, limit: 50 }),
        paged(listedItemsQuery(db, owner), { offset: 1_500, limit: 50 }),
        listedSummariesQuery(db, owner),
      ];
      for (const query of queries) {
        const text = await plan(query);
        expect(text, text).toMatch(/vault_items_owner_list/);
        expect(text, text).not.toMatch(/TEMP B-TREE/);
      }
      // The vault's count (beside every page) reads an index alone (migration 0044's, whose key is the owner's).
      const count = await plan(ownedItems(db, owner).select((eb) => eb.fn.countAll().as('n')));
      expect(count, count).toMatch(/COVERING INDEX vault_items_owner_(list|ids)/);
    });

  if (dialect === 'sqlite')
    it('streams the summaries in id order and counts each folder along migration 0044 indexes, without a sort', async () => {
      const db = t.ctx.db.kysely;
      const after = ids[ENTRIES / 2]!;
      for (const [query, index] of [
        [summaryPageQuery(db, owner, { limit: 5_000, after: null }), 'vault_items_owner_ids'],
        [summaryPageQuery(db, owner, { limit: 5_000, after }), 'vault_items_owner_ids'],
        [summaryPageQuery(db, owner, { limit: 5_000, after, folder: null }), 'vault_items_owner_folders'],
        [countByFolderQuery(db, owner), 'vault_items_owner_folders'],
      ] as const) {
        const text = await plan(query);
        expect(text, text).toMatch(new RegExp(index));
        expect(text, text).not.toMatch(/TEMP B-TREE/);
      }
      expect(await plan(countByFolderQuery(db, owner))).toMatch(/COVERING INDEX/);
    });

  it('pages the summaries in id order to the last and counts them by folder', async () => {
    const repo = new PasswordsRepository(t.ctx.db.kysely);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await repo.listSummaryPage(owner, { limit: 700, after });
      seen.push(...page.map((row) => row.id));
      if (page.length < 700) break;
      after = page.at(-1)!.id;
    }
    expect(seen).toEqual([...ids].sort());
    expect(await repo.countByFolder(owner)).toEqual([{ folderId: null, count: ENTRIES }]);
  });

  it("lists newest first, ties by id, page after page, and counts the owner's entries only", async () => {
    const repo = new PasswordsRepository(t.ctx.db.kysely);
    expect(await repo.countItems(owner)).toBe(ENTRIES);
    const pages: string[] = [];
    for (let offset = 0; offset < ENTRIES; offset += 300)
      pages.push(...(await repo.listItems(owner, { offset, limit: 300 })).map((r) => r.id));
    expect(pages).toEqual(ids);
    expect((await repo.listSummaries(owner)).map((r) => r.id)).toEqual(ids);
  });

  it('finds the current subscription on an index, without a sort', async () => {
    const text = await plan(currentSubscriptionQuery(t.ctx.db.kysely, owner.firmId));
    if (dialect === 'sqlite') {
      expect(text, text).toMatch(/subscriptions_firm_current/);
      expect(text, text).not.toMatch(/TEMP B-TREE/);
    } else {
      expect(text, text).toMatch(/"Relation Name":"subscriptions"/);
    }
    expect(await currentSubscription(t.ctx.db.kysely, owner.firmId)).toBeDefined();
  });
});
