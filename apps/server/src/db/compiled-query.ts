import { CompiledQuery, type Compilable } from 'kysely';
import type { DbHandle } from './transaction.js';

/** A value of a compiled query, named when it is built and given at each run. */
export type QueryParam = <T = string>(name: string) => T;

const SENTINEL_PREFIX = '\u0000compiled-query-param:';

/**
 * A hot query built and compiled by Kysely once per database (its SQL differs by dialect), then run
 * with each call's values: building and compiling a query cost more than SQLite's own work on the
 * per-call reads (ADR 0024). `build` names each value with `param('name')`; the compiled SQL keeps
 * them as bound parameters, never as text, and a run must give every name.
 *
 *   const byId = compiledQuery((db, param) => db.selectFrom('firms').selectAll().where('id', '=', param('id')));
 *   await db.executeQuery<Row>(byId(db, { id }));
 */
export function compiledQuery<Names extends string>(
  build: (db: DbHandle, param: QueryParam) => Compilable,
): (db: DbHandle, values: Record<Names, unknown>) => CompiledQuery {
  // By dialect adapter: a transaction's handle shares its database's, so it shares the compiled query.
  const compiled = new WeakMap<
    object,
    { sql: string; slots: ReadonlyArray<{ name: string } | { value: unknown }> }
  >();
  return (db, values) => {
    const adapter = db.getExecutor().adapter;
    let query = compiled.get(adapter);
    if (!query) {
      const named = new Set<string>();
      const { sql, parameters } = build(db, <T>(name: string) => {
        named.add(name);
        return `${SENTINEL_PREFIX}${name}` as T;
      }).compile();
      const slots = parameters.map((p) =>
        typeof p === 'string' && p.startsWith(SENTINEL_PREFIX)
          ? { name: p.slice(SENTINEL_PREFIX.length) }
          : { value: p },
      );
      // A value written into the SQL's text instead of bound would run as the placeholder itself.
      const bound = new Set(slots.flatMap((slot) => ('name' in slot ? [slot.name] : [])));
      const unbound = [...named].filter((name) => !bound.has(name));
      if (sql.includes(SENTINEL_PREFIX) || unbound.length > 0)
        throw new Error(`compiled query: ${unbound.join(', ') || 'a value'} is not a bound parameter`);
      query = { sql, slots };
      compiled.set(adapter, query);
    }
    const given = values as Record<string, unknown>;
    const parameters = query.slots.map((slot) => {
      if (!('name' in slot)) return slot.value;
      if (!(slot.name in given)) throw new Error(`compiled query: no value for ${slot.name}`);
      return given[slot.name];
    });
    return CompiledQuery.raw(query.sql, parameters);
  };
}
