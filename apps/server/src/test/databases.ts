import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { openDatabase, type Db, type Dialect } from '../db/database.js';
import { migrateToLatest } from '../db/migrator.js';
import type { Database } from '../db/schema.js';

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
  return createPostgresDb(null);
}

/**
 * A fresh database of the dialect with every migration applied, as `migrateToLatest` leaves it. Migrating is
 * the dearest part of a test's setup (about 40 migrations; seconds on a busy PostgreSQL), so it is done once per
 * set of migrations: PostgreSQL copies a migrated template database (CREATE DATABASE … TEMPLATE), SQLite opens
 * an in-memory copy of a migrated image. The app's own start still runs `migrateToLatest`, which finds nothing
 * left to do.
 */
export async function createMigratedTestDb(dialect: Dialect): Promise<TestDb> {
  if (dialect === 'postgres') return createPostgresDb(await postgresTemplate());
  const db = openDatabase({ databaseUrl: null, sqlitePath: ':memory:', sqliteImage: await sqliteImage() });
  return { db, url: null, drop: () => db.close() };
}

async function createPostgresDb(template: string | null): Promise<TestDb> {
  const baseUrl = postgresBaseUrl();
  const name = `guru_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = databaseUrl(name);
  const db = openDatabase({ databaseUrl: url, sqlitePath: '' });
  return { db, url, drop: () => dropPostgresDb(db, name) };
}

function postgresBaseUrl(): string {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  return baseUrl;
}

function databaseUrl(name: string): string {
  const url = new URL(postgresBaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropPostgresDb(db: Db, name: string): Promise<void> {
  await db.close();
  const c = new pg.Client({ connectionString: postgresBaseUrl() });
  await c.connect();
  await waitForDisconnects(c, name);
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.end();
}

/** The migrations as they are now (names and contents): a template made from other ones is not used. */
function migrationsFingerprint(): string {
  const dbDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'db');
  const hash = crypto.createHash('sha256');
  const migrationsDir = path.join(dbDir, 'migrations');
  for (const file of fs.readdirSync(migrationsDir).sort()) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(migrationsDir, file)));
  }
  hash.update(fs.readFileSync(path.join(dbDir, 'migrator.ts')));
  return hash.digest('hex').slice(0, 16);
}

let templateName: Promise<string> | null = null;

/**
 * The migrated template of this set of migrations, made once on the server by whichever test process gets there
 * first (an advisory lock orders the processes), built under another name and renamed when complete.
 */
function postgresTemplate(): Promise<string> {
  templateName ??= (async () => {
    const name = `guru_template_${migrationsFingerprint()}`;
    const admin = new pg.Client({ connectionString: postgresBaseUrl() });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock(hashtext($1))', ['guru_test_template']);
      const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rows.length === 0) {
        const building = `${name}_${crypto.randomBytes(4).toString('hex')}`;
        await admin.query(`CREATE DATABASE ${building}`);
        const db = openDatabase({ databaseUrl: databaseUrl(building), sqlitePath: '' });
        await migrateToLatest(db);
        await db.close();
        await waitForDisconnects(admin, building);
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        await dropOtherTemplates(admin, name);
      }
      return name;
    } finally {
      await admin
        .query('SELECT pg_advisory_unlock(hashtext($1))', ['guru_test_template'])
        .catch(() => undefined);
      await admin.end();
    }
  })();
  return templateName;
}

/** Templates of earlier migrations are of no use any more (one still being copied from stays). */
async function dropOtherTemplates(admin: pg.Client, kept: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'guru\\_template\\_%' AND datname <> $1",
    [kept],
  );
  for (const { datname } of rows)
    await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
}

let migratedImage: Promise<Buffer> | null = null;

/** A migrated SQLite database, serialized once per test process. */
function sqliteImage(): Promise<Buffer> {
  migratedImage ??= (async () => {
    const sqlite = new SqliteDatabase(':memory:');
    sqlite.pragma('foreign_keys = ON');
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    await migrateToLatest({ kysely, dialect: 'sqlite', close: () => kysely.destroy() });
    const image = sqlite.serialize();
    await kysely.destroy();
    return image;
  })();
  return migratedImage;
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
