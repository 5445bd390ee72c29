import { z } from 'zod';

/**
 * The few fields of Stripe's objects the webhook reads, parsed here rather than trusted to the SDK's
 * types: they hold across API versions (a subscription's period end moved from the subscription to
 * its items, an invoice's subscription into `parent.subscription_details`). Times are Unix seconds.
 */

const id = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)]);
const metadata = z.record(z.string(), z.string()).nullish();

export const checkoutSessionObject = z.object({
  id: z.string(),
  mode: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  metadata,
  customer: id.nullish(),
  subscription: id.nullish(),
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
  payment_status: z.string().nullish(),
});
export type CheckoutSessionObject = z.infer<typeof checkoutSessionObject>;

export const invoiceObject = z.object({
  id: z.string(),
  subscription: id.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: id.nullish() }).nullish() }).nullish(),
  amount_paid: z.number().nullish(),
  currency: z.string().nullish(),
  lines: z
    .object({
      data: z.array(z.object({ period: z.object({ start: z.number(), end: z.number() }).nullish() })),
    })
    .nullish(),
  status_transitions: z.object({ paid_at: z.number().nullish() }).nullish(),
});
export type InvoiceObject = z.infer<typeof invoiceObject>;

export const subscriptionObject = z.object({
  id: z.string(),
  status: z.string(),
  customer: id.nullish(),
  current_period_end: z.number().nullish(),
  items: z.object({ data: z.array(z.object({ current_period_end: z.number().nullish() })) }).nullish(),
  metadata,
});
export type SubscriptionObject = z.infer<typeof subscriptionObject>;

export function invoiceSubscriptionId(invoice: InvoiceObject): string | null {
  return invoice.subscription ?? invoice.parent?.subscription_details?.subscription ?? null;
}

/** The latest end among the invoice's lines: the period it paid for. */
export function invoicePeriodEnd(invoice: InvoiceObject): Date | null {
  const ends = (invoice.lines?.data ?? []).map((l) => l.period?.end ?? 0).filter((e) => e > 0);
  return ends.length ? fromUnix(Math.max(...ends)) : null;
}

export function subscriptionPeriodEnd(sub: SubscriptionObject): Date | null {
  const ends = [
    sub.current_period_end ?? 0,
    ...(sub.items?.data ?? []).map((i) => i.current_period_end ?? 0),
  ].filter((e) => e > 0);
  return ends.length ? fromUnix(Math.max(...ends)) : null;
}

export function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}
