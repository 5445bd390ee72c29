import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppType, fillPath, outgoingMessagesPaths as p } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { drainOutgoing } from '../../test/outgoing.js';
import { signInClient } from '../../test/sign-in.js';
import { createFirm, createTestApp, createTestUser, type TestApp } from '../../test/test-app.js';
import { hostOf, signInTotpAt } from '../../test/fixtures/subscriptions.js';
import { JobScheduler } from '../../jobs/scheduler.js';
import { scheduledJobs } from '../../jobs/jobs.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import type { SmsMessage, SmsSender } from '../sms/sms.js';
import { OutboxMailer, OutboxSmsSender } from '../outbox/outbox.senders.js';
import { MAX_ATTEMPTS, OutgoingQueue, RETRY_DELAYS_SECONDS } from './outgoing-queue.js';

/**
 * A transport that refuses (like an SMTP server that is down) while `failures` is above zero, or always
 * for the addresses in `refused`; it records what it delivered.
 */
class ScriptedTransport implements Mailer, SmsSender {
  readonly kind = 'outbox' as const;
  failures = 0;
  readonly refused = new Set<string>();
  readonly delivered: Array<MailMessage | SmsMessage> = [];
  /** Where delivered messages also go (the outbox, for the sign-in helpers that read codes there). */
  forward: { email: Mailer; sms: SmsSender } | null = null;
  async send(message: MailMessage | SmsMessage): Promise<void> {
    await Promise.resolve();
    if (this.failures > 0 || this.refused.has(message.to)) {
      this.failures = Math.max(0, this.failures - 1);
      throw Object.assign(
        new Error(
          `connection refused while sending "${'subject' in message ? message.subject : ''}" to ${message.to}`,
        ),
        { code: 'ECONNECTION' },
      );
    }
    this.delivered.push(message);
    if ('subject' in message) await this.forward?.email.send(message);
    else await this.forward?.sms.send(message);
  }
  to(address: string) {
    return this.delivered.filter((m) => m.to === address);
  }
}

/** The durable outgoing queue (ADR 0028): rows written with their cause, leased, retried, drained, visible to the provider. */
describe.each(testDialects())('outgoing message queue on %s', (dialect) => {
  let t: TestApp;
  let firmId: string;
  const transport = new ScriptedTransport();
  const db = () => t.app.guru.db.kysely;
  const rowTo = (to: string) =>
    db().selectFrom('outgoing_messages').selectAll().where('recipient', '=', to).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(dialect, { defaultFirm: 'acme' }, { mailer: transport, sms: transport });
    firmId = await createFirm(t.app, 'acme', 'Acme Wealth');
    transport.forward = {
      email: new OutboxMailer(t.app.guru.repos.outbox, t.app.log),
      sms: new OutboxSmsSender(t.app.guru.repos.outbox, t.app.log),
    };
  });
  afterAll(() => t.close());

  it('never sends a message queued in a transaction that rolled back; sends the committed one', async () => {
    const outgoing = t.app.guru.outgoing.batch();
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await outgoing.mail(trx, {
            to: 'rolled-back@example.com',
            firmId,
            subject: 'Never',
            text: 'never sent',
          });
          throw new Error('the cause failed');
        }),
    ).rejects.toThrow('the cause failed');
    await outgoing.deliver();
    const committed = t.app.guru.outgoing.batch();
    await db()
      .transaction()
      .execute((trx) => committed.sms(trx, { to: '+12025550100', firmId, text: 'Your code is 123456' }));
    await committed.deliver();
    await drainOutgoing(t.app);
    expect(transport.to('rolled-back@example.com')).toEqual([]);
    expect(
      await db()
        .selectFrom('outgoing_messages')
        .select('id')
        .where('recipient', '=', 'rolled-back@example.com')
        .execute(),
    ).toEqual([]);
    expect(transport.to('+12025550100')).toEqual([
      { to: '+12025550100', firmId, text: 'Your code is 123456' },
    ]);
  });

  it('retries a failing delivery after 30 s, then 2 min, sends it once, and erases its body and attachment', async () => {
    transport.failures = 2;
    const attachment = {
      filename: 'template.xlsx',
      contentType: 'application/octet-stream',
      content: new Uint8Array([1, 2, 3]),
    };
    await t.app.guru.mailer.send({
      to: 'flaky@example.com',
      firmId,
      subject: 'Template',
      text: 'secret link',
      attachments: [attachment],
    });
    let row = await rowTo('flaky@example.com');
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'ECONNECTION',
      body_text: 'secret link',
    });
    expect(row.last_error).not.toContain('flaky');
    await drainOutgoing(t.app);
    t.clock.advanceSeconds(RETRY_DELAYS_SECONDS[0] - 1);
    expect(await t.app.guru.outgoing.deliverDue()).toBe(0);
    t.clock.advanceSeconds(1);
    expect(await t.app.guru.outgoing.deliverDue()).toBe(1);
    expect(await rowTo('flaky@example.com')).toMatchObject({ status: 'pending', attempts: 2 });
    t.clock.advanceSeconds(RETRY_DELAYS_SECONDS[1]);
    expect(await t.app.guru.outgoing.deliverDue()).toBe(1);
    expect(await t.app.guru.outgoing.deliverDue()).toBe(0);
    expect(transport.to('flaky@example.com')).toEqual([
      {
        to: 'flaky@example.com',
        firmId,
        subject: 'Template',
        text: 'secret link',
        replyTo: null,
        fromName: null,
        attachments: [attachment],
      },
    ]);
    row = await rowTo('flaky@example.com');
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 3,
      body_text: '',
      attachments_json: null,
      lease_holder: null,
    });
    expect(row.sent_at).toBe(t.clock.now().toISOString());
  });

  it('lets two workers on one database deliver a backlog in parallel, each message exactly once', async () => {
    const recipients = Array.from({ length: 40 }, (_, i) => `backlog-${i}@example.com`);
    const first = new OutgoingQueue(
      db(),
      t.clock,
      { email: transport, sms: transport },
      t.app.log,
      'worker-a',
    );
    const second = new OutgoingQueue(
      db(),
      t.clock,
      { email: transport, sms: transport },
      t.app.log,
      'worker-b',
    );
    for (const to of recipients)
      await first.enqueue(db(), { channel: 'email', to, firmId, subject: 'Backlog', text: 'x' });
    const attempts = await Promise.all([
      first.deliverDue(),
      second.deliverDue(),
      first.deliverDue(),
      second.deliverDue(),
    ]);
    expect(attempts.reduce((a, b) => a + b, 0)).toBe(recipients.length);
    for (const to of recipients) expect(transport.to(to), to).toHaveLength(1);
  });

  it('takes over a message left by a crashed worker once its lease has expired (the every-minute job)', async () => {
    const id = await t.app.guru.outgoing.enqueue(db(), {
      channel: 'email',
      to: 'orphan@example.com',
      firmId,
      subject: 'Orphan',
      text: 'x',
    });
    const leaseUntil = new Date(t.clock.now().getTime() + 60_000).toISOString();
    await db()
      .updateTable('outgoing_messages')
      .set({ status: 'sending', attempts: 1, lease_holder: 'crashed-worker', lease_until: leaseUntil })
      .where('id', '=', id)
      .execute();
    await drainOutgoing(t.app);
    expect(transport.to('orphan@example.com')).toEqual([]);
    t.clock.advanceSeconds(61);
    expect(await new JobScheduler(t.app.guru, scheduledJobs, 'test-instance').runDue()).toContain(
      'outgoing-messages',
    );
    expect(transport.to('orphan@example.com')).toHaveLength(1);
    expect(await rowTo('orphan@example.com')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it(`marks a message failed after ${MAX_ATTEMPTS} attempts; the provider sees it (masked, no body) and Retry sends it; others are refused`, async () => {
    transport.refused.add('+12025559876');
    await t.app.guru.sms.send({ to: '+12025559876', firmId, text: 'Your code is 654321' });
    for (const delay of RETRY_DELAYS_SECONDS) {
      expect(await rowTo('+12025559876')).toMatchObject({ status: 'pending' });
      t.clock.advanceSeconds(delay);
      expect(await t.app.guru.outgoing.deliverDue()).toBe(1);
    }
    expect(await rowTo('+12025559876')).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      last_error: 'ECONNECTION',
      body_text: 'Your code is 654321',
    });
    t.clock.advanceSeconds(24 * 3600);
    expect(await t.app.guru.outgoing.deliverDue()).toBe(0);
    expect(transport.to('+12025559876')).toEqual([]);
    // A mail failing once and still unsent 16 minutes later is overdue: listed too.
    transport.refused.add('stuck@example.com');
    await t.app.guru.mailer.send({ to: 'stuck@example.com', firmId, subject: 'Stuck', text: 'body' });
    t.clock.advanceMinutes(16);

    const provider = await createTestUser(t.app, {
      firmId: null,
      username: 'pat',
      role: 'provider',
      password: 'Provider!2026',
    });
    const asProvider = await signInTotpAt(t.app, provider, 'localhost');
    const list = await asProvider.get(p.list);
    expect(list.statusCode).toBe(200);
    const results = list.json().data.results as Array<Record<string, unknown>>;
    const sms = results.find((r) => r.channel === 'sms');
    expect(sms).toMatchObject({
      firmId,
      firmName: 'Acme Wealth',
      recipient: '***9876',
      subject: null,
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: 'ECONNECTION',
      nextAttemptAt: null,
    });
    expect(results.find((r) => r.channel === 'email')).toMatchObject({
      recipient: 'st***@example.com',
      subject: 'Stuck',
      status: 'pending',
    });
    expect(list.body).not.toContain('654321');
    expect(list.body).not.toContain('12025559876');

    const advisor = await createTestUser(t.app, {
      firmId,
      username: 'adam',
      role: 'advisor',
      password: 'Advisor!2026',
    });
    const client = await createTestUser(t.app, { firmId, username: 'casey' });
    const retryPath = fillPath(p.retry, { messageId: String(sms?.id) });
    for (const other of [
      await signInTotpAt(t.app, advisor, hostOf('acme')),
      await signInClient(t.app, client, AppType.password, hostOf('acme')),
    ]) {
      expect((await other.get(p.list, { 'x-app-type': 'passwordguru' })).statusCode).toBe(403);
      expect((await other.post(retryPath, {}, { 'x-app-type': 'passwordguru' })).statusCode).toBe(403);
    }
    expect((await rowTo('+12025559876')).status).toBe('failed');

    transport.refused.clear();
    expect((await asProvider.post(retryPath, {})).statusCode).toBe(200);
    expect(transport.to('+12025559876')).toEqual([
      { to: '+12025559876', firmId, text: 'Your code is 654321' },
    ]);
    expect(await rowTo('+12025559876')).toMatchObject({ status: 'sent', body_text: '' });
    expect((await asProvider.post(retryPath, {})).statusCode).toBe(409);
    expect((await asProvider.post(fillPath(p.retry, { messageId: 'unknown' }), {})).statusCode).toBe(409);
  });

  it('delivers the messages still queued when the app closes (graceful shutdown)', async () => {
    const closing = await createTestApp(dialect, {}, { mailer: transport, sms: transport });
    const queue = closing.app.guru.outgoing;
    for (const to of ['left-1@example.com', 'left-2@example.com'])
      await queue.enqueue(closing.app.guru.db.kysely, { channel: 'email', to, subject: 'Left', text: 'x' });
    expect(transport.to('left-1@example.com')).toEqual([]);
    await closing.close();
    expect(transport.to('left-1@example.com')).toHaveLength(1);
    expect(transport.to('left-2@example.com')).toHaveLength(1);
  });
});
