import { describe, expect, it } from 'vitest';
import { businessMessages, type Subscription } from '@guru/shared';
import {
  daysUntil,
  keyDate,
  needsRenewal,
  purchasablePlans,
  remainingText,
  renewalPlan,
} from './subscriptionView';

const now = new Date('2026-05-01T12:00:00.000Z');

function sub(overrides: Partial<Subscription>): Subscription {
  return {
    id: 's1',
    plan: { id: 'financialProfessionalYearly', name: 'All in One' },
    status: 'active',
    start: '2026-01-01T00:00:00.000Z',
    currentPeriodEnd: '2027-01-01T00:00:00.000Z',
    graceEndsAt: null,
    suspendedAt: null,
    canceledAt: null,
    source: 'manual',
    ...overrides,
  };
}

describe('subscription view', () => {
  it('counts the days left, 0 on the last day, -1 once past', () => {
    expect(daysUntil('2026-05-11T12:00:00.000Z', now)).toBe(10);
    expect(daysUntil('2026-05-01T20:00:00.000Z', now)).toBe(0);
    expect(daysUntil('2026-04-30T12:00:00.000Z', now)).toBe(-1);
    expect(remainingText('2026-05-11T12:00:00.000Z', now)).toBe('10 days left');
    expect(remainingText('2026-05-02T13:00:00.000Z', now)).toBe('1 day left');
    expect(remainingText('2026-05-01T20:00:00.000Z', now)).toBe(businessMessages.lastDay);
    expect(remainingText('2026-09-01T00:00:00.000Z', now)).toBeNull();
  });

  it('names the trial end, the renewal, or the suspension', () => {
    expect(keyDate(sub({ status: 'trialing' })).label).toBe(businessMessages.trialEndsLabel);
    expect(keyDate(sub({ status: 'active' }))).toEqual({
      label: businessMessages.renewalLabel,
      value: '2027-01-01T00:00:00.000Z',
    });
    expect(keyDate(sub({ status: 'past_due', graceEndsAt: '2027-01-15T00:00:00.000Z' }))).toEqual({
      label: businessMessages.suspensionLabel,
      value: '2027-01-15T00:00:00.000Z',
    });
    expect(keyDate(sub({ status: 'suspended', suspendedAt: '2027-01-15T00:00:00.000Z' })).label).toBe(
      businessMessages.suspensionLabel,
    );
  });

  it('renews the current plan when it can be bought, else All in One; the planning apps are not sold here', () => {
    expect(renewalPlan(sub({ plan: { id: 'passwordAppYearly', name: 'Password Guru' } })).id).toBe(
      'passwordAppYearly',
    );
    expect(
      renewalPlan(sub({ plan: { id: 'collegeSavingsAppYearly', name: 'College Savings App' } })).id,
    ).toBe('financialProfessionalYearly');
    expect(renewalPlan(null).id).toBe('financialProfessionalYearly');
    expect(purchasablePlans().map((p) => p.id)).not.toContain('collegeSavingsAppYearly');
  });

  it('asks for renewal within 30 days of the end, and whenever the subscription is not valid', () => {
    expect(needsRenewal(sub({ currentPeriodEnd: '2026-05-20T00:00:00.000Z' }), now)).toBe(true);
    expect(needsRenewal(sub({}), now)).toBe(false);
    expect(needsRenewal(sub({ status: 'past_due' }), now)).toBe(true);
  });
});
