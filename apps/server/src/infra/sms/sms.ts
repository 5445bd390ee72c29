export interface SmsMessage {
  to: string;
  text: string;
  firmId?: string | null;
}

export interface SmsSender {
  readonly kind: 'twilio' | 'outbox';
  send(message: SmsMessage): Promise<void>;
}
