import { queryOptions } from '@tanstack/react-query';
import {
  brandingSettings,
  checkoutResponse,
  mySubscriptionResponse,
  subscriptionApiPaths,
  type AppType,
  type BrandingSettings,
  type MySubscriptionResponse,
  type PlanId,
} from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';

/** The advisor's subscription (answered also without a valid one), Stripe Checkout, and the firm's branding. */

export const subscriptionKey = ['advisor', 'subscription'] as const;

export function subscriptionQuery(app: AppType) {
  return queryOptions({
    queryKey: [...subscriptionKey, app],
    queryFn: ({ signal }): Promise<MySubscriptionResponse> =>
      apiRequest(subscriptionApiPaths.subscription, { app, schema: mySubscriptionResponse, signal }),
    staleTime: 60_000,
  });
}

/** Stripe's hosted Checkout page for a plan: the browser goes there. */
export async function startCheckout(app: AppType, planId: PlanId): Promise<string> {
  const { url } = await apiRequest(subscriptionApiPaths.checkout, {
    app,
    body: { planId },
    schema: checkoutResponse,
  });
  return url;
}

export const brandingSettingsKey = ['advisor', 'branding'] as const;

/** The branding page's settings: the company name, the logo and whether it is the firm's own. */
export function brandingSettingsQuery(app: AppType) {
  return queryOptions({
    queryKey: [...brandingSettingsKey, app],
    queryFn: ({ signal }): Promise<BrandingSettings> =>
      apiRequest(subscriptionApiPaths.branding, { app, schema: brandingSettings, signal }),
  });
}

/** The firm's new company name (the entry pages read it through the public branding). */
export function saveCompanyName(app: AppType, companyName: string): Promise<BrandingSettings> {
  return apiRequest(subscriptionApiPaths.branding, {
    app,
    method: 'PUT',
    body: { companyName },
    schema: brandingSettings,
  });
}

/** The firm's new logo, sent as the body (PNG or JPEG; the server checks its bytes). */
export function uploadLogo(app: AppType, file: File): Promise<BrandingSettings> {
  return apiRequest(subscriptionApiPaths.brandingLogo, {
    app,
    method: 'PUT',
    file,
    schema: brandingSettings,
  });
}

/** Back to the logo made from the firm's name. */
export function removeLogo(app: AppType): Promise<BrandingSettings> {
  return apiRequest(subscriptionApiPaths.brandingLogo, { app, method: 'DELETE', schema: brandingSettings });
}
