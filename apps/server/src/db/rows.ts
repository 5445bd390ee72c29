import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';

/** Rows per INSERT and values per IN (...): far below SQLite's and PostgreSQL's bound-parameter limits. */
export const INSERT_CHUNK = 500;
export const IN_CHUNK = 1_000;

/** SQLite has no OFFSET without LIMIT: "every row" is a limit no table reaches. */
export const EVERY_ROW = 1_000_000_000;

/** A slice of a sorted list; a null limit means every row from `offset` on. */
export interface RowPage {
  offset: number;
  limit: number | null;
}

/** The one way to page a select, on both dialects, "every row" included. */
export function paged<Q extends { limit(limit: number): Q; offset(offset: number): Q }>(
  query: Q,
  page: RowPage,
): Q {
  return query.limit(page.limit ?? EVERY_ROW).offset(page.offset);
}

export function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Every row a select by a long list of values returns, run `IN_CHUNK` values at a time. */
export async function selectByChunks<V, R>(
  values: readonly V[],
  select: (part: V[]) => Promise<R[]>,
): Promise<R[]> {
  const rows: R[] = [];
  for (const part of chunks(values, IN_CHUNK)) rows.push(...(await select(part)));
  return rows;
}

/** How many rows the select matches, as a number on both dialects (PostgreSQL counts in bigint). */
export async function countRows<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll().as('n'))
    .$castTo<{ n: string | number | bigint }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Keyset paging of a newest-first list (created_at, then id, both descending): the rows of `table` after the
 * last one of the previous page, the condition an index on (…, created_at, id) walks from.
 */
export function olderThan(table: string, after: { createdAt: string; id: string }): RawBuilder<SqlBool> {
  const createdAt = sql.ref(`${table}.created_at`);
  return sql<SqlBool>`(${createdAt} < ${after.createdAt} or (${createdAt} = ${after.createdAt} and ${sql.ref(`${table}.id`)} < ${after.id}))`;
}
