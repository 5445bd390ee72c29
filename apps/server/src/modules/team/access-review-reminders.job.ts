import type { ScheduledJob } from '../../jobs/scheduler.js';
import { sendAccessReviewReminders } from './access-review-reminders.js';

/** The quarterly access-review reminder (access-review-reminders.ts), looked for hourly on one instance (the scheduler's lease). */
export const accessReviewRemindersJob: ScheduledJob = {
  name: 'team.access-review-reminders',
  everyMinutes: 60,
  async run(ctx) {
    await sendAccessReviewReminders(ctx, ctx.clock.now());
  },
};
