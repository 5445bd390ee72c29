import { CompiledQuery, sql, type Compilable } from 'kysely';
import type { Db } from '../db/database.js';

/** The plan the database chooses for a query, as text: SQLite's query plan, PostgreSQL's in JSON. */
export async function queryPlan(db: Db, query: Compilable): Promise<string> {
  const compiled = query.compile();
  const prefix = db.dialect === 'sqlite' ? 'explain query plan ' : 'explain (format json) ';
  const result = await db.kysely.executeQuery(
    CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]),
  );
  return JSON.stringify(result.rows);
}

/**
 * The table as autovacuum leaves it after a bulk insert: statistics, and (PostgreSQL) the visibility map that
 * index-only scans read.
 */
export async function analyzeAfterBulkInsert(db: Db, table: 'documents' | 'vault_items'): Promise<void> {
  await (db.dialect === 'sqlite' ? sql`analyze` : sql`vacuum analyze ${sql.table(table)}`).execute(db.kysely);
}
