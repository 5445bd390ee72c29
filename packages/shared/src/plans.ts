import { AppType } from './routes.js';

/**
 * The subscription plans an advisor firm can buy (ADR 0013). Names and prices of the public pricing
 * page are the specification's, verbatim; the two document-vault plans are ours (the specification
 * names them but gives no price) and are not listed on the pricing page.
 */
export const PlanId = {
  passwordApp: 'passwordAppYearly',
  retirementSpendingApp: 'retirementSpendingAppYearly',
  retirementSavingsApp: 'retirementSavingsAppYearly',
  collegeSavingsApp: 'collegeSavingsAppYearly',
  /** "All in One": the specification's professional bundle. */
  allInOne: 'financialProfessionalYearly',
  documentVaultYearly: 'documentVaultYearly',
  documentVaultMonthly: 'documentVaultMonthly',
} as const;
export type PlanId = (typeof PlanId)[keyof typeof PlanId];

/** Every plan id, for schemas (`z.enum(planIds)`). */
export const planIds = [
  PlanId.passwordApp,
  PlanId.retirementSpendingApp,
  PlanId.retirementSavingsApp,
  PlanId.collegeSavingsApp,
  PlanId.allInOne,
  PlanId.documentVaultYearly,
  PlanId.documentVaultMonthly,
] as const satisfies readonly PlanId[];

export type BillingInterval = 'year' | 'month';

/** Where a plan shows on the pricing page (null: not listed there). */
export type PlanGroup = 'passwordApp' | 'planningApps';

export interface Plan {
  id: PlanId;
  /** As the pricing page shows it. */
  name: string;
  /** A note under the name, e.g. "(includes Password Guru)". */
  note: string | null;
  /** Whole US dollars per interval. */
  priceUsd: number;
  interval: BillingInterval;
  /** The apps of this suite the plan opens to the firm's clients (the planning apps are other products). */
  apps: readonly AppType[];
  group: PlanGroup | null;
  /** A badge beside the price ("Save 26%"). */
  badge: string | null;
}

/** The three planning apps' yearly price (the specification's). */
const PLANNING_APP_PRICE = 135;

export const plans: readonly Plan[] = [
  {
    id: PlanId.passwordApp,
    name: 'Password Guru',
    note: null,
    priceUsd: 150,
    interval: 'year',
    apps: [AppType.password],
    group: 'passwordApp',
    badge: null,
  },
  {
    id: PlanId.retirementSpendingApp,
    name: 'Retirement Spending App',
    note: null,
    priceUsd: PLANNING_APP_PRICE,
    interval: 'year',
    apps: [],
    group: 'planningApps',
    badge: null,
  },
  {
    id: PlanId.retirementSavingsApp,
    name: 'Retirement Savings App',
    note: null,
    priceUsd: PLANNING_APP_PRICE,
    interval: 'year',
    apps: [],
    group: 'planningApps',
    badge: null,
  },
  {
    id: PlanId.collegeSavingsApp,
    name: 'College Savings App',
    note: null,
    priceUsd: PLANNING_APP_PRICE,
    interval: 'year',
    apps: [],
    group: 'planningApps',
    badge: null,
  },
  {
    id: PlanId.allInOne,
    name: 'All in One',
    note: '(includes Password Guru)',
    priceUsd: 300,
    interval: 'year',
    apps: [AppType.password, AppType.documents],
    group: 'planningApps',
    badge: 'Save 26%',
  },
  {
    id: PlanId.documentVaultYearly,
    name: 'Documents Guru',
    note: null,
    priceUsd: 150,
    interval: 'year',
    apps: [AppType.documents],
    group: null,
    badge: null,
  },
  {
    id: PlanId.documentVaultMonthly,
    name: 'Documents Guru (monthly)',
    note: null,
    priceUsd: 15,
    interval: 'month',
    apps: [AppType.documents],
    group: null,
    badge: null,
  },
];

export function isPlanId(value: string): value is PlanId {
  return (planIds as readonly string[]).includes(value);
}

/** The plan of an id; throws for an unknown id (a programming error: ids come from `planIds`). */
export function planById(id: PlanId): Plan {
  const plan = plans.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

/** Whether a plan opens an app of this suite to the firm's clients. */
export function planCoversApp(id: PlanId, app: AppType): boolean {
  return planById(id).apps.includes(app);
}

/** The plans of one section of the pricing page, in page order. */
export function plansOfGroup(group: PlanGroup): Plan[] {
  return plans.filter((p) => p.group === group);
}

/** "$150/year", "$15/month". */
export function formatPlanPrice(plan: Pick<Plan, 'priceUsd' | 'interval'>): string {
  return `$${plan.priceUsd.toLocaleString('en-US')}/${plan.interval}`;
}

/** What All in One saves against the three planning apps bought one by one, in whole percent (26). */
export function allInOneSavingPercent(): number {
  const separately = plansOfGroup('planningApps')
    .filter((p) => p.id !== PlanId.allInOne)
    .reduce((sum, p) => sum + p.priceUsd, 0);
  return Math.round((1 - planById(PlanId.allInOne).priceUsd / separately) * 100);
}
