import { ErrorCode, planById, subscriptionMessages, subscriptionWebRoutes, type PlanId } from '@guru/shared';
import type { AppContext } from '../../../app-context.js';
import { AppError, appErrors } from '../../../lib/app-error.js';
import { firmSiteUrl } from '../../../lib/public-urls.js';
import { createStripeClient } from './stripe-client.js';

export const billingNotConfigured = () =>
  new AppError(ErrorCode.BILLING_NOT_CONFIGURED, subscriptionMessages.billingNotConfigured);

/**
 * A Stripe Checkout session for the firm's advisor to subscribe to a plan: the price comes from the
 * plans list (no price ids to keep in step), the firm and plan ride along as metadata for the webhook,
 * the return pages are the firm's own site from the configuration. The subscription starts when the
 * signed webhook `checkout.session.completed` arrives, never from the browser's return.
 */
export async function createCheckout(
  ctx: AppContext,
  advisor: { firmId: string; email: string },
  planId: PlanId,
): Promise<{ url: string }> {
  if (!ctx.config.stripe) throw billingNotConfigured();
  const firm = await ctx.repos.firms.findById(advisor.firmId);
  if (!firm) throw appErrors.notFound();
  const plan = planById(planId);
  const customer = await ctx.repos.subscriptions.stripeCustomerOf(firm.id);
  const back = (outcome: string) =>
    firmSiteUrl(
      ctx.config,
      firm.subdomain,
      `${subscriptionWebRoutes.advisorSubscription}?checkout=${outcome}`,
    );
  const metadata = { firmId: firm.id, planId: plan.id };
  const session = await createStripeClient(ctx.config.stripe).checkout.sessions.create({
    mode: 'subscription',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: plan.priceUsd * 100,
          recurring: { interval: plan.interval },
          product_data: { name: `Guru Suite: ${plan.name}` },
        },
      },
    ],
    ...(customer ? { customer } : { customer_email: advisor.email }),
    client_reference_id: firm.id,
    metadata,
    subscription_data: { metadata },
    success_url: back('success'),
    cancel_url: back('canceled'),
  });
  if (!session.url) throw new Error('Stripe returned a Checkout session without a URL');
  return { url: session.url };
}
