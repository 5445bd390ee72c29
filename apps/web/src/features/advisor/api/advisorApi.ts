import { queryOptions } from '@tanstack/react-query';
import {
  checkoutResponse,
  mySubscriptionResponse,
  subscriptionApiPaths,
  type AppType,
  type MySubscriptionResponse,
  type PlanId,
} from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';

/** The advisor's subscription (answered also without a valid one), Stripe Checkout, and the firm's branding. */

export const subscriptionKey = ['advisor', 'subscription'] as const;

export function subscriptionQuery(app: AppType) {
  return queryOptions({
    queryKey: [...subscriptionKey, app],
    queryFn: ({ signal }): Promise<MySubscriptionResponse> => apiRequest(subscriptionApiPaths.subscription, { app, schema: mySubscriptionResponse, signal }),
    staleTime: 60_000,
  });
}

/** Stripe's hosted Checkout page for a plan: the browser goes there. */
export async function startCheckout(app: AppType, planId: PlanId): Promise<string> {
  const { url } = await apiRequest(subscriptionApiPaths.checkout, { app, body: { planId }, schema: checkoutResponse });
  return url;
}

/** The firm's new company name (the entry pages read it through the public branding). */
export async function saveCompanyName(app: AppType, name: string): Promise<void> {
  await apiRequest(subscriptionApiPaths.branding, { app, method: 'PUT', body: { name } });
}

/** The firm's new logo (PNG or JPEG), checked by the server. */
export async function uploadLogo(app: AppType, file: File): Promise<void> {
  const formData = new FormData();
  formData.append('logo', file, file.name);
  await apiRequest(subscriptionApiPaths.brandingLogo, { app, method: 'PUT', formData });
}
