import type { ScheduledJob } from '../../jobs/scheduler.js';
import { sendDueReminders } from './reminders.js';

/** Sends the document requests' due reminders (reminders.ts) every 15 minutes, on one instance (the scheduler's lease). */
export const documentRequestRemindersJob: ScheduledJob = {
  name: 'document-request-reminders',
  everyMinutes: 15,
  async run(ctx) {
    await sendDueReminders(ctx, ctx.clock.now());
  },
};
