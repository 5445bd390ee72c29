import type { FastifyInstance } from 'fastify';
import type { ThrottleRow } from '../modules/attempts/throttle.repository.js';

/** Puts an attempt counter in a given state (earlier failures, a lock in force) for a test to start from. */
export async function putThrottleRow(app: FastifyInstance, row: ThrottleRow): Promise<void> {
  await app.guru.db.kysely
    .insertInto('login_throttle')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['firm_key', 'username_key']).doUpdateSet({
        failures: row.failures,
        lock_level: row.lock_level,
        locked_until: row.locked_until,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}
