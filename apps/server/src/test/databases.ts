import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db, type Dialect } from '../db/database.js';

/**
 * The databases every integration test runs on: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set. REQUIRE_POSTGRES=1 turns a missing PostgreSQL into a failure.
 */
export function testDialects(): Dialect[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.REQUIRE_POSTGRES === '1') {
    throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set');
  }
  return url ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDb {
  db: Db;
  /** PostgreSQL's address of this database (another instance can open it); null for SQLite's in-memory one. */
  url: string | null;
  drop(): Promise<void>;
}

/** A fresh, empty database of the dialect; drop() removes it. */
export async function createTestDb(dialect: Dialect): Promise<TestDb> {
  if (dialect === 'sqlite') {
    const db = openDatabase({ databaseUrl: null, sqlitePath: ':memory:' });
    return { db, url: null, drop: () => db.close() };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `guru_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ databaseUrl: url.toString(), sqlitePath: '' });
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await waitForDisconnects(c, name);
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The pool's end() resolves before its connections have closed; dropping the database WITH (FORCE)
 * at that moment kills them, and the dying connection reports an unhandled error. Waits (briefly)
 * until the database has no connection left.
 */
async function waitForDisconnects(admin: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { rows } = await admin.query<{ n: string }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (Number(rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
