import Stripe from 'stripe';
import type { StripeConfig } from '../../../config.js';

/**
 * The Stripe client of the configured account. `apiBase` (tests only, never from the environment)
 * points it at a local server that answers like Stripe, so no test reaches the network.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase;
  return new Stripe(config.secretKey, {
    telemetry: false,
    maxNetworkRetries: 1,
    ...(base
      ? { host: base.hostname, port: base.port, protocol: base.protocol === 'https:' ? 'https' : 'http' }
      : {}),
  });
}
