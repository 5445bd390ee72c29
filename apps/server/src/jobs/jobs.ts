import type { AppContext } from '../app-context.js';
import { abandonedUploadsJob } from './abandoned-uploads.job.js';
import { JobScheduler, type ScheduledJob } from './scheduler.js';
import { notificationsJob } from '../modules/documents/sharing/notifications.job.js';
import { subscriptionLifecycleJob } from './subscription-lifecycle.job.js';

/** Every scheduled job of the server. */
export const scheduledJobs: readonly ScheduledJob[] = [abandonedUploadsJob, notificationsJob, subscriptionLifecycleJob];

/** Starts the scheduled jobs of this instance (main.ts start); stop() before closing the app. */
export function startJobs(ctx: AppContext): JobScheduler {
  const scheduler = new JobScheduler(ctx, scheduledJobs);
  scheduler.start();
  return scheduler;
}
