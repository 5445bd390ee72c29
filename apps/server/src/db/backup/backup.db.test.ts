import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { seedDemoData } from '../../demo/demo-data.js';
import { createTestDb, testDialects, type TestDb } from '../../test/databases.js';
import { createTestApp, createTestUser, type TestApp } from '../../test/test-app.js';
import type { Db } from '../database.js';
import { backupDatabase } from './backup.js';
import { RestoreError, restoreDatabase } from './restore.js';
import { planTables } from './table-order.js';

/** Every row of every table, in a form both dialects agree on (bytes as base64, numbers as text). */
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const { order } = await planTables(db);
  const out: Record<string, string[]> = {};
  for (const table of order) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db.kysely);
    out[table] = rows
      .map((row) =>
        JSON.stringify(
          Object.fromEntries(
            Object.entries(row)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [
                k,
                v instanceof Uint8Array
                  ? Buffer.from(v).toString('base64')
                  : typeof v === 'number' || typeof v === 'bigint'
                    ? String(v)
                    : v,
              ]),
          ),
        ),
      )
      .sort();
  }
  return out;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-backup-'));

describe.each(testDialects())('backup of a %s database', (source) => {
  let t: TestApp;
  let file: string;
  let expected: Record<string, string[]>;

  beforeAll(async () => {
    t = await createTestApp(source);
    await seedDemoData(t.app.guru);
    const firm = await t.app.guru.repos.firms.findBySubdomain('demo');
    const owner = await createTestUser(t.app, { firmId: firm!.id, username: 'owner' });
    const helper = await createTestUser(t.app, { firmId: firm!.id, username: 'helper' });
    await t.app.guru.repos.users.update(helper.id, { role_id: 4, owner_user_id: owner.id });
    await t.app.guru.db.kysely
      .updateTable('firms')
      .set({ logo_png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255]) })
      .execute();
    file = path.join(dir, `${source}.jsonl`);
    const header = await backupDatabase(t.app.guru.db, file);
    expect(header.counts.users).toBeGreaterThanOrEqual(5);
    expect(header.counts.vault_items).toBeGreaterThan(20);
    expected = await snapshot(t.app.guru.db);
  });
  afterAll(() => t.close());

  describe.each(testDialects())('restored into %s', (target) => {
    let restored: TestDb;
    beforeAll(async () => {
      restored = await createTestDb(target);
    });
    afterAll(() => restored.drop());

    it('holds every row of every table, bytes included', async () => {
      await restoreDatabase(restored.db, file);
      expect(await snapshot(restored.db)).toEqual(expected);
    });

    it('refuses to restore into a database that has data', async () => {
      await expect(restoreDatabase(restored.db, file)).rejects.toThrow(/not empty/);
    });
  });

  it('restores nothing from a cut-off file, and refuses a file that is not a backup', async () => {
    const target = await createTestDb(source);
    try {
      const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
      const cut = path.join(dir, `${source}-cut.jsonl`);
      fs.writeFileSync(cut, `${lines.slice(0, -3).join('\n')}\n`);
      await expect(restoreDatabase(target.db, cut)).rejects.toThrow(/incomplete/);
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from users`.execute(
        target.db.kysely,
      );
      expect(Number(rows[0]!.n)).toBe(0);

      const other = path.join(dir, 'other.jsonl');
      fs.writeFileSync(other, '{"hello":"world"}\n');
      await expect(restoreDatabase(target.db, other)).rejects.toBeInstanceOf(RestoreError);
    } finally {
      await target.drop();
    }
  });
});
