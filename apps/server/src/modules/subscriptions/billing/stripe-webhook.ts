import { appendAuditEvent, systemActor } from '../../audit/audit.js';
import crypto from 'node:crypto';
import { ErrorCode, isPlanId, planById, subscriptionLimits, subscriptionMessages } from '@guru/shared';
import type { AppContext } from '../../../app-context.js';
import type { DbHandle } from '../../../db/transaction.js';
import type { SubscriptionStatusValue } from '../../../db/tables/subscriptions.table.js';
import { AppError, appErrors } from '../../../lib/app-error.js';
import { addDays } from '../subscription-rules.js';
import type { SubscriptionRow, SubscriptionsRepository } from '../subscriptions.repository.js';
import { createStripeClient } from './stripe-client.js';
import {
  checkoutSessionObject,
  fromUnix,
  invoiceObject,
  invoicePeriodEnd,
  invoiceSubscriptionId,
  subscriptionObject,
  subscriptionPeriodEnd,
  type CheckoutSessionObject,
  type InvoiceObject,
  type SubscriptionObject,
} from './stripe-objects.js';

export const signatureInvalid = () =>
  new AppError(ErrorCode.WEBHOOK_SIGNATURE_INVALID, subscriptionMessages.webhookSignatureInvalid);

export interface WebhookResult {
  eventId: string;
  type: string;
  /** A replay of an event handled already: nothing changed. */
  duplicate: boolean;
}

/**
 * A Stripe webhook (ADR 0016): the signature is checked on the raw body with the webhook secret
 * (5 minutes' tolerance, measured on the app's clock); then, in ONE transaction, the event's id is
 * recorded in stripe_events and its effect applied. A replay finds the id and changes nothing; a
 * failure rolls both back, so Stripe's retry applies it once.
 */
export async function handleStripeWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookResult> {
  const config = ctx.config.stripe;
  if (!config) throw appErrors.notFound();
  if (!signature) throw signatureInvalid();
  let event;
  try {
    event = createStripeClient(config).webhooks.constructEvent(
      rawBody,
      signature,
      config.webhookSecret,
      undefined,
      undefined,
      ctx.clock.now().getTime(),
    );
  } catch {
    throw signatureInvalid();
  }
  const object: unknown = event.data.object;
  const nowIso = ctx.clock.now().toISOString();
  const duplicate = await ctx.repos.subscriptions.transaction(async (repo, trx) => {
    if (!(await repo.recordStripeEvent(event.id, event.type, nowIso))) return true;
    const firmId = await apply(ctx, repo, trx, event.type, object, event.created);
    if (firmId) {
      await repo.setStripeEventFirm(event.id, firmId);
      // The firm's trail (ADR 0048): the billing step, named by Stripe's event type.
      await appendAuditEvent(
        ctx,
        firmId,
        {
          kind: 'subscription.changed',
          actor: { ...systemActor, label: 'stripe' },
          detail: { event: event.type },
        },
        trx,
      );
    }
    return false;
  });
  return { eventId: event.id, type: event.type, duplicate };
}

/** Applies one event; returns the firm it concerned, or null (an event of no subscription of ours is recorded and ignored). */
async function apply(
  ctx: AppContext,
  repo: SubscriptionsRepository,
  trx: DbHandle,
  type: string,
  object: unknown,
  created: number,
): Promise<string | null> {
  const now = ctx.clock.now();
  switch (type) {
    case 'checkout.session.completed':
      return checkoutCompleted(ctx, repo, trx, checkoutSessionObject.parse(object), fromUnix(created));
    case 'invoice.paid':
      return invoicePaid(repo, invoiceObject.parse(object), now);
    case 'invoice.payment_failed':
      return invoiceFailed(repo, invoiceObject.parse(object), now);
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(
        repo,
        subscriptionObject.parse(object),
        type === 'customer.subscription.deleted',
        now,
      );
    default:
      return null;
  }
}

/** Checkout done: the firm's new subscription term starts (active), and its first payment is recorded. */
async function checkoutCompleted(
  ctx: AppContext,
  repo: SubscriptionsRepository,
  trx: DbHandle,
  session: CheckoutSessionObject,
  at: Date,
): Promise<string | null> {
  const firmId = session.metadata?.firmId ?? session.client_reference_id ?? null;
  const planId = session.metadata?.planId ?? '';
  if (
    session.mode !== 'subscription' ||
    !firmId ||
    !session.subscription ||
    !isPlanId(planId) ||
    planById(planId).apps.length === 0
  )
    return null;
  if (!(await ctx.repos.firms.within(trx).findById(firmId))) return null;
  const nowIso = ctx.clock.now().toISOString();
  let row = await repo.findByStripeSubscription(session.subscription);
  if (!row) {
    await repo.insertTerm({
      firmId,
      planId,
      status: 'active',
      start: at,
      source: 'stripe',
      stripeCustomerId: session.customer ?? null,
      stripeSubscriptionId: session.subscription,
    });
    row = await repo.findByStripeSubscription(session.subscription);
  }
  if (session.payment_status === 'paid' && (session.amount_total ?? 0) > 0) {
    await repo.insertPayment({
      id: crypto.randomUUID(),
      firm_id: firmId,
      subscription_id: row?.id ?? null,
      amount_cents: session.amount_total ?? 0,
      currency: session.currency ?? 'usd',
      paid_at: at.toISOString(),
      source: 'stripe',
      reference: session.id,
      stripe_ref: session.id,
      recorded_by: null,
      created_at: nowIso,
    });
  }
  return firmId;
}

async function ours(
  repo: SubscriptionsRepository,
  stripeSubscriptionId: string | null,
): Promise<SubscriptionRow | null> {
  return stripeSubscriptionId ? ((await repo.findByStripeSubscription(stripeSubscriptionId)) ?? null) : null;
}

/** Paid: active until the end of the period paid for (a lapsed firm is open again); the payment recorded once. */
async function invoicePaid(
  repo: SubscriptionsRepository,
  invoice: InvoiceObject,
  now: Date,
): Promise<string | null> {
  const row = await ours(repo, invoiceSubscriptionId(invoice));
  if (!row) return null;
  const end = invoicePeriodEnd(invoice);
  const periodEnd =
    end && end.getTime() > new Date(row.current_period_end).getTime()
      ? end.toISOString()
      : row.current_period_end;
  await repo.update(row.firm_id, row.id, {
    status: 'active',
    current_period_end: periodEnd,
    grace_ends_at: null,
    suspended_at: null,
    canceled_at: null,
    updated_at: now.toISOString(),
  });
  if ((invoice.amount_paid ?? 0) > 0) {
    const paidAt = invoice.status_transitions?.paid_at ? fromUnix(invoice.status_transitions.paid_at) : now;
    await repo.insertPayment({
      id: crypto.randomUUID(),
      firm_id: row.firm_id,
      subscription_id: row.id,
      amount_cents: invoice.amount_paid ?? 0,
      currency: invoice.currency ?? 'usd',
      paid_at: paidAt.toISOString(),
      source: 'stripe',
      reference: invoice.id,
      stripe_ref: invoice.id,
      recorded_by: null,
      created_at: now.toISOString(),
    });
  }
  return row.firm_id;
}

/** A failed renewal: past_due now, suspended after the grace period unless a payment arrives. */
async function invoiceFailed(
  repo: SubscriptionsRepository,
  invoice: InvoiceObject,
  now: Date,
): Promise<string | null> {
  const row = await ours(repo, invoiceSubscriptionId(invoice));
  if (!row) return null;
  await markPastDue(repo, row, now);
  return row.firm_id;
}

async function markPastDue(repo: SubscriptionsRepository, row: SubscriptionRow, now: Date): Promise<void> {
  const grace = addDays(now, subscriptionLimits.graceDays).toISOString();
  await repo.update(
    row.firm_id,
    row.id,
    { status: 'past_due', grace_ends_at: grace, updated_at: now.toISOString() },
    ['trialing', 'active'],
  );
}

const statusOfStripe: Record<string, SubscriptionStatusValue | 'pastDue' | 'canceled' | undefined> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'pastDue',
  unpaid: 'pastDue',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

/** Stripe's status and period end mirrored; canceled (or deleted) keeps the clients' apps until the grace after the period end. */
async function subscriptionChanged(
  repo: SubscriptionsRepository,
  sub: SubscriptionObject,
  deleted: boolean,
  now: Date,
): Promise<string | null> {
  const row = await ours(repo, sub.id);
  if (!row) return null;
  const end = subscriptionPeriodEnd(sub);
  const periodEnd = end ? end.toISOString() : row.current_period_end;
  const status = deleted ? 'canceled' : statusOfStripe[sub.status];
  const nowIso = now.toISOString();
  if (status === 'active' || status === 'trialing') {
    await repo.update(row.firm_id, row.id, {
      status,
      current_period_end: periodEnd,
      grace_ends_at: null,
      suspended_at: null,
      canceled_at: null,
      updated_at: nowIso,
    });
  } else if (status === 'pastDue') {
    await repo.update(row.firm_id, row.id, { current_period_end: periodEnd, updated_at: nowIso });
    await markPastDue(repo, { ...row, current_period_end: periodEnd }, now);
  } else if (status === 'canceled' && row.status !== 'canceled' && row.status !== 'suspended') {
    const from = Math.max(now.getTime(), new Date(periodEnd).getTime());
    await repo.update(row.firm_id, row.id, {
      status: 'canceled',
      current_period_end: periodEnd,
      canceled_at: nowIso,
      grace_ends_at: addDays(new Date(from), subscriptionLimits.graceDays).toISOString(),
      updated_at: nowIso,
    });
  }
  return row.firm_id;
}
