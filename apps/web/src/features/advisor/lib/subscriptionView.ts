import {
  PlanId,
  businessMessages,
  formatMessage,
  isPlanId,
  planById,
  plans,
  type Plan,
  type Subscription,
  type SubscriptionStatus,
} from '@guru/shared';

/** How each status is shown (the specification's values; the labels are ours). */
export const statusLooks: Record<SubscriptionStatus, { label: string; color: string }> = {
  trialing: { label: businessMessages.statusTrialing, color: 'blue' },
  active: { label: businessMessages.statusActive, color: 'teal' },
  past_due: { label: businessMessages.statusPastDue, color: 'orange' },
  canceled: { label: businessMessages.statusCanceled, color: 'gray' },
  suspended: { label: businessMessages.statusSuspended, color: 'red' },
};

const DAY_MS = 86_400_000;

/** Whole days left from `now` to `end` (0 within the last day), or -1 once past. */
export function daysUntil(end: string, now: Date): number {
  const left = new Date(end).getTime() - now.getTime();
  return left <= 0 ? -1 : Math.floor(left / DAY_MS);
}

/** "12 days left" / "Ends today", or null once past or far away (more than 30 days). */
export function remainingText(end: string, now: Date): string | null {
  const days = daysUntil(end, now);
  if (days < 0 || days > 30) return null;
  if (days === 0) return businessMessages.lastDay;
  return days === 1 ? businessMessages.daysLeftOne : formatMessage(businessMessages.daysLeft, { days });
}

/** The date a subscription's card names, and its label: trial end, renewal, or suspension. */
export function keyDate(s: Subscription): { label: string; value: string } {
  if (s.status === 'suspended' && s.suspendedAt)
    return { label: businessMessages.suspensionLabel, value: s.suspendedAt };
  if ((s.status === 'past_due' || s.status === 'canceled') && s.graceEndsAt)
    return { label: businessMessages.suspensionLabel, value: s.graceEndsAt };
  if (s.status === 'trialing') return { label: businessMessages.trialEndsLabel, value: s.currentPeriodEnd };
  return { label: businessMessages.renewalLabel, value: s.currentPeriodEnd };
}

/** The plans a firm can pay for online: those that open an app of the suite. */
export function purchasablePlans(): Plan[] {
  return plans.filter((p) => p.apps.length > 0);
}

/** The plan the Pay/Renew button buys: the current one when it can be bought, else All in One. */
export function renewalPlan(s: Subscription | null): Plan {
  const current = s && isPlanId(s.plan.id) ? planById(s.plan.id) : null;
  return current && current.apps.length > 0 ? current : planById(PlanId.allInOne);
}

/** Whether the renewal button should stand out: the trial or term ends within 30 days, or it has ended. */
export function needsRenewal(s: Subscription, now: Date): boolean {
  if (s.status !== 'trialing' && s.status !== 'active') return true;
  return daysUntil(s.currentPeriodEnd, now) <= 30;
}
