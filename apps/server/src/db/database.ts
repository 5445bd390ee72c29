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

/** The folder of the database (the data folder): created, or narrowed, to the server's own user (0700). */
function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/**
 * Opens SQLite (WAL, synchronous NORMAL, foreign keys, busy timeout, prepared statements kept) or
 * PostgreSQL. SQLite in WAL mode with synchronous NORMAL syncs at checkpoints rather than at every
 * commit: a commit survives a crash of the process (it is in the WAL file), a power cut may lose the
 * last commits but never corrupts the database. better-sqlite3 runs on the event loop, so an fsync per
 * commit (FULL) stalled every request in flight for the length of a disk flush (ADR 0023).
 */
export function openDatabase(opts: {
  databaseUrl: string | null;
  sqlitePath: string;
  /** An in-memory SQLite database opened from this serialized image instead of `sqlitePath` (tests). */
  sqliteImage?: Buffer;
}): Db {
  if (isPostgresUrl(opts.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, Client: NamedStatementClient });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  if (opts.sqliteImage) return sqliteDb(new SqliteDatabase(opts.sqliteImage));
  if (opts.sqlitePath !== ':memory:') makePrivateDir(path.dirname(opts.sqlitePath));
  const sqlite = new SqliteDatabase(opts.sqlitePath);
  // Readable by the server's own user only (SQLite gives its -wal and -shm files the database file's mode).
  if (opts.sqlitePath !== ':memory:') fs.chmodSync(opts.sqlitePath, 0o600);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  return sqliteDb(sqlite);
}

function sqliteDb(sqlite: SqliteDatabase.Database): Db {
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite database as Kysely uses it, with its prepared statements kept by SQL text: the same
 * query (a session's lookup, a list's page) is compiled by SQLite once, not at every request. A
 * statement still iterating (a streamed query) is not shared: a fresh one is prepared beside it.
 * SQLite re-prepares a kept statement by itself when the schema changes.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      const kept = statements.get(sql);
      if (kept && !kept.busy) return kept;
      const statement = sqlite.prepare(sql);
      if (!kept) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value ?? '');
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

const NAMED_STATEMENTS = 500;
const NAMED_STATEMENT_MAX_PARAMETERS = 32;
/** The statement name of each SQL text, by text: the same on every connection of the process. */
const statementNames = new Map<string, string>();

function statementName(text: string, parameters: number): string | undefined {
  if (parameters === 0 || parameters > NAMED_STATEMENT_MAX_PARAMETERS) return undefined;
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < NAMED_STATEMENTS) {
    name = `guru_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A PostgreSQL connection whose queries are named (server-prepared) statements: each SQL text is parsed
 * and planned once per connection, then run with new values (bind and execute), where an unnamed query
 * is parsed and planned again at every call. Only the first 500 texts of the process are named, and
 * only those of at most 32 values (not the long IN lists of a bulk call, whose texts vary with their
 * length): a connection keeps a bounded set. The schema changes only in migrations, before any call.
 */
class NamedStatementClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && args.length === 2) {
      const name = statementName(text, values.length);
      if (name) return super.query({ name, text, values }) as never;
    }
    return (super.query as (...a: unknown[]) => unknown)(...args) as never;
  }
}
