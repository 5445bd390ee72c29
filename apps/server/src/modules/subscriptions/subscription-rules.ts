import {
  isPlanId,
  planById,
  subscriptionLimits,
  type AppType,
  type BillingInterval,
  type SubscriptionStatus,
} from '@guru/shared';
import type { NoticeKind } from '../../db/tables/subscriptions.table.js';

/**
 * The rules of subscriptions, pure (ADR 0016). A firm's subscription is its newest row by start;
 * it is valid when trialing or active (the specification's rule).
 */

const DAY_MS = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** `times` plan intervals after `from` (months or years, calendar-wise in UTC; negative: before). */
export function addInterval(from: Date, interval: BillingInterval, times = 1): Date {
  const next = new Date(from);
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + times);
  else next.setUTCMonth(next.getUTCMonth() + times);
  return next;
}

/** What the rules read of a firm's current subscription. */
export interface CurrentSubscription {
  status: SubscriptionStatus;
  plan_id: string;
}

export function isValidStatus(status: SubscriptionStatus | null | undefined): boolean {
  return status === 'trialing' || status === 'active';
}

/** The advisor console is open while the subscription is valid. */
export function consoleOpen(current: CurrentSubscription | null): boolean {
  return isValidStatus(current?.status);
}

/**
 * The apps a firm's clients may use: those of the plan, while the firm is not suspended (a past_due
 * or canceled firm's clients keep their apps until the suspension). No subscription: none.
 */
export function appsOpenToClients(current: CurrentSubscription | null): AppType[] {
  if (!current || current.status === 'suspended' || !isPlanId(current.plan_id)) return [];
  return [...planById(current.plan_id).apps];
}

export function isSuspended(current: CurrentSubscription | null): boolean {
  return current?.status === 'suspended';
}

/** The lifecycle fields of a subscription row. */
export interface LifecycleRow extends CurrentSubscription {
  started_at: string;
  current_period_end: string;
  grace_ends_at: string | null;
  suspended_at: string | null;
}

export type LifecycleStep =
  { kind: 'pastDue'; graceEndsAt: Date } | { kind: 'suspend' } | { kind: 'delete' } | null;

/**
 * The next step of a firm's current subscription at `now`: past the period end a valid one becomes
 * past_due with a grace period; past the grace a past_due or canceled one becomes suspended; a year
 * after the suspension the firm is deleted. Applied repeatedly, it catches up after any downtime.
 */
export function lifecycleStep(row: LifecycleRow, now: Date): LifecycleStep {
  const t = now.getTime();
  if (isValidStatus(row.status)) {
    const end = new Date(row.current_period_end);
    return t >= end.getTime()
      ? { kind: 'pastDue', graceEndsAt: addDays(end, subscriptionLimits.graceDays) }
      : null;
  }
  if (row.status === 'past_due' || row.status === 'canceled') {
    return row.grace_ends_at && t >= new Date(row.grace_ends_at).getTime() ? { kind: 'suspend' } : null;
  }
  if (row.status === 'suspended' && row.suspended_at) {
    return t >= addDays(new Date(row.suspended_at), subscriptionLimits.deleteAfterSuspendedDays).getTime()
      ? { kind: 'delete' }
      : null;
  }
  return null;
}

const renewalKinds: Record<number, NoticeKind> = { 30: 'renewal_30', 7: 'renewal_7', 1: 'renewal_1' };

/**
 * The renewal warning due now for a valid subscription, if any: the most urgent of 30, 7 and 1 days
 * before the period end whose moment has come (after a downtime only that one, never a stale one).
 * A warning more than half the period ahead (a 30-day trial's or a month's "30 days") is not sent.
 */
export function dueRenewalNotice(row: LifecycleRow, now: Date): { kind: NoticeKind; days: number } | null {
  if (!isValidStatus(row.status)) return null;
  const end = new Date(row.current_period_end);
  if (now.getTime() >= end.getTime()) return null;
  const interval: BillingInterval = isPlanId(row.plan_id) ? planById(row.plan_id).interval : 'year';
  const periodStart = Math.max(new Date(row.started_at).getTime(), addInterval(end, interval, -1).getTime());
  const days = [...subscriptionLimits.noticeDaysBefore]
    .sort((a, b) => a - b)
    .find((d) => now.getTime() >= addDays(end, -d).getTime());
  if (days === undefined) return null;
  // A warning longer before the end than half the period would come at its start (a 30-day trial, a month).
  if (days * DAY_MS > (end.getTime() - periodStart) / 2) return null;
  const kind = renewalKinds[days];
  return kind ? { kind, days } : null;
}
