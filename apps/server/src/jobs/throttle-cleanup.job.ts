import { limits } from '@guru/shared';
import type { AppContext } from '../app-context.js';
import { ThrottleRepository } from '../modules/auth/throttle.repository.js';
import type { ScheduledJob } from './scheduler.js';

/**
 * Removes sign-in failure counts that have faded (quiet for `lockoutResetHours`, no lock in force): they
 * no longer count (lockout.ts), and those of a source address tie an address to a user, deleted or not.
 */
export async function removeFadedThrottles(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const quietSince = new Date(now.getTime() - limits.lockoutResetHours * 3_600_000);
  const removed = await new ThrottleRepository(ctx.db.kysely).deleteQuiet(quietSince.toISOString(), now.toISOString());
  if (removed > 0) ctx.log.info({ removed }, 'faded sign-in failure counts removed');
  return removed;
}

/** Hourly, under its lease. */
export const throttleCleanupJob: ScheduledJob = {
  name: 'auth.throttle-cleanup',
  everyMinutes: 60,
  run: removeFadedThrottles,
};
