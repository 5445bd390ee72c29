import type { AppContext } from '../app-context.js';
import { deleteFirm } from '../modules/firm-deletion/firm-deletion.js';
import { removeUnconfirmedSignups } from '../modules/firm-signup/unconfirmed-signups.js';
import { runSubscriptionLifecycle, type LifecycleResult } from '../modules/subscriptions/lifecycle.js';
import type { ScheduledJob } from './scheduler.js';

/**
 * One run of the subscription lifecycle, then the removal of firm sign-ups never confirmed, with firm deletion
 * wired into both (tests run it this way too).
 */
export async function runLifecycle(
  ctx: AppContext,
): Promise<LifecycleResult & { unconfirmedRemoved: number }> {
  const result = await runSubscriptionLifecycle(ctx, deleteFirm);
  const unconfirmedRemoved = await removeUnconfirmedSignups(ctx, deleteFirm);
  if (unconfirmedRemoved > 0) ctx.log.info({ unconfirmedRemoved }, 'unconfirmed firm sign-ups removed');
  return { ...result, unconfirmedRemoved };
}

/** Hourly under its lease; the first run at start catches up after downtime (every step its dates call for). */
export const subscriptionLifecycleJob: ScheduledJob = {
  name: 'subscriptions.lifecycle',
  everyMinutes: 60,
  run: runLifecycle,
};
