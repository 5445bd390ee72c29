import { z } from 'zod';
import { formatMessage } from '../format-message.js';
import { siteMessages } from '../messages-site.js';

/** The public site's forms: the beta newsletter (the specification's beta sign-up), its unsubscribe, the contact form. */

export const siteLimits = {
  nameMaxLength: 100,
  companyMaxLength: 200,
  websiteMaxLength: 2_048,
  emailMaxLength: 254,
  contactMessageMaxLength: 5_000,
} as const;

const tooLong = (max: number) => formatMessage(siteMessages.contactTooLong, { max });

const requiredText = (max: number) =>
  z
    .string({ error: siteMessages.newsletterFieldRequired })
    .trim()
    .min(1, siteMessages.newsletterFieldRequired)
    .max(max, tooLong(max));

/** An optional text: absent, null and blank all mean none (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null));

/** Required ("This field is required") and valid ("The email is invalid value"). */
const emailField = z
  .string({ error: siteMessages.newsletterFieldRequired })
  .trim()
  .min(1, siteMessages.newsletterFieldRequired)
  .max(siteLimits.emailMaxLength, siteMessages.newsletterEmailInvalid)
  .pipe(z.email(siteMessages.newsletterEmailInvalid));

/** POST /be/api/public/signupemail: the specification's beta sign-up (firstName, lastName, company, website, email). */
export const newsletterSignupBody = z.object({
  firstName: requiredText(siteLimits.nameMaxLength),
  lastName: requiredText(siteLimits.nameMaxLength),
  company: optionalText(siteLimits.companyMaxLength),
  website: optionalText(siteLimits.websiteMaxLength),
  email: emailField,
});
export type NewsletterSignupInput = z.input<typeof newsletterSignupBody>;
export type NewsletterSignupBody = z.output<typeof newsletterSignupBody>;

/** The same answer whether or not the address was already subscribed. */
export const newsletterSignupResponse = z.object({ status: z.literal('subscribed') });

/** The token of the e-mailed unsubscribe link (32 random bytes, base64url). */
export const unsubscribeTokenSchema = z
  .string({ error: siteMessages.unsubscribeInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, siteMessages.unsubscribeInvalid);
export const newsletterUnsubscribeBody = z.object({ token: unsubscribeTokenSchema });
/** The same answer for a first and a repeated unsubscribe (idempotent). */
export const newsletterUnsubscribeResponse = z.object({ status: z.literal('unsubscribed') });

export const contactTopics = ['sales', 'support', 'press', 'other'] as const;
export type ContactTopic = (typeof contactTopics)[number];
export const contactTopicLabels: Record<ContactTopic, string> = {
  sales: siteMessages.contactTopicSales,
  support: siteMessages.contactTopicSupport,
  press: siteMessages.contactTopicPress,
  other: siteMessages.contactTopicOther,
};
export function isContactTopic(value: string | null | undefined): value is ContactTopic {
  return (contactTopics as readonly string[]).includes(value ?? '');
}

/** POST /be/api/public/contact: a message to the provider. */
export const contactMessageBody = z.object({
  name: requiredText(siteLimits.nameMaxLength),
  email: emailField,
  company: optionalText(siteLimits.companyMaxLength),
  topic: z.enum(contactTopics, { error: siteMessages.newsletterFieldRequired }),
  message: requiredText(siteLimits.contactMessageMaxLength),
});
export type ContactMessageInput = z.input<typeof contactMessageBody>;
export type ContactMessageBody = z.output<typeof contactMessageBody>;
export const contactMessageResponse = z.object({ status: z.literal('received') });
