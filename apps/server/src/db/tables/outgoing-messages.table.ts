export type OutgoingStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** The queue of e-mails and SMS (migration 0021, infra/outgoing). Times are ISO timestamps. */
export interface OutgoingMessagesTable {
  id: string;
  firm_id: string | null;
  channel: 'email' | 'sms';
  recipient: string;
  /** E-mail only ('' for an SMS). */
  subject: string;
  /** Erased ('') once sent: it can hold codes and links. */
  body_text: string;
  reply_to: string | null;
  from_name: string | null;
  /** E-mail attachments as JSON (content in base64); erased once sent. */
  attachments_json: string | null;
  status: OutgoingStatus;
  attempts: number;
  next_attempt_at: string;
  /** A short reason of the last failure (an error code or status), never the message. */
  last_error: string | null;
  /** The worker sending the row, until when (a crashed worker's row is taken again after that). */
  lease_holder: string | null;
  lease_until: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface OutgoingMessagesTables {
  outgoing_messages: OutgoingMessagesTable;
}
