import type { ScheduledJob } from '../../../jobs/scheduler.js';
import { flushDueNotifications } from './notification-flush.js';

/**
 * Sends the upload notifications that are due (notification-flush.ts), once a minute on one instance
 * (the scheduler's lease). With NOTIFICATION_WINDOW_SECONDS of coalescing, an upload is announced within
 * about two minutes.
 */
export const notificationsJob: ScheduledJob = {
  name: 'documents-notifications',
  everyMinutes: 1,
  run: flushDueNotifications,
};
