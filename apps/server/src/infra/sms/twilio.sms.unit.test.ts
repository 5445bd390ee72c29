import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TwilioSmsSender } from './twilio.sms.js';

describe('Twilio SMS sender', () => {
  const requests: Array<{ url: string; auth: string; body: string }> = [];
  let status = 201;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        requests.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', body });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the message form-encoded with basic auth to the account messages resource', async () => {
    const sender = new TwilioSmsSender(
      { accountSid: 'AC123', authToken: 'tok', from: '+15005550006' },
      fetch,
      base,
    );
    await sender.send({ to: '+12025550102', text: 'Code 123456' });
    const req = requests[0]!;
    expect(req.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(req.auth).toBe(`Basic ${Buffer.from('AC123:tok').toString('base64')}`);
    expect(new URLSearchParams(req.body).get('Body')).toBe('Code 123456');
    expect(new URLSearchParams(req.body).get('To')).toBe('+12025550102');
  });

  it('fails loudly when the provider refuses', async () => {
    status = 401;
    const sender = new TwilioSmsSender(
      { accountSid: 'AC123', authToken: 'bad', from: '+15005550006' },
      fetch,
      base,
    );
    await expect(sender.send({ to: '+12025550102', text: 'x' })).rejects.toThrow('401');
  });
});
