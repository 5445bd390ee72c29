import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db, type Dialect } from '../../apps/server/src/db/database.js';

/**
 * Fresh, empty databases for a benchmark, the way the integration tests make theirs
 * (apps/server/src/test/databases.ts), but SQLite is a file in a temporary folder (WAL, as the
 * server runs it) rather than in memory.
 *
 * PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local default below; a
 * uniquely named database is created next to the one named there and dropped afterwards.
 */
export const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

export function benchPostgresUrl(): string {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || defaultPostgresUrl;
}

/** host:port/database of a URL, without user or password (for printing). */
export function describePostgresUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'an unparsable URL';
  }
}

/** null when PostgreSQL answers at `url`, otherwise why not. */
export async function postgresUnreachable(url: string, timeoutMs = 3_000): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface BenchDatabase {
  db: Db;
  dialect: Dialect;
  /** Where it is, for printing (no credentials). */
  where: string;
  /** Closes the connections and removes the database (the folder, or DROP DATABASE). */
  drop(): Promise<void>;
}

export async function createBenchDatabase(
  dialect: Dialect,
  postgresUrl = benchPostgresUrl(),
): Promise<BenchDatabase> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-bench-db-'));
    const file = path.join(dir, 'guru.sqlite');
    const db = openDatabase({ databaseUrl: null, sqlitePath: file });
    return {
      db,
      dialect,
      where: 'a new SQLite file in a temporary folder',
      drop: async () => {
        await db.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `guru_bench_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ databaseUrl: url.toString(), sqlitePath: '' });
  return {
    db,
    dialect,
    where: `database ${name} at ${describePostgresUrl(postgresUrl).replace(/\/.*$/, '')}`,
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
