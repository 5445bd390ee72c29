import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EncryptedFileStore } from '../../infra/storage/encrypted-store.js';

/** Test support: what a crash or a restore must leave intact. */

/** Problems the database reports about itself: none when it is sound. */
export async function databaseProblems(db: Db): Promise<string[]> {
  if (db.dialect === 'sqlite') {
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db.kysely);
    const keys = await sql<{ table: string; parent: string }>`pragma foreign_key_check`.execute(db.kysely);
    return [
      ...integrity.rows.map((r) => r.integrity_check).filter((text) => text !== 'ok'),
      ...keys.rows.map((r) => `foreign key of ${r.table} to ${r.parent} broken`),
    ];
  }
  const problems: string[] = [];
  // Every table reads through, and every foreign key (checked row by row) names an existing row.
  for (const table of await tableNames(db))
    await sql`select count(*) from ${sql.table(table)}`.execute(db.kysely);
  const foreignKeys = await sql<{
    name: string;
    table: string;
    columns: string[];
    parent: string;
    parent_columns: string[];
    validated: boolean;
  }>`
    select c.conname as name, cl.relname as table, rc.relname as parent, c.convalidated as validated,
      array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
      array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as parent_columns
    from pg_constraint c join pg_class cl on cl.oid = c.conrelid join pg_class rc on rc.oid = c.confrelid
    where c.contype = 'f' and cl.relnamespace = current_schema()::regnamespace`.execute(db.kysely);
  for (const fk of foreignKeys.rows) {
    if (!fk.validated) problems.push(`foreign key ${fk.name} not validated`);
    const notNull = sql.join(
      fk.columns.map((c) => sql`t.${sql.ref(c)} is not null`),
      sql` and `,
    );
    const match = sql.join(
      fk.columns.map((c, i) => sql`p.${sql.ref(fk.parent_columns[i] ?? '')} = t.${sql.ref(c)}`),
      sql` and `,
    );
    const { rows } = await sql<{
      n: string;
    }>`select count(*) as n from ${sql.table(fk.table)} t where ${notNull} and not exists (select 1 from ${sql.table(fk.parent)} p where ${match})`.execute(
      db.kysely,
    );
    if (Number(rows[0]?.n ?? 0) > 0)
      problems.push(`${rows[0]?.n} rows of ${fk.table} name a missing ${fk.parent} (${fk.name})`);
  }
  return problems;
}

/** The application's tables (not the migrator's). */
export async function tableNames(db: Db): Promise<string[]> {
  const { rows } =
    db.dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' order by name`.execute(
          db.kysely,
        )
      : await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%' order by table_name`.execute(
          db.kysely,
        );
  return rows.map((r) => r.name);
}

/** Rows per table. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(db)) {
    const { rows } = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table)}`.execute(
      db.kysely,
    );
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** The whole decrypted content of a stored file. */
export async function readStoredFile(files: EncryptedFileStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await files.get(key)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Documents whose stored object is missing, does not decrypt, or differs from the row's size: a partial
 * file that the crash left visible. Empty when every document row names a whole file.
 */
export async function partialDocuments(db: Db, files: EncryptedFileStore): Promise<string[]> {
  const rows = await db.kysely.selectFrom('documents').select(['id', 'object_key', 'size']).execute();
  const problems: string[] = [];
  for (const row of rows) {
    try {
      const bytes = await readStoredFile(files, row.object_key);
      if (bytes.length !== Number(row.size))
        problems.push(`document ${row.id}: ${bytes.length} bytes stored, ${row.size} recorded`);
    } catch (error) {
      problems.push(`document ${row.id}: ${error instanceof Error ? error.name : 'unreadable'}`);
    }
  }
  return problems;
}
