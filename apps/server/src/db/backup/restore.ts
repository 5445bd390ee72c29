import fs from 'node:fs';
import readline from 'node:readline';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../database.js';
import type { BlobStore } from '../../infra/storage/blob-store.js';
import { backupFilesDir, restoreFiles } from './backup-files.js';
import type { Database } from '../schema.js';
import { migrateToLatest } from '../migrator.js';
import { appliedMigrations } from './backup.js';
import { decodeValue, isBackupHeader, type BackupHeader, type BackupRowLine } from './format.js';
import { planTables } from './table-order.js';

const BATCH = 200;

export class RestoreError extends Error {}

async function assertEmpty(db: Db, tables: string[]): Promise<void> {
  for (const table of tables) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
      db.kysely,
    );
    if (Number(rows[0]?.n ?? 0) > 0) {
      throw new RestoreError(
        `The database is not empty (table ${table} has rows). Restore only into a new database.`,
      );
    }
  }
}

async function insertRows(
  trx: Kysely<Database>,
  table: string,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  // The table name comes from the file: only tables of this database reach here (checked by the caller).
  await (trx as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .insertInto(table)
    .values(rows)
    .execute();
}

/**
 * Puts the backup's stored documents back into `files`, inside the rows' transaction: if a file
 * cannot be restored, no row is (objects already put are named by no row: harmless; run it again).
 */
async function restoreBackupFiles(header: BackupHeader, file: string, files: BlobStore): Promise<void> {
  if (!header.files) return;
  const dir = backupFilesDir(file);
  if (!fs.existsSync(dir))
    throw new RestoreError(`The backup's stored documents are missing: no folder ${dir}.`);
  const { count } = await restoreFiles(files, dir);
  if (count !== header.files.count) {
    throw new RestoreError(
      `The backup's stored documents are incomplete: ${header.files.count} expected, the folder holds ${count}.`,
    );
  }
}

/**
 * Restores a backup file into an empty database (migrated to the latest version first), in one
 * transaction: either every row is restored or nothing is. With `files`, the stored documents of the
 * backup (`<file>.files/`) go back into that store before the rows commit.
 */
export async function restoreDatabase(
  db: Db,
  file: string,
  files: BlobStore | null = null,
): Promise<BackupHeader> {
  if (!fs.existsSync(file)) throw new RestoreError(`No backup file at ${file}.`);
  await migrateToLatest(db);
  const { order } = await planTables(db);
  await assertEmpty(db, order);
  const applied = new Set(await appliedMigrations(db));

  let header: BackupHeader | null = null;
  const restored: Record<string, number> = {};

  await db.kysely.transaction().execute(async (trx) => {
    let table = '';
    let batch: Record<string, unknown>[] = [];
    const flush = async (): Promise<void> => {
      await insertRows(trx, table, batch);
      restored[table] = (restored[table] ?? 0) + batch.length;
      batch = [];
    };
    // Opened right before reading: lines emitted before the loop starts would be lost.
    const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
    for await (const text of lines) {
      if (text.trim() === '') continue;
      const parsed: unknown = JSON.parse(text);
      if (!header) {
        if (!isBackupHeader(parsed)) throw new RestoreError('This file is not a Guru Suite backup.');
        const missing = parsed.migrations.filter((name) => !applied.has(name));
        if (missing.length > 0)
          throw new RestoreError(
            `The backup needs a newer version of Guru Suite (migrations ${missing.join(', ')}).`,
          );
        header = parsed;
        continue;
      }
      const line = parsed as BackupRowLine;
      if (!order.includes(line.table)) throw new RestoreError(`Unknown table "${line.table}" in the backup.`);
      if (line.table !== table || batch.length >= BATCH) {
        await flush();
        table = line.table;
      }
      batch.push(Object.fromEntries(Object.entries(line.row).map(([k, v]) => [k, decodeValue(v)])));
    }
    await flush();
    if (!header) throw new RestoreError('The backup file is empty.');
    for (const [name, count] of Object.entries(header.counts)) {
      if ((restored[name] ?? 0) !== count) {
        throw new RestoreError(
          `The backup is incomplete: table ${name} should have ${count} rows, the file holds ${restored[name] ?? 0}.`,
        );
      }
    }
    if (files) await restoreBackupFiles(header, file, files);
  });
  if (!header) throw new RestoreError('The backup file is empty.');
  return header;
}
