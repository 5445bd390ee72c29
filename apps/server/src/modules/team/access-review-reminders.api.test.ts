import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessReviewMessages, formatMessage, teamWebRoutes } from '@guru/shared';
import { JobScheduler } from '../../jobs/scheduler.js';
import { trailEvents } from '../../test/audit.js';
import { testDialects } from '../../test/databases.js';
import { drainOutgoing } from '../../test/outgoing.js';
import { createFirm, createTestApp, createTestUser, type TestApp } from '../../test/test-app.js';
import { accessReviewRemindersJob } from './access-review-reminders.job.js';
import { quarterOf, sendAccessReviewReminders } from './access-review-reminders.js';

describe('quarterOf', () => {
  it('names the UTC calendar quarter and its first instant', () => {
    expect(quarterOf(new Date('2026-01-01T00:00:00.000Z'))).toEqual({
      key: '2026-Q1',
      start: new Date('2026-01-01T00:00:00.000Z'),
    });
    expect(quarterOf(new Date('2026-06-30T23:59:59.999Z')).key).toBe('2026-Q2');
    expect(quarterOf(new Date('2026-11-27T12:00:00.000Z'))).toEqual({
      key: '2026-Q4',
      start: new Date('2026-10-01T00:00:00.000Z'),
    });
  });
});

describe.each(testDialects())('the quarterly access-review reminder (ADR 0051) on %s', (dialect) => {
  let t: TestApp;
  let firmId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // The firm is made in the clock's current quarter.
    firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    await createTestUser(t.app, { firmId, username: 'alex', role: 'advisor' });
    await createTestUser(t.app, { firmId, username: 'blair', role: 'advisor' });
    await createTestUser(t.app, { firmId, username: 'sol', role: 'staff' });
    await createTestUser(t.app, { firmId, username: 'casey' });
  });
  afterAll(() => t.close());

  const reminders = async () => {
    await drainOutgoing(t.app);
    const subject = formatMessage(accessReviewMessages.reminderSubject, { firm: 'Demo Wealth Partners' });
    return (await t.app.guru.repos.outbox.list(1000)).filter((m) => m.subject === subject);
  };
  const moveTo = (at: Date) => t.clock.advanceMinutes((at.getTime() - t.clock.now().getTime()) / 60_000);
  /** The first instant of the quarter after the clock's, plus `minutes`. */
  const nextQuarter = (minutes: number) => {
    const { start } = quarterOf(t.clock.now());
    return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 3, 1) + minutes * 60_000);
  };

  it('waits for the first quarter after the firm was made', async () => {
    expect(await sendAccessReviewReminders(t.app.guru, t.clock.now())).toBe(0);
    expect(await reminders()).toHaveLength(0);
  });

  it("mails each of the firm's active advisors once a quarter with the page's link, even from two runs at once", async () => {
    moveTo(nextQuarter(120));
    const quarter = quarterOf(t.clock.now()).key;
    const runs = await Promise.all([
      sendAccessReviewReminders(t.app.guru, t.clock.now()),
      sendAccessReviewReminders(t.app.guru, t.clock.now()),
    ]);
    expect(runs.sort()).toEqual([0, 1]);
    const mails = await reminders();
    expect(mails.map((m) => m.to).sort()).toEqual(['alex@example.com', 'blair@example.com']);
    expect(mails[0]?.text).toContain(`http://demo.localhost:3000${teamWebRoutes.accessReview}`);
    // Later in the quarter: nothing more.
    moveTo(new Date(nextQuarter(0).getTime() - 3_600_000));
    expect(await sendAccessReviewReminders(t.app.guru, t.clock.now())).toBe(0);
    expect(await reminders()).toHaveLength(2);
    const events = await trailEvents(t.app, firmId, 'team.access_review_reminder_sent');
    expect(events.map((e) => e.detail)).toEqual([{ quarter, recipients: 2 }]);
  });

  it('runs as a scheduled job, again in the next quarter', async () => {
    const before = quarterOf(t.clock.now()).key;
    moveTo(nextQuarter(10));
    const ran = await new JobScheduler(t.app.guru, [accessReviewRemindersJob]).runDue();
    expect(ran).toEqual([accessReviewRemindersJob.name]);
    expect(await reminders()).toHaveLength(4);
    // Another instance in the same period: the lease and the quarter's row both hold it back.
    await new JobScheduler(t.app.guru, [accessReviewRemindersJob]).runDue();
    expect(await reminders()).toHaveLength(4);
    const events = await trailEvents(t.app, firmId, 'team.access_review_reminder_sent');
    expect(events.map((e) => e.detail.quarter)).toEqual([before, quarterOf(t.clock.now()).key]);
  });
});
