import type { MailAttachment, MailMessage } from '../mail/mailer.js';
import type { SmsMessage } from '../sms/sms.js';
import type { NewOutgoingRow, OutgoingRow } from './outgoing.repository.js';

export type OutgoingMessage = ({ channel: 'email' } & MailMessage) | ({ channel: 'sms' } & SmsMessage);

interface StoredAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/** The row of a message queued now (due at once). */
export function toRow(id: string, m: OutgoingMessage, now: string): NewOutgoingRow {
  const email = m.channel === 'email' ? m : null;
  const attachments: StoredAttachment[] | null = email?.attachments?.length
    ? email.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        base64: Buffer.from(a.content).toString('base64'),
      }))
    : null;
  return {
    id,
    firm_id: m.firmId ?? null,
    channel: m.channel,
    recipient: m.to,
    subject: email?.subject ?? '',
    body_text: m.text,
    reply_to: email?.replyTo ?? null,
    from_name: email?.fromName ?? null,
    attachments_json: attachments ? JSON.stringify(attachments) : null,
    next_attempt_at: now,
    created_at: now,
  };
}

/** The message of a claimed row, as the transports take it. */
export function fromRow(row: OutgoingRow): OutgoingMessage {
  if (row.channel === 'sms')
    return { channel: 'sms', to: row.recipient, text: row.body_text, firmId: row.firm_id };
  const stored = row.attachments_json ? (JSON.parse(row.attachments_json) as StoredAttachment[]) : [];
  const attachments: MailAttachment[] = stored.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: new Uint8Array(Buffer.from(a.base64, 'base64')),
  }));
  return {
    channel: 'email',
    to: row.recipient,
    subject: row.subject,
    text: row.body_text,
    replyTo: row.reply_to,
    fromName: row.from_name,
    firmId: row.firm_id,
    ...(attachments.length ? { attachments } : {}),
  };
}

/**
 * A failure's reason as kept in the row and shown to the provider: an error code and status (SMTP's
 * `EAUTH 535`, `SMS provider answered 400`), never an error's free text, which can quote the message.
 */
export function failureReason(err: unknown): string {
  if (err instanceof DeliveryRefused) return err.message.slice(0, 120);
  if (err && typeof err === 'object') {
    const { code, responseCode } = err as { code?: unknown; responseCode?: unknown };
    const parts = [
      typeof code === 'string' ? code.slice(0, 40) : null,
      typeof responseCode === 'number' ? String(responseCode) : null,
    ].filter(Boolean);
    if (parts.length) return parts.join(' ');
    if (err instanceof Error) return err.name.slice(0, 40);
  }
  return 'Error';
}

/** A transport's refusal whose message is safe to keep (a status, no content). */
export class DeliveryRefused extends Error {
  override name = 'DeliveryRefused';
}
