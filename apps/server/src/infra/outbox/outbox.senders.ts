import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import type { SmsMessage, SmsSender } from '../sms/sms.js';
import type { OutboxRepository } from './outbox.repository.js';

/** Mail kept in the outbox (and logged) when no SMTP server is configured. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly log: FastifyBaseLogger,
  ) {}
  async send(m: MailMessage): Promise<void> {
    await this.outbox.add({
      firmId: m.firmId ?? null,
      channel: 'email',
      recipient: m.to,
      subject: m.subject,
      text: m.attachments?.length
        ? `${m.text}\n\n${m.attachments.map((a) => `[Attachment: ${a.filename}]`).join('\n')}`
        : m.text,
      replyTo: m.replyTo ?? null,
    });
    this.log.info({ to: m.to, subject: m.subject }, 'e-mail stored in the outbox');
  }
}

/** SMS kept in the outbox (and logged) when no SMS provider is configured. */
export class OutboxSmsSender implements SmsSender {
  readonly kind = 'outbox' as const;
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly log: FastifyBaseLogger,
  ) {}
  async send(m: SmsMessage): Promise<void> {
    await this.outbox.add({
      firmId: m.firmId ?? null,
      channel: 'sms',
      recipient: m.to,
      subject: '',
      text: m.text,
      replyTo: null,
    });
    this.log.info({ to: m.to }, 'SMS stored in the outbox');
  }
}
