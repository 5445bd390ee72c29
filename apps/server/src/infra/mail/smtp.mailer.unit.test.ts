import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { SmtpMailer } from './smtp.mailer.js';

describe('SMTP mailer against a real SMTP server', () => {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers subject, text, the firm name as sender name and the Reply-To', async () => {
    const mailer = new SmtpMailer(
      `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      'Guru Suite <no-reply@guru.test>',
    );
    await mailer.send({
      to: 'client@example.com',
      subject: 'Your invite',
      text: 'Hello there',
      replyTo: 'advisor@firm.test',
      fromName: 'Demo Wealth Partners',
    });
    mailer.close();
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('no-reply@guru.test');
    expect(mail.to).toEqual(['client@example.com']);
    expect(mail.raw).toContain('Subject: Your invite');
    expect(mail.raw).toContain('Reply-To: advisor@firm.test');
    expect(mail.raw).toContain('From: Demo Wealth Partners <no-reply@guru.test>');
    expect(mail.raw).toContain('Hello there');
  });
});
