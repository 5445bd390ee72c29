import { sql } from 'kysely';
import type { Db } from '../database.js';

interface ForeignKey {
  table: string;
  column: string;
  parent: string;
}

/** Every foreign key of the application's tables, read from the database itself. */
async function foreignKeys(db: Db, tables: string[]): Promise<ForeignKey[]> {
  if (db.dialect === 'sqlite') {
    const keys: ForeignKey[] = [];
    for (const table of tables) {
      const { rows } = await sql<{
        table: string;
        from: string;
      }>`select "table", "from" from pragma_foreign_key_list(${table})`.execute(db.kysely);
      keys.push(...rows.map((row) => ({ table, column: row.from, parent: row.table })));
    }
    return keys;
  }
  const { rows } = await sql<{ table: string; column: string; parent: string }>`
    select kcu.table_name as "table", kcu.column_name as "column", ccu.table_name as "parent"
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()`.execute(db.kysely);
  return rows.filter((row) => tables.includes(row.table));
}

export interface TablePlan {
  /** Tables, parents before children. */
  order: string[];
  /** Columns by which a table refers to itself (users.owner_user_id). */
  selfColumns: Map<string, string[]>;
}

/** The application's tables (not the migration bookkeeping) in foreign-key order. */
export async function planTables(db: Db): Promise<TablePlan> {
  const tables = (await db.kysely.introspection.getTables()).map((t) => t.name).sort();
  const keys = await foreignKeys(db, tables);
  const selfColumns = new Map<string, string[]>();
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set<string>()]));
  for (const key of keys) {
    if (key.parent === key.table)
      selfColumns.set(key.table, [...new Set([...(selfColumns.get(key.table) ?? []), key.column])]);
    else parents.get(key.table)?.add(key.parent);
  }
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p)),
    );
    if (ready.length === 0) throw new Error('The tables have a foreign-key cycle; cannot order them.');
    ready.forEach((t) => {
      placed.add(t);
      order.push(t);
    });
  }
  return { order, selfColumns };
}

/** Rows of a self-referencing table, each after the row it points to. */
export function orderSelfReferences(
  rows: Record<string, unknown>[],
  columns: string[],
  idColumn = 'id',
): Record<string, unknown>[] {
  if (columns.length === 0) return rows;
  const done = new Set<unknown>();
  const ordered: Record<string, unknown>[] = [];
  let pending = rows;
  while (pending.length > 0) {
    const ready = pending.filter((row) =>
      columns.every(
        (c) => row[c] === null || row[c] === undefined || done.has(row[c]) || row[c] === row[idColumn],
      ),
    );
    if (ready.length === 0) return [...ordered, ...pending]; // a dangling reference: let the database say so
    ready.forEach((row) => {
      done.add(row[idColumn]);
      ordered.push(row);
    });
    pending = pending.filter((row) => !ready.includes(row));
  }
  return ordered;
}
