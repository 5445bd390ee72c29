import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, PlanId, subscriptionApiPaths as p, subscriptionMessages } from '@guru/shared';
import { testDialects } from '../../../test/databases.js';
import { trailEvents } from '../../../test/audit.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app.js';
import { currentOf, hostOf, signInTotpAt } from '../../../test/fixtures/subscriptions.js';
import {
  checkoutSessionCompleted,
  invoicePaid,
  invoicePaymentFailed,
  subscriptionEvent,
  type StripeIds,
} from '../../../test/fixtures/stripe-events.js';

const WEBHOOK_SECRET = 'whsec_test_guru_suite_secret';

/** A local server answering Stripe's Checkout call as Stripe does; it records what it was sent. No test reaches the network. */
async function fakeStripe() {
  const requests: Array<{ method: string; url: string; authorization: string; form: URLSearchParams }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization ?? '',
        form: new URLSearchParams(body),
      });
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(
        JSON.stringify({
          id: 'cs_test_a1b2c3',
          object: 'checkout.session',
          mode: 'subscription',
          status: 'open',
          url: 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    base: new URL(`http://127.0.0.1:${port}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDialects())('Stripe billing on %s', (dialect) => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof fakeStripe>>;
  let firmId: string;
  let advisor: TestUser;
  let ids: StripeIds;
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    stripe = await fakeStripe();
    t = await createTestApp(dialect, {
      stripe: { secretKey: 'sk_test_guru', webhookSecret: WEBHOOK_SECRET, apiBase: stripe.base },
    });
    firmId = await createFirm(t.app, 'acme', 'Acme Wealth');
    advisor = await createTestUser(t.app, {
      firmId,
      username: 'adam',
      role: 'advisor',
      password: 'Advisor!2026',
    });
    ids = { firmId, planId: PlanId.passwordApp, customer: 'cus_test_1', subscription: 'sub_test_1' };
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
  /** Sends a payload as Stripe would: signed with Stripe's own test-header generator at the app's now (or another time/secret). */
  const deliver = (
    payload: object | string,
    sign: { secret?: string; timestamp?: number; header?: string | null } = {},
  ) => {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const header =
      sign.header === undefined
        ? signer.webhooks.generateTestHeaderString({
            payload: body,
            secret: sign.secret ?? WEBHOOK_SECRET,
            timestamp: sign.timestamp ?? nowSeconds(),
          })
        : sign.header;
    return t.app.inject({
      method: 'POST',
      url: p.stripeWebhook,
      headers: {
        host: 'localhost',
        'content-type': 'application/json',
        ...(header === null ? {} : { 'stripe-signature': header }),
      },
      payload: body,
    });
  };
  const eventCount = async () =>
    (await t.app.guru.db.kysely.selectFrom('stripe_events').select('id').execute()).length;
  const payments = () =>
    t.app.guru.db.kysely
      .selectFrom('payments')
      .selectAll()
      .where('firm_id', '=', firmId)
      .orderBy('paid_at')
      .execute();

  it("creates a Checkout session from the plans list, returning to the firm's configured site", async () => {
    const asAdvisor = await signInTotpAt(t.app, advisor, hostOf('acme'));
    const res = await asAdvisor.post(p.checkout, { planId: PlanId.passwordApp });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3' });
    const [call] = stripe.requests;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/v1/checkout/sessions');
    expect(call?.authorization).toBe('Bearer sk_test_guru');
    const form = call?.form;
    expect(form?.get('mode')).toBe('subscription');
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('15000');
    expect(form?.get('line_items[0][price_data][recurring][interval]')).toBe('year');
    expect(form?.get('metadata[firmId]')).toBe(firmId);
    expect(form?.get('subscription_data[metadata][planId]')).toBe(PlanId.passwordApp);
    expect(form?.get('customer_email')).toBe('adam@example.com');
    expect(form?.get('success_url')).toBe(
      'http://acme.localhost:3000/dashboard/subscription?checkout=success',
    );
    expect((await asAdvisor.post(p.checkout, { planId: PlanId.retirementSavingsApp })).statusCode).toBe(400);
    expect((await asAdvisor.get(p.subscription)).json().data.billing).toBe('stripe');
  });

  it('refuses webhooks without a valid, recent signature, and records nothing', async () => {
    const payload = checkoutSessionCompleted('evt_forged', nowSeconds(), ids, 15_000);
    const body = JSON.stringify(payload);
    for (const [name, res] of [
      ['no signature', await deliver(payload, { header: null })],
      ['wrong secret', await deliver(payload, { secret: 'whsec_someone_else' })],
      ['ten minutes old', await deliver(payload, { timestamp: nowSeconds() - 600 })],
      ['garbage header', await deliver(payload, { header: 't=1,v1=deadbeef' })],
      [
        'tampered body',
        await deliver(body.replace('15000', '1'), {
          header: signer.webhooks.generateTestHeaderString({
            payload: body,
            secret: WEBHOOK_SECRET,
            timestamp: nowSeconds(),
          }),
        }),
      ],
    ] as const) {
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error, name).toEqual({
        code: ErrorCode.WEBHOOK_SIGNATURE_INVALID,
        message: subscriptionMessages.webhookSignatureInvalid,
      });
    }
    expect(await eventCount()).toBe(0);
    expect((await currentOf(t.app, firmId)).source).toBe('manual');
  });

  it('starts the subscription on checkout.session.completed, once: a replay changes nothing', async () => {
    const completed = checkoutSessionCompleted('evt_checkout_1', nowSeconds(), ids, 15_000);
    const first = await deliver(completed);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ received: true, duplicate: false });
    const current = await currentOf(t.app, firmId);
    expect(current).toMatchObject({
      status: 'active',
      plan_id: PlanId.passwordApp,
      source: 'stripe',
      stripe_customer_id: 'cus_test_1',
      stripe_subscription_id: 'sub_test_1',
    });
    expect(await payments()).toEqual([
      expect.objectContaining({
        amount_cents: 15_000,
        source: 'stripe',
        stripe_ref: 'cs_test_a1b2c3',
        subscription_id: current.id,
      }),
    ]);

    const replay = await deliver(completed);
    expect(replay.json().data).toEqual({ received: true, duplicate: true });
    expect(await payments()).toHaveLength(1);
    expect(
      (
        await t.app.guru.db.kysely
          .selectFrom('subscriptions')
          .select('id')
          .where('firm_id', '=', firmId)
          .execute()
      ).length,
    ).toBe(2);
  });

  it('moves the status on invoice.paid, invoice.payment_failed and customer.subscription.updated/deleted', async () => {
    const asAdvisor = await signInTotpAt(t.app, advisor, hostOf('acme'));
    const start = nowSeconds();
    const twoYears = start + 2 * 31_536_000;
    const paid = invoicePaid('evt_invoice_paid_1', start, ids, 'in_test_1', 15_000, start, twoYears);
    expect((await deliver(paid)).statusCode).toBe(200);
    expect(await deliver(paid).then((r) => r.json().data.duplicate)).toBe(true);
    expect(new Date((await currentOf(t.app, firmId)).current_period_end).getTime()).toBe(twoYears * 1000);
    expect(await payments()).toHaveLength(2);

    await deliver(invoicePaymentFailed('evt_failed_1', nowSeconds(), ids, 'in_test_2'));
    const pastDue = await currentOf(t.app, firmId);
    expect(pastDue.status).toBe('past_due');
    expect(new Date(pastDue.grace_ends_at ?? '').getTime()).toBe(t.clock.now().getTime() + 14 * 86_400_000);
    expect((await asAdvisor.get(p.branding)).json().error.code).toBe(ErrorCode.SUBSCRIPTION_INVALID);

    await deliver(
      subscriptionEvent(
        'evt_updated_1',
        'customer.subscription.updated',
        nowSeconds(),
        ids,
        'active',
        twoYears + 100,
      ),
    );
    expect(await currentOf(t.app, firmId)).toMatchObject({
      status: 'active',
      grace_ends_at: null,
      current_period_end: new Date((twoYears + 100) * 1000).toISOString(),
    });
    expect((await asAdvisor.get(p.branding)).statusCode).toBe(200);

    await deliver(
      subscriptionEvent(
        'evt_deleted_1',
        'customer.subscription.deleted',
        nowSeconds(),
        ids,
        'canceled',
        twoYears + 100,
      ),
    );
    const canceled = await currentOf(t.app, firmId);
    expect(canceled.status).toBe('canceled');
    expect(canceled.grace_ends_at).toBe(new Date((twoYears + 100) * 1000 + 14 * 86_400_000).toISOString());
  });

  it('records and ignores events of other subscriptions and types', async () => {
    const before = await currentOf(t.app, firmId);
    const stranger = { ...ids, subscription: 'sub_someone_else' };
    expect(
      (await deliver(invoicePaymentFailed('evt_other_1', nowSeconds(), stranger, 'in_x'))).statusCode,
    ).toBe(200);
    expect(
      (
        await deliver({
          id: 'evt_other_2',
          object: 'event',
          type: 'customer.created',
          created: nowSeconds(),
          data: { object: { id: 'cus_x', object: 'customer' } },
        })
      ).statusCode,
    ).toBe(200);
    expect(await currentOf(t.app, firmId)).toEqual(before);
    const rows = await t.app.guru.db.kysely
      .selectFrom('stripe_events')
      .select(['id', 'firm_id'])
      .where('id', 'in', ['evt_other_1', 'evt_other_2', 'evt_checkout_1'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'evt_checkout_1', firm_id: firmId },
      { id: 'evt_other_1', firm_id: null },
      { id: 'evt_other_2', firm_id: null },
    ]);
  });

  it("records each applied billing event in the firm's audit trail (ADR 0048)", async () => {
    const events = await trailEvents(t.app, firmId, 'subscription.changed');
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.actorLabel === 'stripe' && typeof e.detail.event === 'string')).toBe(true);
  });
});

describe.each(testDialects())('billing without Stripe on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers Checkout with BILLING_NOT_CONFIGURED and the webhook with 404', async () => {
    const firmId = await createFirm(t.app, 'acme');
    const advisor = await createTestUser(t.app, {
      firmId,
      username: 'adam',
      role: 'advisor',
      password: 'Advisor!2026',
    });
    const asAdvisor = await signInTotpAt(t.app, advisor, hostOf('acme'));
    const res = await asAdvisor.post(p.checkout, { planId: PlanId.allInOne });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: ErrorCode.BILLING_NOT_CONFIGURED,
      message: subscriptionMessages.billingNotConfigured,
    });
    expect((await asAdvisor.get(p.subscription)).json().data.billing).toBe('manual');
    const hook = await t.app.inject({
      method: 'POST',
      url: p.stripeWebhook,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
  });
});
