import { z } from 'zod';
import { clientLimits } from '../limits.js';
import { subscriptionMessages } from '../messages-subscriptions.js';

/** The advisor console's branding page: the company name and logo shown on the firm's entry pages. */
export const brandingSettings = z.object({
  companyName: z.string(),
  subdomain: z.string(),
  /** The public logo (the uploaded one, else a generated one). */
  logoUrl: z.string(),
  customLogo: z.boolean(),
});
export type BrandingSettings = z.infer<typeof brandingSettings>;

export const brandingBody = z.object({
  companyName: z
    .string({ error: subscriptionMessages.fieldRequired })
    .trim()
    .min(1, subscriptionMessages.fieldRequired)
    .max(clientLimits.nameMaxLength),
});
export type BrandingBody = z.infer<typeof brandingBody>;

/** The logo is sent as the request body itself (Content-Type image/png or image/jpeg), at most 1 MB; its bytes decide. */
export const logoContentTypes = ['image/png', 'image/jpeg'] as const;
