import { describe, expect, it } from 'vitest';
import { isOverdue, nextReminderAfter, reminderTimes } from './reminder-schedule.js';

describe('document request reminders', () => {
  it('go 3 days before the due date, then 1, 4 and 7 days after it, at 09:00 UTC', () => {
    expect(reminderTimes('2026-03-10').map((d) => d.toISOString())).toEqual([
      '2026-03-07T09:00:00.000Z',
      '2026-03-11T09:00:00.000Z',
      '2026-03-14T09:00:00.000Z',
      '2026-03-17T09:00:00.000Z',
    ]);
  });

  it('start with the first time after the request was made, and end after the last', () => {
    expect(nextReminderAfter('2026-03-10', new Date('2026-03-01T12:00:00Z'))?.toISOString()).toBe(
      '2026-03-07T09:00:00.000Z',
    );
    // Asked for two days before the due date: the first reminder is the day after it.
    expect(nextReminderAfter('2026-03-10', new Date('2026-03-08T12:00:00Z'))?.toISOString()).toBe(
      '2026-03-11T09:00:00.000Z',
    );
    // A job down for a week sends once, then waits for the next time.
    expect(nextReminderAfter('2026-03-10', new Date('2026-03-15T00:00:00Z'))?.toISOString()).toBe(
      '2026-03-17T09:00:00.000Z',
    );
    expect(nextReminderAfter('2026-03-10', new Date('2026-03-17T09:00:00Z'))).toBeNull();
  });

  it('count a request overdue from the day after its due date', () => {
    expect(isOverdue('2026-03-10', new Date('2026-03-10T23:59:59Z'))).toBe(false);
    expect(isOverdue('2026-03-10', new Date('2026-03-11T00:00:00Z'))).toBe(true);
  });
});
