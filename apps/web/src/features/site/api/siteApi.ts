import {
  contactMessageResponse,
  newsletterSignupResponse,
  newsletterUnsubscribeResponse,
  siteApiPaths,
  type ContactMessageInput,
  type NewsletterSignupInput,
} from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';

/** POST /be/api/public/signupemail: the beta newsletter. The same answer for a new and a known address. */
export function subscribeNewsletter(body: NewsletterSignupInput): Promise<{ status: 'subscribed' }> {
  return apiRequest(siteApiPaths.newsletterSignup, { body, schema: newsletterSignupResponse });
}

/** The unsubscribe page's POST, with the token of the e-mailed link. */
export function unsubscribeNewsletter(token: string): Promise<{ status: 'unsubscribed' }> {
  return apiRequest(siteApiPaths.newsletterUnsubscribe, {
    body: { token },
    schema: newsletterUnsubscribeResponse,
  });
}

/** The contact form: to the provider. */
export function sendContactMessage(body: ContactMessageInput): Promise<{ status: 'received' }> {
  return apiRequest(siteApiPaths.contact, { body, schema: contactMessageResponse });
}
