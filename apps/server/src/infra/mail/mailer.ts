export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | null;
  fromName?: string | null;
  firmId?: string | null;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}
