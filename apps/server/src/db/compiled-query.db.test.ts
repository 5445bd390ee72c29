import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDialects, type TestDb } from '../test/databases.js';
import { compiledQuery } from './compiled-query.js';
import { migrateToLatest } from './migrator.js';

const firmByName = compiledQuery<'name' | 'limit'>((db, param) =>
  db
    .selectFrom('firms')
    .select(['id', 'name'])
    .where('name', '=', param('name'))
    .where('subdomain', '<>', 'never-a-subdomain')
    .orderBy('id')
    .limit(param<number>('limit')),
);

describe.each(testDialects())('a query compiled once (%s)', (dialect) => {
  let test: TestDb;
  beforeAll(async () => {
    test = await createTestDb(dialect);
    await migrateToLatest(test.db);
    const at = new Date().toISOString();
    await test.db.kysely
      .insertInto('firms')
      .values(
        ['a', 'b', 'c'].map((s, i) => ({
          id: `firm-${s}`,
          name: i < 2 ? 'Twin Partners' : 'Solo Partners',
          subdomain: `firm-${s}`,
          created_at: at,
        })) as never,
      )
      .execute();
  });
  afterAll(() => test.drop());

  it("runs with each call's values, its constants kept, inside and outside a transaction", async () => {
    const { kysely } = test.db;
    const run = async (name: string, limit: number) =>
      (await kysely.executeQuery<{ id: string; name: string }>(firmByName(kysely, { name, limit }))).rows;
    expect((await run('Twin Partners', 5)).map((r) => r.id)).toEqual(['firm-a', 'firm-b']);
    expect((await run('Twin Partners', 1)).map((r) => r.id)).toEqual(['firm-a']);
    expect((await run('Solo Partners', 5)).map((r) => r.id)).toEqual(['firm-c']);
    expect(await run("x' or '1'='1", 5)).toEqual([]);
    const inside = await kysely
      .transaction()
      .execute(
        async (trx) => (await trx.executeQuery(firmByName(trx, { name: 'Solo Partners', limit: 5 }))).rows,
      );
    expect(inside).toEqual([{ id: 'firm-c', name: 'Solo Partners' }]);
  });

  it('refuses a value written into the SQL instead of bound', () => {
    const inlined = compiledQuery<'name'>((db, param) =>
      db
        .selectFrom('firms')
        .select('id')
        .where('name', '=', sql.lit(param('name'))),
    );
    expect(() => inlined(test.db.kysely, { name: 'Twin Partners' })).toThrow(/name is not a bound parameter/);
  });

  it('refuses a run without one of its values', () => {
    expect(() => firmByName(test.db.kysely, { name: 'Twin Partners' } as never)).toThrow(
      /no value for limit/,
    );
  });

  it('answers the same through many calls on every connection (PostgreSQL: named statements)', async () => {
    const { kysely } = test.db;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        kysely
          .selectFrom('firms')
          .select('id')
          .where('subdomain', '=', ['firm-a', 'firm-b', 'firm-c', 'none'][i % 4]!)
          .execute(),
      ),
    );
    expect(answers.map((rows) => rows.map((r) => r.id).join())).toEqual(
      Array.from({ length: 40 }, (_, i) => ['firm-a', 'firm-b', 'firm-c', ''][i % 4]),
    );
  });
});
