/**
 * Stripe event payloads as Stripe sends them (API version 2025-03-31.basil and later: the period end on
 * the subscription's items, the invoice's subscription under parent.subscription_details), trimmed of
 * fields nobody reads but kept in their shape. Times are Unix seconds.
 */

const API_VERSION = '2026-10-28.endive';

function event(id: string, type: string, created: number, object: Record<string, unknown>) {
  return {
    id,
    object: 'event',
    api_version: API_VERSION,
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export interface StripeIds {
  firmId: string;
  planId: string;
  customer: string;
  subscription: string;
}

export function checkoutSessionCompleted(id: string, created: number, ids: StripeIds, amountTotal: number) {
  return event(id, 'checkout.session.completed', created, {
    id: 'cs_test_a1b2c3',
    object: 'checkout.session',
    amount_subtotal: amountTotal,
    amount_total: amountTotal,
    client_reference_id: ids.firmId,
    created,
    currency: 'usd',
    customer: ids.customer,
    customer_details: { email: 'adam@example.com', name: null },
    livemode: false,
    metadata: { firmId: ids.firmId, planId: ids.planId },
    mode: 'subscription',
    payment_status: 'paid',
    status: 'complete',
    subscription: ids.subscription,
    success_url: 'http://acme.localhost:3000/dashboard/subscription?checkout=success',
    url: null,
  });
}

export function invoicePaid(
  id: string,
  created: number,
  ids: StripeIds,
  invoiceId: string,
  amountPaid: number,
  periodStart: number,
  periodEnd: number,
) {
  return event(id, 'invoice.paid', created, {
    id: invoiceId,
    object: 'invoice',
    amount_due: amountPaid,
    amount_paid: amountPaid,
    amount_remaining: 0,
    billing_reason: 'subscription_cycle',
    currency: 'usd',
    customer: ids.customer,
    lines: {
      object: 'list',
      data: [
        {
          id: 'il_1',
          object: 'line_item',
          amount: amountPaid,
          currency: 'usd',
          period: { start: periodStart, end: periodEnd },
        },
      ],
      has_more: false,
    },
    parent: {
      type: 'subscription_details',
      subscription_details: {
        metadata: { firmId: ids.firmId, planId: ids.planId },
        subscription: ids.subscription,
      },
    },
    status: 'paid',
    status_transitions: { finalized_at: created, paid_at: created },
  });
}

export function invoicePaymentFailed(id: string, created: number, ids: StripeIds, invoiceId: string) {
  return event(id, 'invoice.payment_failed', created, {
    id: invoiceId,
    object: 'invoice',
    amount_due: 15_000,
    amount_paid: 0,
    attempt_count: 1,
    billing_reason: 'subscription_cycle',
    currency: 'usd',
    customer: ids.customer,
    lines: { object: 'list', data: [], has_more: false },
    parent: {
      type: 'subscription_details',
      subscription_details: { metadata: {}, subscription: ids.subscription },
    },
    status: 'open',
    status_transitions: { finalized_at: created, paid_at: null },
  });
}

export function subscriptionEvent(
  id: string,
  type: 'customer.subscription.updated' | 'customer.subscription.deleted',
  created: number,
  ids: StripeIds,
  status: string,
  periodEnd: number,
) {
  return event(id, type, created, {
    id: ids.subscription,
    object: 'subscription',
    cancel_at_period_end: false,
    canceled_at: type === 'customer.subscription.deleted' ? created : null,
    created,
    customer: ids.customer,
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          object: 'subscription_item',
          current_period_end: periodEnd,
          current_period_start: periodEnd - 31_536_000,
        },
      ],
      has_more: false,
    },
    metadata: { firmId: ids.firmId, planId: ids.planId },
    status,
  });
}
