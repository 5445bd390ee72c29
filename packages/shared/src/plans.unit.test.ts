import { describe, expect, it } from 'vitest';
import { AppType } from './routes.js';
import {
  PlanId,
  allInOneSavingPercent,
  formatPlanPrice,
  isPlanId,
  planById,
  planCoversApp,
  planIds,
  plans,
  plansOfGroup,
} from './plans.js';

describe('plans', () => {
  it('lists every id once, each with a plan', () => {
    expect(new Set(planIds).size).toBe(planIds.length);
    expect(plans.map((p) => p.id).sort()).toEqual([...planIds].sort());
    expect(Object.values(PlanId).sort()).toEqual([...planIds].sort());
  });

  it("keeps the pricing page's prices (the specification's)", () => {
    expect(plansOfGroup('passwordApp').map((p) => [p.name, formatPlanPrice(p)])).toEqual([
      ['Password Guru', '$150/year'],
    ]);
    expect(plansOfGroup('planningApps').map((p) => [p.name, formatPlanPrice(p), p.badge])).toEqual([
      ['Retirement Spending App', '$135/year', null],
      ['Retirement Savings App', '$135/year', null],
      ['College Savings App', '$135/year', null],
      ['All in One', '$300/year', 'Save 26%'],
    ]);
  });

  it('shows on the badge what All in One really saves', () => {
    expect(allInOneSavingPercent()).toBe(26);
    expect(planById(PlanId.allInOne).badge).toBe(`Save ${allInOneSavingPercent()}%`);
  });

  it('opens the apps the specification names: All in One both, the vault plans Documents Guru', () => {
    expect(planById(PlanId.allInOne).id).toBe('financialProfessionalYearly');
    expect(
      planCoversApp(PlanId.allInOne, AppType.password) && planCoversApp(PlanId.allInOne, AppType.documents),
    ).toBe(true);
    expect(planCoversApp(PlanId.passwordApp, AppType.documents)).toBe(false);
    for (const id of [PlanId.documentVaultYearly, PlanId.documentVaultMonthly]) {
      expect(planCoversApp(id, AppType.documents)).toBe(true);
      expect(planById(id).group).toBeNull();
    }
    expect(
      plansOfGroup('planningApps')
        .filter((p) => p.id !== PlanId.allInOne)
        .every((p) => p.apps.length === 0),
    ).toBe(true);
  });

  it('tells plan ids from other strings', () => {
    expect(isPlanId('passwordAppYearly')).toBe(true);
    expect(isPlanId('enterpriseForever')).toBe(false);
  });
});
