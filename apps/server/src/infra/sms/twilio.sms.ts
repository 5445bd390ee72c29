import type { TwilioConfig } from '../../config.js';
import type { SmsMessage, SmsSender } from './sms.js';

/** Real SMS through Twilio's REST API. */
export class TwilioSmsSender implements SmsSender {
  readonly kind = 'twilio' as const;

  constructor(
    private readonly config: TwilioConfig,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly apiBase = 'https://api.twilio.com',
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const url = `${this.apiBase}/2010-04-01/Accounts/${encodeURIComponent(this.config.accountSid)}/Messages.json`;
    const auth = Buffer.from(`${this.config.accountSid}:${this.config.authToken}`).toString('base64');
    const response = await this.fetchImpl(url, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: message.to, From: this.config.from, Body: message.text }).toString(),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  }
}
