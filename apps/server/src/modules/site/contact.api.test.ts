import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, siteApiPaths } from '@guru/shared';
import type { Mailer } from '../../infra/mail/mailer.js';
import { testDialects } from '../../test/databases.js';
import { TestClient } from '../../test/http-client.js';
import { createFirm, createTestApp, type TestApp } from '../../test/test-app.js';

const message = (over: Record<string, unknown> = {}) => ({
  name: 'Paula Press',
  email: 'paula@press.example',
  company: 'Daily Ledger',
  topic: 'press',
  message: 'Could we talk about how advisors use Guru Suite?',
  ...over,
});

describe.each(testDialects())('contact form on %s', (dialect) => {
  let t: TestApp;
  const db = () => t.app.guru.db.kysely;
  const storedBy = (email: string) =>
    db().selectFrom('contact_messages').selectAll().where('email', '=', email).execute();
  const outboxTo = (to: string) =>
    db().selectFrom('outbox').selectAll().where('recipient', '=', to).orderBy('id', 'desc').execute();

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      mailFrom: 'Guru Suite <hello@guru-suite.test>',
      contactEmail: 'hello@guru-suite.test',
    });
    await createFirm(t.app, 'demo');
  });
  afterAll(() => t.close());

  it('stores the message and mails it to the provider, with the sender as Reply-To', async () => {
    const res = await new TestClient(t.app).post(siteApiPaths.contact, message());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'received' } });

    const [row, ...more] = await storedBy('paula@press.example');
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      name: 'Paula Press',
      company: 'Daily Ledger',
      topic: 'press',
      message: 'Could we talk about how advisors use Guru Suite?',
    });
    expect(row!.mailed_at).not.toBeNull();

    const [mail] = await outboxTo('hello@guru-suite.test');
    expect(mail).toMatchObject({
      subject: 'Contact form: Press and media — Paula Press',
      reply_to: 'paula@press.example',
      firm_id: null,
    });
    expect(mail!.body_text).toContain('From: Paula Press <paula@press.example>');
    expect(mail!.body_text).toContain('Company: Daily Ledger');
    expect(mail!.body_text).toContain('Could we talk about how advisors use Guru Suite?');
  });

  it('keeps the message when the mail cannot be sent, and answers the same', async () => {
    const mailer = t.app.guru.mailer;
    const failing: Mailer = { kind: 'smtp', send: () => Promise.reject(new Error('SMTP down')) };
    t.app.guru.mailer = failing;
    try {
      const res = await new TestClient(t.app).post(
        siteApiPaths.contact,
        message({ email: 'sam@example.com', company: null, topic: 'sales' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { status: 'received' } });
    } finally {
      t.app.guru.mailer = mailer;
    }
    const [row] = await storedBy('sam@example.com');
    expect(row).toMatchObject({ company: null, topic: 'sales', mailed_at: null });
  });

  it('refuses bad input with 400 and clear messages, never a 5xx', async () => {
    const post = (body: unknown) => new TestClient(t.app).post(siteApiPaths.contact, body);
    const cases: [unknown, string][] = [
      [message({ name: ' ' }), messages.newsletterFieldRequired],
      [message({ message: '' }), messages.newsletterFieldRequired],
      [message({ email: 'paula' }), messages.newsletterEmailInvalid],
      [message({ topic: 'spam' }), messages.newsletterFieldRequired],
    ];
    for (const [body, text] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toEqual({ code: 'VALIDATION_ERROR', message: text });
    }
    const long = await post(message({ message: 'x'.repeat(5_001) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('At most 5000 characters');
    for (const body of [[], 'text', null, message({ company: 3 })]) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    expect(await storedBy('paula')).toEqual([]);
  });
});

describe('contact address', () => {
  it('defaults to the address of MAIL_FROM', async () => {
    const { loadConfig } = await import('../../config.js');
    expect(loadConfig({ MAIL_FROM: 'Guru Suite <team@guru.example>' }).contactEmail).toBe(
      'team@guru.example',
    );
    expect(loadConfig({ MAIL_FROM: 'plain@guru.example' }).contactEmail).toBe('plain@guru.example');
    expect(
      loadConfig({ MAIL_FROM: 'Guru Suite <team@guru.example>', CONTACT_EMAIL: ' sales@guru.example ' })
        .contactEmail,
    ).toBe('sales@guru.example');
  });
});
