import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

export function isPostgresUrl(url: string | null): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/** Opens SQLite (WAL, synchronous FULL, foreign keys, busy timeout) or PostgreSQL. */
/** The folder of the database (the data folder): created, or narrowed, to the server's own user (0700). */
function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

export function openDatabase(opts: { databaseUrl: string | null; sqlitePath: string }): Db {
  if (isPostgresUrl(opts.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  if (opts.sqlitePath !== ':memory:') makePrivateDir(path.dirname(opts.sqlitePath));
  const sqlite = new SqliteDatabase(opts.sqlitePath);
  // Readable by the server's own user only (SQLite gives its -wal and -shm files the database file's mode).
  if (opts.sqlitePath !== ':memory:') fs.chmodSync(opts.sqlitePath, 0o600);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}
