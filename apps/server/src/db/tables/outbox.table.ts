export interface OutboxTable {
  id: string;
  firm_id: string | null;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body_text: string;
  reply_to: string | null;
  created_at: string;
}
