/**
 * Subscriptions of advisor firms, their payments, the Stripe events already handled, the notices
 * already sent, and the single-use links of firm onboarding (migration 0009).
 */

export type SubscriptionStatusValue = 'trialing' | 'active' | 'past_due' | 'canceled' | 'suspended';
export type PaymentSource = 'manual' | 'stripe';
/** A subscription is also a firm's own sign-up trial. */
export type SubscriptionSource = PaymentSource | 'signup';

/** One subscription term of a firm; the newest by started_at is the firm's current one. */
export interface SubscriptionsTable {
  id: string;
  firm_id: string;
  plan_id: string;
  status: SubscriptionStatusValue;
  source: SubscriptionSource;
  started_at: string;
  current_period_end: string;
  /** past_due or canceled: when the firm becomes suspended. */
  grace_ends_at: string | null;
  suspended_at: string | null;
  canceled_at: string | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentsTable {
  id: string;
  firm_id: string;
  subscription_id: string | null;
  amount_cents: number;
  currency: string;
  paid_at: string;
  source: PaymentSource;
  reference: string | null;
  /** Stripe's invoice or Checkout session id: one payment row each. */
  stripe_ref: string | null;
  recorded_by: string | null;
  created_at: string;
}

/** Stripe events handled, by Stripe's event id: a replay finds its row and changes nothing. */
export interface StripeEventsTable {
  id: string;
  type: string;
  firm_id: string | null;
  received_at: string;
}

export type NoticeKind = 'renewal_30' | 'renewal_7' | 'renewal_1' | 'past_due' | 'suspended';

/** A warning e-mail sent for a subscription's period: sent once. */
export interface SubscriptionNoticesTable {
  subscription_id: string;
  kind: NoticeKind;
  /** The period end the notice is about (an extended period gets its own warnings). */
  period_end: string;
  sent_at: string;
}

export type OnboardingPurpose = 'firm_signup' | 'advisor_invite' | 'staff_invite' | 'provider_setup';

/**
 * Single-use links (keyed hashes only): a firm sign-up's e-mail confirmation (user_id: the pending
 * advisor), an advisor invited by the provider or a firm's advisor, or a staff member invited by an advisor
 * (`staff_invite`, ADR 0051; firm_id and the invitee's names), the first provider
 * admin's set-up (user_id: the pending provider).
 */
export interface OnboardingTokensTable {
  id: string;
  purpose: OnboardingPurpose;
  firm_id: string | null;
  user_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}
