import type { AppContext } from '../app-context.js';
import { deleteFirm } from '../modules/firm-deletion/firm-deletion.js';
import { runSubscriptionLifecycle, type LifecycleResult } from '../modules/subscriptions/lifecycle.js';
import type { ScheduledJob } from './scheduler.js';

/** One run of the subscription lifecycle, with firm deletion wired in (tests run it this way too). */
export const runLifecycle = (ctx: AppContext): Promise<LifecycleResult> =>
  runSubscriptionLifecycle(ctx, deleteFirm);

/** Hourly under its lease; the first run at start catches up after downtime (every step its dates call for). */
export const subscriptionLifecycleJob: ScheduledJob = {
  name: 'subscriptions.lifecycle',
  everyMinutes: 60,
  run: runLifecycle,
};
