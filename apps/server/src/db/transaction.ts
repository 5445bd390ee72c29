import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * The database, or an open transaction on it: a repository built on a transaction's handle runs
 * its queries inside that transaction.
 */
export type DbHandle = Kysely<Database>;

/**
 * Runs `fn` in one transaction, with the caller's repository bound to it (`bind`) and the handle
 * itself, for other modules' repositories to join in. Inside, every query must go through the
 * handle: SQLite has one connection, and a query beside the transaction would wait for it forever.
 */
export function inTransaction<R, T>(
  db: DbHandle,
  bind: (trx: DbHandle) => R,
  fn: (tx: R, trx: DbHandle) => Promise<T>,
): Promise<T> {
  return db.transaction().execute((trx) => fn(bind(trx), trx));
}
