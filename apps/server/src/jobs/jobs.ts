import type { AppContext } from '../app-context.js';
import { abandonedUploadsJob } from './abandoned-uploads.job.js';
import { JobScheduler, type ScheduledJob } from './scheduler.js';
import { notificationsJob } from '../modules/documents/sharing/notifications.job.js';
import { subscriptionLifecycleJob } from './subscription-lifecycle.job.js';
import { throttleCleanupJob } from './throttle-cleanup.job.js';
import { outgoingMessagesJob } from '../infra/outgoing/outgoing.job.js';
import { vaultTrashJob } from './vault-trash.job.js';
import { documentRequestRemindersJob } from '../modules/document-requests/reminders.job.js';
import { accessReviewRemindersJob } from '../modules/team/access-review-reminders.job.js';

/** Every scheduled job of the server. */
export const scheduledJobs: readonly ScheduledJob[] = [
  abandonedUploadsJob,
  notificationsJob,
  subscriptionLifecycleJob,
  throttleCleanupJob,
  outgoingMessagesJob,
  vaultTrashJob,
  documentRequestRemindersJob,
  accessReviewRemindersJob,
];

/** Starts the scheduled jobs of this instance (main.ts start); stop() before closing the app. */
export function startJobs(ctx: AppContext): JobScheduler {
  const override = ctx.config.jobsPeriodSecondsOverride;
  if (override === null) {
    const scheduler = new JobScheduler(ctx, scheduledJobs);
    scheduler.start();
    return scheduler;
  }
  // Tests only (JOBS_PERIOD_SECONDS_OVERRIDE): short periods, ticks four times a period.
  const scheduler = new JobScheduler(
    ctx,
    scheduledJobs.map((job) => ({ ...job, everyMinutes: override / 60 })),
  );
  scheduler.start((override * 1000) / 4);
  return scheduler;
}
