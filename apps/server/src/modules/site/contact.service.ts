import crypto from 'node:crypto';
import { contactTopicLabels, formatMessage, messages, type ContactMessageBody } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import type { ContactRepository } from './contact.repository.js';

/**
 * The public contact form: each message is stored first (nothing is lost when mail fails), then
 * e-mailed to the provider (CONTACT_EMAIL, default MAIL_FROM's address) with the sender as Reply-To.
 */
export class ContactService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: ContactRepository,
  ) {}

  async send(body: ContactMessageBody): Promise<void> {
    const id = crypto.randomUUID();
    await this.repo.insert({
      id,
      name: body.name,
      email: body.email,
      company: body.company,
      topic: body.topic,
      message: body.message,
      created_at: this.ctx.clock.now().toISOString(),
      mailed_at: null,
    });
    const topic = contactTopicLabels[body.topic];
    try {
      await this.ctx.mailer.send({
        to: this.ctx.config.contactEmail,
        replyTo: body.email,
        subject: formatMessage(messages.contactMailSubject, { topic, name: body.name }),
        text: formatMessage(messages.contactMailText, {
          name: body.name,
          email: body.email,
          company: body.company ?? messages.contactNone,
          topic,
          message: body.message,
        }),
      });
      await this.repo.markMailed(id, this.ctx.clock.now().toISOString());
    } catch (err) {
      this.ctx.log.error({ err, contactMessageId: id }, 'contact form mail failed');
    }
  }
}
