import { z } from 'zod';
import { clientLimits } from '../limits.js';
import { subscriptionMessages } from '../messages-subscriptions.js';
import { planById, planIds } from '../plans.js';
import { appTypeSchema } from './common.js';
import { emailAddressSchema } from './invites.js';
import { subdomainSchema } from './firm-signup.js';

/**
 * Subscriptions of advisor firms: the advisor's own view and Stripe Checkout, and the provider
 * console (firms, subscriptions, payments, advisors). Dates are ISO 8601 strings.
 */

export const subscriptionStatuses = ['trialing', 'active', 'past_due', 'canceled', 'suspended'] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** A plan that opens at least one app of the suite (the planning apps are other products: not sold here). */
export const planIdSchema = z
  .enum(planIds, { error: subscriptionMessages.planUnknown })
  .refine((id) => planById(id).apps.length > 0, subscriptionMessages.planNotPurchasable);

/** How payments are made: Stripe Checkout (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set), else recorded by the provider. */
export const billingModeSchema = z.enum(['stripe', 'manual']);
export type BillingMode = z.infer<typeof billingModeSchema>;

/** One subscription of a firm (the specification's plan.id, status, start, and ours). */
export const subscriptionSchema = z.object({
  id: z.string(),
  plan: z.object({ id: z.string(), name: z.string() }),
  status: subscriptionStatusSchema,
  start: z.string(),
  currentPeriodEnd: z.string(),
  /** past_due: the day it becomes suspended; canceled: likewise. */
  graceEndsAt: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  /** `signup`: the trial a firm's own sign-up started (ADR 0016). */
  source: z.enum(['manual', 'stripe', 'signup']),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET subscription (advisor, also without a valid subscription): the newest subscription of the firm. */
export const mySubscriptionResponse = z.object({
  subscription: subscriptionSchema.nullable(),
  /** trialing or active: the advisor console is open. */
  valid: z.boolean(),
  /** The apps the firm's clients may use now. */
  apps: z.array(appTypeSchema),
  billing: billingModeSchema,
});
export type MySubscriptionResponse = z.infer<typeof mySubscriptionResponse>;

export const checkoutBody = z.object({ planId: planIdSchema });
/** Stripe's hosted Checkout page: the browser goes there. */
export const checkoutResponse = z.object({ url: z.string() });

// ---- Provider console ----

const pageLimit = z.coerce.number().int().min(-1).max(clientLimits.listMaxLimit);

/** GET admin firms: search by name or subdomain, filter by status, paging (limit -1 or absent: every firm). */
export const providerFirmsQuery = z.object({
  q: z.string().trim().max(clientLimits.searchMaxLength).optional(),
  status: subscriptionStatusSchema.optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: pageLimit.optional(),
});
export type ProviderFirmsQuery = z.infer<typeof providerFirmsQuery>;

export const providerFirmRow = z.object({
  id: z.string(),
  name: z.string(),
  subdomain: z.string(),
  createdAt: z.string(),
  clientCount: z.number(),
  advisorCount: z.number(),
  plan: z.object({ id: z.string(), name: z.string() }).nullable(),
  status: subscriptionStatusSchema.nullable(),
  currentPeriodEnd: z.string().nullable(),
});
export type ProviderFirmRow = z.infer<typeof providerFirmRow>;
export const providerFirmList = z.object({ results: z.array(providerFirmRow), total: z.number() });
export type ProviderFirmList = z.infer<typeof providerFirmList>;

const nameField = z
  .string()
  .trim()
  .min(1, subscriptionMessages.fieldRequired)
  .max(clientLimits.nameMaxLength);

/** The provider creates a firm and invites its first advisor by e-mail (a single-use set-up link). */
export const providerCreateFirmBody = z.object({
  name: nameField,
  subdomain: subdomainSchema,
  planId: planIdSchema,
  /** trialing (default): a trial of the standard length; active: paid until periodEnd (default: one plan interval). */
  status: z.enum(['trialing', 'active']).default('trialing'),
  periodEnd: z.iso.datetime({ offset: true }).optional(),
  advisor: z.object({ firstName: nameField, lastName: nameField, email: emailAddressSchema }),
});
export type ProviderCreateFirmBody = z.infer<typeof providerCreateFirmBody>;
export const providerInviteAdvisorBody = providerCreateFirmBody.shape.advisor;
export type ProviderInviteAdvisorBody = z.infer<typeof providerInviteAdvisorBody>;
export const providerInviteAdvisorResponse = z.object({ inviteSentTo: z.string() });
export const providerCreateFirmResponse = z.object({ firm: providerFirmRow, inviteSentTo: z.string() });

/** A payment received outside Stripe (an annual invoice paid by transfer). */
export const recordPaymentBody = z.object({
  amountCents: z.number().int().positive().max(100_000_000),
  currency: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{3}$/)
    .default('usd'),
  paidAt: z.iso.datetime({ offset: true }).optional(),
  reference: z.string().trim().max(200).optional(),
});
export type RecordPaymentBody = z.infer<typeof recordPaymentBody>;

export const paymentSchema = z.object({
  id: z.string(),
  subscriptionId: z.string().nullable(),
  amountCents: z.number(),
  currency: z.string(),
  paidAt: z.string(),
  source: z.enum(['manual', 'stripe']),
  reference: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentListResponse = z.array(paymentSchema);

/** Starts a new paid subscription (a new row, the newest): until periodEnd, default one plan interval from now. */
export const activateBody = z.object({
  planId: planIdSchema,
  periodEnd: z.iso.datetime({ offset: true }).optional(),
});
/** Moves the current subscription's period end (and makes a past_due one active again). */
export const extendBody = z.object({ periodEnd: z.iso.datetime({ offset: true }) });

/** The provider's firm detail: its subscriptions (newest first) and advisors; never a client's data. */
export const providerAdvisorSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  status: z.enum(['active', 'disabled', 'pending']),
});
export type ProviderAdvisor = z.infer<typeof providerAdvisorSchema>;
export const providerFirmDetail = z.object({
  firm: providerFirmRow,
  subscriptions: z.array(subscriptionSchema),
  advisors: z.array(providerAdvisorSchema),
});
export type ProviderFirmDetail = z.infer<typeof providerFirmDetail>;

export const advisorDisabledBody = z.object({ isDisabled: z.boolean() });
