import { runSubscriptionLifecycle } from '../modules/subscriptions/lifecycle.js';
import type { ScheduledJob } from './scheduler.js';

/** Hourly under its lease; the first run at start catches up after downtime (every step its dates call for). */
export const subscriptionLifecycleJob: ScheduledJob = {
  name: 'subscriptions.lifecycle',
  everyMinutes: 60,
  run: runSubscriptionLifecycle,
};
