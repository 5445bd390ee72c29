import { limits } from '@guru/shared';
import type { AppContext } from '../app-context.js';
import type { ScheduledJob } from './scheduler.js';

/**
 * Removes attempt counts that have faded (quiet for `lockoutResetHours`, no lock in force): they
 * no longer count (lockout.ts), and those of a source address tie an address to a user, deleted or not.
 */
export async function removeFadedThrottles(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const quietSince = new Date(now.getTime() - limits.lockoutResetHours * 3_600_000);
  const removed = await ctx.repos.throttle.deleteQuiet(quietSince.toISOString(), now.toISOString());
  // Texted codes and send windows a day old count toward no limit any more (ADR 0027).
  const codes = await ctx.repos.oneTimeCodes.deleteOlderThan(quietSince.toISOString());
  const windows = await ctx.repos.rateWindows.deleteOlderThan(quietSince.toISOString());
  if (removed + codes + windows > 0)
    ctx.log.info({ removed, codes, windows }, 'faded attempt counts, codes and send windows removed');
  return removed;
}

/** Hourly, under its lease. */
export const throttleCleanupJob: ScheduledJob = {
  name: 'auth.throttle-cleanup',
  everyMinutes: 60,
  run: removeFadedThrottles,
};
