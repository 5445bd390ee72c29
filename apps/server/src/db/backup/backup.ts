import fs from 'node:fs';
import { once } from 'node:events';
import { sql } from 'kysely';
import type { Db } from '../database.js';
import { BACKUP_FORMAT, BACKUP_VERSION, encodeValue, type BackupHeader, type BackupRowLine } from './format.js';
import { orderSelfReferences, planTables } from './table-order.js';

/** Names of the migrations applied to the database. */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db.kysely);
  return rows.map((row) => row.name);
}

async function readTable(db: Db, table: string): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db.kysely);
  return rows;
}

/**
 * Writes every table to `file` (JSON lines, see format.ts) from one consistent read: a
 * transaction on PostgreSQL (repeatable read), a read transaction on SQLite.
 */
export async function backupDatabase(db: Db, file: string, now = new Date()): Promise<BackupHeader> {
  const plan = await planTables(db);
  const migrations = await appliedMigrations(db);
  const tables = await db.kysely.transaction().execute(async (trx) => {
    if (db.dialect === 'postgres') await sql`set transaction isolation level repeatable read`.execute(trx);
    const read: Array<[string, Record<string, unknown>[]]> = [];
    for (const table of plan.order) {
      const rows = await readTable({ ...db, kysely: trx }, table);
      read.push([table, orderSelfReferences(rows, plan.selfColumns.get(table) ?? [])]);
    }
    return read;
  });
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: now.toISOString(),
    dialect: db.dialect,
    migrations,
    counts: Object.fromEntries(tables.map(([table, rows]) => [table, rows.length])),
  };
  const out = fs.createWriteStream(file, { mode: 0o600 });
  const write = async (line: unknown): Promise<void> => {
    if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, 'drain');
  };
  await write(header);
  for (const [table, rows] of tables) {
    for (const row of rows) {
      const line: BackupRowLine = { table, row: Object.fromEntries(Object.entries(row).map(([k, v]) => [k, encodeValue(v)])) };
      await write(line);
    }
  }
  out.end();
  await once(out, 'finish');
  return header;
}
