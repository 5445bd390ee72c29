/**
 * The public site's tables (migration 0010): the provider's beta newsletter and the contact form.
 * Neither belongs to a firm: both reach the provider.
 */
export interface NewsletterSubscribersTable {
  id: string;
  /** As typed (trimmed); `email_key` is its lower-cased form, unique. */
  email: string;
  email_key: string;
  first_name: string;
  last_name: string;
  company: string | null;
  website: string | null;
  /** Keyed hash (HMAC) of the unsubscribe link's token; the token itself is only in the e-mail. */
  unsubscribe_token_hash: string;
  /** ISO timestamps; a re-subscription after an unsubscribe starts a new `subscribed_at`. */
  subscribed_at: string;
  unsubscribed_at: string | null;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  company: string | null;
  topic: string;
  message: string;
  created_at: string;
  /** When the mail to the provider was handed over; null when sending failed (the message is kept). */
  mailed_at: string | null;
}
