import { describe, expect, it } from 'vitest';
import { AppType, PlanId } from '@guru/shared';
import {
  addDays,
  addInterval,
  appsOpenToClients,
  consoleOpen,
  dueRenewalNotice,
  isValidStatus,
  lifecycleStep,
  type LifecycleRow,
} from './subscription-rules.js';

const start = new Date('2026-01-01T00:00:00.000Z');
const yearly = (o: Partial<LifecycleRow> = {}): LifecycleRow => ({
  status: 'active',
  plan_id: PlanId.allInOne,
  started_at: start.toISOString(),
  current_period_end: addInterval(start, 'year').toISOString(),
  grace_ends_at: null,
  suspended_at: null,
  ...o,
});

describe('subscription validity', () => {
  it("is valid only when trialing or active (the specification's rule)", () => {
    expect(
      ['trialing', 'active', 'past_due', 'canceled', 'suspended'].map((s) =>
        isValidStatus(s as LifecycleRow['status']),
      ),
    ).toEqual([true, true, false, false, false]);
    expect(isValidStatus(null)).toBe(false);
    expect(consoleOpen(null)).toBe(false);
    expect(consoleOpen({ status: 'trialing', plan_id: PlanId.passwordApp })).toBe(true);
  });

  it("opens the plan's apps to clients until the suspension, none without a subscription", () => {
    expect(appsOpenToClients({ status: 'active', plan_id: PlanId.allInOne })).toEqual([
      AppType.password,
      AppType.documents,
    ]);
    expect(appsOpenToClients({ status: 'trialing', plan_id: PlanId.passwordApp })).toEqual([
      AppType.password,
    ]);
    expect(appsOpenToClients({ status: 'past_due', plan_id: PlanId.documentVaultMonthly })).toEqual([
      AppType.documents,
    ]);
    expect(appsOpenToClients({ status: 'canceled', plan_id: PlanId.documentVaultYearly })).toEqual([
      AppType.documents,
    ]);
    expect(appsOpenToClients({ status: 'suspended', plan_id: PlanId.allInOne })).toEqual([]);
    expect(appsOpenToClients({ status: 'active', plan_id: PlanId.collegeSavingsApp })).toEqual([]);
    expect(appsOpenToClients({ status: 'active', plan_id: 'noSuchPlan' })).toEqual([]);
    expect(appsOpenToClients(null)).toEqual([]);
  });

  it('adds calendar months and years', () => {
    expect(addInterval(new Date('2026-01-31T00:00:00Z'), 'year').toISOString()).toBe(
      '2027-01-31T00:00:00.000Z',
    );
    expect(addInterval(new Date('2026-03-15T00:00:00Z'), 'month', -1).toISOString()).toBe(
      '2026-02-15T00:00:00.000Z',
    );
  });
});

describe('lifecycle steps', () => {
  const end = new Date(yearly().current_period_end);

  it('moves a valid subscription to past_due at the period end, with 14 days of grace', () => {
    expect(lifecycleStep(yearly(), addDays(end, -0.001))).toBeNull();
    expect(lifecycleStep(yearly(), end)).toEqual({ kind: 'pastDue', graceEndsAt: addDays(end, 14) });
    expect(lifecycleStep(yearly({ status: 'trialing' }), addDays(end, 100))).toEqual({
      kind: 'pastDue',
      graceEndsAt: addDays(end, 14),
    });
  });

  it('suspends at the end of the grace (past_due or canceled), deletes a year after the suspension', () => {
    const grace = addDays(end, 14).toISOString();
    expect(lifecycleStep(yearly({ status: 'past_due', grace_ends_at: grace }), addDays(end, 13))).toBeNull();
    expect(lifecycleStep(yearly({ status: 'past_due', grace_ends_at: grace }), addDays(end, 14))).toEqual({
      kind: 'suspend',
    });
    expect(lifecycleStep(yearly({ status: 'canceled', grace_ends_at: grace }), addDays(end, 15))).toEqual({
      kind: 'suspend',
    });
    const suspendedAt = addDays(end, 14);
    const suspended = yearly({ status: 'suspended', suspended_at: suspendedAt.toISOString() });
    expect(lifecycleStep(suspended, addDays(suspendedAt, 364))).toBeNull();
    expect(lifecycleStep(suspended, addDays(suspendedAt, 365))).toEqual({ kind: 'delete' });
  });
});

describe('renewal warnings', () => {
  const end = new Date(yearly().current_period_end);

  it('warns 30, 7 and 1 days before the period end, the most urgent due one only', () => {
    expect(dueRenewalNotice(yearly(), addDays(end, -31))).toBeNull();
    expect(dueRenewalNotice(yearly(), addDays(end, -30))).toEqual({ kind: 'renewal_30', days: 30 });
    expect(dueRenewalNotice(yearly(), addDays(end, -8))).toEqual({ kind: 'renewal_30', days: 30 });
    expect(dueRenewalNotice(yearly(), addDays(end, -7))).toEqual({ kind: 'renewal_7', days: 7 });
    expect(dueRenewalNotice(yearly(), addDays(end, -0.5))).toEqual({ kind: 'renewal_1', days: 1 });
    expect(dueRenewalNotice(yearly(), end)).toBeNull();
    expect(dueRenewalNotice(yearly({ status: 'past_due' }), addDays(end, -1))).toBeNull();
  });

  it('sends no warning more than half the period ahead (a 30-day trial, a monthly plan)', () => {
    const trial = yearly({ status: 'trialing', current_period_end: addDays(start, 30).toISOString() });
    expect(dueRenewalNotice(trial, start)).toBeNull();
    expect(dueRenewalNotice(trial, addDays(start, 23))).toEqual({ kind: 'renewal_7', days: 7 });
    const monthEnd = addInterval(start, 'month');
    const monthly = yearly({
      plan_id: PlanId.documentVaultMonthly,
      current_period_end: monthEnd.toISOString(),
    });
    expect(dueRenewalNotice(monthly, addDays(start, 1))).toBeNull();
    expect(dueRenewalNotice(monthly, addDays(monthEnd, -7))).toEqual({ kind: 'renewal_7', days: 7 });
  });
});
