import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { BlobStore } from '../../infra/storage/blob-store.js';
import { backupFiles, backupFilesDir } from './backup-files.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  encodeValue,
  type BackupHeader,
  type BackupRowLine,
} from './format.js';
import { orderSelfReferences, planTables } from './table-order.js';
import { photoObjectKey } from '../../modules/account-settings/account-settings.service.js';

/** Names of the migrations applied to the database. */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
    db.kysely,
  );
  return rows.map((row) => row.name);
}

async function readTable(db: Db, table: string): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db.kysely);
  return rows;
}

/**
 * The stored objects the rows name: every document's, and the account photo of every user with one
 * (its key follows from the user's firm and id). Uploads in progress are not worth keeping.
 */
export function objectKeysIn(tables: Array<[string, Record<string, unknown>[]]>): string[] {
  const rowsOf = (name: string) => tables.find(([table]) => table === name)?.[1] ?? [];
  const documents = rowsOf('documents')
    .map((row) => row.object_key)
    .filter((key): key is string => typeof key === 'string');
  // Older versions of documents (ADR 0046): a restored version names an older one's object.
  const versions = rowsOf('document_versions')
    .map((row) => row.object_key)
    .filter((key): key is string => typeof key === 'string');
  const photos = rowsOf('users')
    .filter(
      (row) =>
        row.photo_updated_at !== null &&
        row.photo_updated_at !== undefined &&
        typeof row.firm_id === 'string' &&
        typeof row.id === 'string',
    )
    .map((row) => photoObjectKey(row.firm_id as string, row.id as string));
  return [...new Set([...documents, ...versions, ...photos])];
}

/**
 * Writes every table to `file` (JSON lines, see format.ts) from one consistent read: a
 * transaction on PostgreSQL (repeatable read), a read transaction on SQLite. With `files`, the
 * stored documents those rows name are copied, still encrypted, into `<file>.files/`.
 */
export async function backupDatabase(
  db: Db,
  file: string,
  now = new Date(),
  files: BlobStore | null = null,
): Promise<BackupHeader> {
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
  if (files) {
    const dir = backupFilesDir(file);
    const copied = await backupFiles(files, objectKeysIn(tables), dir);
    header.files = {
      dir: path.basename(dir),
      count: copied.count,
      bytes: copied.bytes,
      missing: copied.missing.length,
    };
  }
  const out = fs.createWriteStream(file, { mode: 0o600 });
  const write = async (line: unknown): Promise<void> => {
    if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, 'drain');
  };
  await write(header);
  for (const [table, rows] of tables) {
    for (const row of rows) {
      const line: BackupRowLine = {
        table,
        row: Object.fromEntries(Object.entries(row).map(([k, v]) => [k, encodeValue(v)])),
      };
      await write(line);
    }
  }
  out.end();
  await once(out, 'finish');
  return header;
}
