import { documentRequestsLimits as limits } from '@guru/shared';

const DAY_MS = 86_400_000;
/** Reminders go at this hour (UTC) of their day. */
const REMINDER_HOUR_UTC = 9;

function dayAt(dueDate: string, days: number): Date {
  const midnight = Date.parse(`${dueDate}T00:00:00.000Z`);
  return new Date(midnight + days * DAY_MS + REMINDER_HOUR_UTC * 3_600_000);
}

/**
 * When a request's reminders go (ADR 0047): `remindDaysBefore` days before the due date, then every
 * `remindEveryDaysAfter` days from the day after it, `remindersAfterMax` times.
 */
export function reminderTimes(dueDate: string): Date[] {
  const times = [dayAt(dueDate, -limits.remindDaysBefore)];
  for (let i = 0; i < limits.remindersAfterMax; i++)
    times.push(dayAt(dueDate, 1 + i * limits.remindEveryDaysAfter));
  return times;
}

/** The first reminder strictly after `after` (a reminder missed while the job was down is not sent twice), or null. */
export function nextReminderAfter(dueDate: string, after: Date): Date | null {
  return reminderTimes(dueDate).find((t) => t.getTime() > after.getTime()) ?? null;
}

/** Whether the due date's day is over at `now` (the request is overdue). */
export function isOverdue(dueDate: string, now: Date): boolean {
  return now.getTime() >= Date.parse(`${dueDate}T00:00:00.000Z`) + DAY_MS;
}

/** Today's date in UTC, YYYY-MM-DD. */
export function todayUtc(now: Date): string {
  return now.toISOString().slice(0, 10);
}
