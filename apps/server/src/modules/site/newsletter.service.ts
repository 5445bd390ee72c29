import crypto from 'node:crypto';
import { ErrorCode, formatMessage, messages, siteWebRoutes, type NewsletterSignupBody } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import type { NewsletterRepository } from './newsletter.repository.js';

/** The HMAC purpose of unsubscribe tokens (ServerSecrets.hmac). */
const TOKEN_PURPOSE = 'newsletter-unsubscribe';

/**
 * The provider's beta newsletter (ADR 0015). A sign-up is stored once per address and answered alike
 * whether or not the address was subscribed already. A new (or returning) subscriber gets a welcome
 * e-mail with an unsubscribe link; the link's token is stored only as a keyed hash and travels in the
 * link's fragment, and the unsubscribe itself is a POST from the page it opens.
 */
export class NewsletterService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: NewsletterRepository,
  ) {}

  async subscribe(body: NewsletterSignupBody): Promise<void> {
    const token = crypto.randomBytes(32).toString('base64url');
    const outcome = await this.repo.subscribe({
      id: crypto.randomUUID(),
      email: body.email,
      email_key: body.email.toLowerCase(),
      first_name: body.firstName,
      last_name: body.lastName,
      company: body.company,
      website: body.website,
      unsubscribe_token_hash: this.tokenHash(token),
      subscribed_at: this.ctx.clock.now().toISOString(),
      unsubscribed_at: null,
    });
    // Already subscribed: nothing to store and no second mail (a stranger cannot make us mail someone again and again).
    if (outcome === 'already') return;
    await this.sendWelcome(body.email, body.firstName, token);
  }

  /** Idempotent: a link that already unsubscribed answers the same; an unknown token is refused. */
  async unsubscribe(token: string): Promise<void> {
    const subscriber = await this.repo.findByTokenHash(this.tokenHash(token));
    if (!subscriber) throw new AppError(ErrorCode.LINK_INVALID, messages.unsubscribeInvalid);
    if (subscriber.unsubscribed_at === null)
      await this.repo.markUnsubscribed(subscriber.id, this.ctx.clock.now().toISOString());
  }

  /** The unsubscribe page's address with the token in its fragment, from PUBLIC_URL (never a request's Host). */
  unsubscribeLink(token: string): string {
    return `${this.ctx.config.publicUrl.origin}${siteWebRoutes.newsletterUnsubscribe}#${token}`;
  }

  private tokenHash(token: string): string {
    return this.ctx.secrets.hmac(TOKEN_PURPOSE, token);
  }

  /** A failed mail does not undo the subscription: it is logged. */
  private async sendWelcome(to: string, firstName: string, token: string): Promise<void> {
    try {
      await this.ctx.mailer.send({
        to,
        subject: messages.newsletterMailSubject,
        text: formatMessage(messages.newsletterMailText, { firstName, link: this.unsubscribeLink(token) }),
      });
    } catch (err) {
      this.ctx.log.error({ err }, 'newsletter welcome mail failed');
    }
  }
}
