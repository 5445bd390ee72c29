import type { ScheduledJob } from '../../jobs/scheduler.js';
import { addMinutes } from '../../lib/clock.js';

/** Sent rows (metadata only) are kept a week, failed ones a month, for the provider's view. */
export const SENT_KEPT_DAYS = 7;
export const FAILED_KEPT_DAYS = 30;

/**
 * Every minute: sends the queued e-mails and SMS that are due (retries after their backoff, rows left
 * by a crashed worker once its lease has expired), then forgets old sent and failed rows.
 */
export const outgoingMessagesJob: ScheduledJob = {
  name: 'outgoing-messages',
  everyMinutes: 1,
  async run(ctx) {
    const attempts = await ctx.outgoing.deliverDue();
    const now = ctx.clock.now();
    const removed = await ctx.repos.outgoing.deleteOld(
      addMinutes(now, -SENT_KEPT_DAYS * 24 * 60).toISOString(),
      addMinutes(now, -FAILED_KEPT_DAYS * 24 * 60).toISOString(),
    );
    return { attempts, removed };
  },
};
