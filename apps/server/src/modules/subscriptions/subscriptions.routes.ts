import {
  BE_API_PREFIX,
  checkoutBody,
  checkoutResponse,
  dataEnvelope,
  mySubscriptionResponse,
  subscriptionApiPaths as p,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { accessScope } from '../../http/access-scope.js';
import { pathUnder, scopes, type ModuleRoutes } from '../../http/module-routes.js';
import { createCheckout } from './billing/checkout.js';
import { handleStripeWebhook } from './billing/stripe-webhook.js';
import { SubscriptionsService } from './subscriptions.service.js';

const at = (path: string) => pathUnder(BE_API_PREFIX, path);

/**
 * The firm's subscription for its advisors (readable and payable also while not valid: that is how it
 * is renewed) and Stripe's webhook (public, signed; the raw body is what the signature covers).
 */
export function subscriptionsRoutes(ctx: AppContext): ModuleRoutes {
  const subscriptions = new SubscriptionsService(ctx);

  const renewal = accessScope({ access: 'advisor', subscription: 'notRequired' }, (r, caller) => {
    r.get(
      at(p.subscription),
      { schema: { response: { 200: dataEnvelope(mySubscriptionResponse) } } },
      async (req) => ({
        data: await subscriptions.mine(caller(req).advisor.firmId),
      }),
    );
    r.post(
      at(p.checkout),
      { schema: { body: checkoutBody, response: { 200: dataEnvelope(checkoutResponse) } } },
      async (req) => {
        const { advisor, session } = caller(req);
        return {
          data: await createCheckout(
            ctx,
            { firmId: advisor.firmId, email: session.user.email },
            req.body.planId,
          ),
        };
      },
    );
  });

  const webhook = accessScope({ access: 'public' }, (r) => {
    // Only here: JSON bodies arrive as bytes, untouched, for the signature check.
    r.removeContentTypeParser('application/json');
    r.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    r.post(at(p.stripeWebhook), async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.headers['stripe-signature'];
      const result = await handleStripeWebhook(
        ctx,
        raw,
        typeof signature === 'string' ? signature : undefined,
      );
      if (result.duplicate) req.log.info({ event: result.eventId }, 'stripe event replayed: ignored');
      return { data: { received: true, duplicate: result.duplicate } };
    });
  });

  return { [BE_API_PREFIX]: scopes(renewal, webhook) };
}
