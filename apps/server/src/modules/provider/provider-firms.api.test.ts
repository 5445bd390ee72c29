import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppType,
  ErrorCode,
  PlanId,
  apiPaths,
  fillPath,
  subscriptionApiPaths as p,
  subscriptionMessages,
  subscriptionWebRoutes,
} from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { trailEvents } from '../../test/audit.js';
import { TestClient } from '../../test/http-client.js';
import { passwordStep, signInClient } from '../../test/sign-in.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { hostOf, mailsTo, signInTotpAt, tokenIn } from '../../test/fixtures/subscriptions.js';
import { staffLoginFields } from '../../test/new-login.js';

const DAY = 86_400_000;

describe.each(testDialects())('provider firm console on %s', (dialect) => {
  let t: TestApp;
  let acmeId: string;
  let betaId: string;
  let advisor: TestUser;
  let client: TestUser;
  let asProvider: TestClient;

  beforeAll(async () => {
    // The bare domain serves acme: the suite's own host, where alone the provider signs in (ADR 0022).
    t = await createTestApp(dialect, { defaultFirm: 'acme' });
    acmeId = await createFirm(t.app, 'acme', 'Acme Wealth');
    betaId = await createFirm(t.app, 'beta', 'Beta Planning');
    advisor = await createTestUser(t.app, {
      firmId: acmeId,
      username: 'adam',
      role: 'advisor',
      password: 'Advisor!2026',
    });
    client = await createTestUser(t.app, { firmId: acmeId, username: 'secret-client-casey' });
    await createTestUser(t.app, { firmId: acmeId, username: 'secret-client-dana' });
    const provider = await createTestUser(t.app, {
      firmId: null,
      username: 'pat',
      role: 'provider',
      password: 'Provider!2026',
    });
    asProvider = await signInTotpAt(t.app, provider, 'localhost');
  });
  afterAll(() => t.close());

  const firmPath = (path: string, firmId: string, extra: Record<string, string> = {}) =>
    fillPath(path, { firmId, ...extra });

  it('refuses every provider route to anyone else: anonymous 401, a client or an advisor 403', async () => {
    const asAdvisor = await signInTotpAt(t.app, advisor, hostOf('acme'));
    const asClient = await signInClient(t.app, client, AppType.password, hostOf('acme'));
    const anonymous = new TestClient(t.app, hostOf('acme'));
    const routes = t.app.declaredRoutes.filter((r) => r.access?.access === 'provider' && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const route of routes) {
      const url = route.url.replace(':firmId', acmeId).replace(':advisorId', advisor.id);
      const method = route.method as 'GET' | 'POST' | 'PUT';
      const body =
        method === 'GET'
          ? undefined
          : {
              isDisabled: true,
              planId: PlanId.allInOne,
              periodEnd: new Date(Date.now() + DAY).toISOString(),
              amountCents: 1,
            };
      expect(
        (await anonymous.request(method, url, body)).statusCode,
        `anonymous ${route.method} ${route.url}`,
      ).toBe(401);
      for (const [who, c] of [
        ['client', asClient],
        ['advisor', asAdvisor],
      ] as const) {
        const res = await c.request(method, url, body, { 'x-app-type': 'passwordguru' });
        expect(res.statusCode, `${who} ${route.method} ${route.url}`).toBe(403);
      }
    }
    expect((await asProvider.get(p.subscription)).statusCode).toBe(403);
  });

  it("lists firms with plan, status, period end and counts; searches, filters and pages; never a client's name or e-mail", async () => {
    const all = await asProvider.get(p.providerFirms);
    expect(all.statusCode).toBe(200);
    const { results, total } = all.json().data;
    expect(total).toBe(2);
    expect(results[0]).toMatchObject({
      id: acmeId,
      name: 'Acme Wealth',
      subdomain: 'acme',
      clientCount: 2,
      advisorCount: 1,
      plan: { id: PlanId.allInOne, name: 'All in One' },
      status: 'active',
    });
    expect(typeof results[0].currentPeriodEnd).toBe('string');
    expect((await asProvider.get(`${p.providerFirms}?q=BETA`)).json().data).toMatchObject({
      total: 1,
      results: [{ id: betaId }],
    });
    expect((await asProvider.get(`${p.providerFirms}?q=%25`)).json().data.total).toBe(0);
    expect((await asProvider.get(`${p.providerFirms}?limit=1&offset=1`)).json().data).toMatchObject({
      total: 2,
      results: [{ id: betaId }],
    });
    await asProvider.post(firmPath(p.providerSuspend, betaId));
    expect((await asProvider.get(`${p.providerFirms}?status=suspended`)).json().data).toMatchObject({
      total: 1,
      results: [{ id: betaId, status: 'suspended' }],
    });
    expect((await asProvider.get(`${p.providerFirms}?limit=5000`)).statusCode).toBe(400);

    const detail = await asProvider.get(firmPath(p.providerFirm, acmeId));
    expect(detail.json().data.advisors).toEqual([
      {
        id: advisor.id,
        firstName: 'Test',
        lastName: 'adam',
        email: 'adam@example.com',
        username: 'adam',
        status: 'active',
      },
    ]);
    for (const res of [all, detail, await asProvider.get(firmPath(p.providerPayments, acmeId))]) {
      expect(res.body).not.toContain('secret-client');
      expect(res.body).not.toContain(client.id);
    }
    expect((await asProvider.get(firmPath(p.providerFirm, 'no-such-firm'))).statusCode).toBe(404);
  });

  it("records payments and activates, extends, suspends and cancels a subscription; the advisor's console follows", async () => {
    const now = t.clock.now().getTime();
    const pay = await asProvider.post(firmPath(p.providerPayments, acmeId), {
      amountCents: 30_000,
      reference: 'INV-2026-001',
    });
    expect(pay.statusCode).toBe(200);
    expect(pay.json().data).toMatchObject({
      amountCents: 30_000,
      currency: 'usd',
      source: 'manual',
      reference: 'INV-2026-001',
    });
    expect((await asProvider.get(firmPath(p.providerPayments, acmeId))).json().data).toHaveLength(1);
    expect(
      (await asProvider.post(firmPath(p.providerPayments, acmeId), { amountCents: -5 })).statusCode,
    ).toBe(400);

    const asAdvisor = await signInTotpAt(t.app, advisor, hostOf('acme'));
    const cancel = await asProvider.post(firmPath(p.providerCancel, acmeId));
    expect(cancel.json().data).toMatchObject({ status: 'canceled' });
    expect(new Date(cancel.json().data.graceEndsAt).getTime()).toBeGreaterThan(now + 365 * DAY);
    expect((await asAdvisor.get(apiPaths.currentUser)).statusCode).toBe(200);
    expect((await asAdvisor.get(p.branding)).json().error.code).toBe(ErrorCode.SUBSCRIPTION_INVALID);

    const end = new Date(now + 400 * DAY).toISOString();
    expect(
      (
        await asProvider.post(firmPath(p.providerExtend, acmeId), {
          periodEnd: new Date(now - DAY).toISOString(),
        })
      ).statusCode,
    ).toBe(400);
    const extended = await asProvider.post(firmPath(p.providerExtend, acmeId), { periodEnd: end });
    expect(extended.json().data).toMatchObject({
      status: 'active',
      currentPeriodEnd: end,
      graceEndsAt: null,
      canceledAt: null,
    });
    expect((await asAdvisor.get(p.branding)).statusCode).toBe(200);

    expect((await asProvider.post(firmPath(p.providerSuspend, acmeId))).json().data).toMatchObject({
      status: 'suspended',
    });
    // The advisor's open session ends at its next call, with the reason; then it is gone.
    expect((await asAdvisor.get(`${apiPaths.session}?appType=${AppType.password}`)).json().data).toEqual({
      stage: 'none',
      user: null,
      mfa: null,
      ended: { code: ErrorCode.FIRM_SUSPENDED, message: subscriptionMessages.firmSuspendedAdvisor },
    });
    expect((await asAdvisor.get(`${apiPaths.session}?appType=${AppType.password}`)).json().data).toEqual({
      stage: 'none',
      user: null,
      mfa: null,
    });
    expect((await asAdvisor.get(apiPaths.currentUser)).statusCode).toBe(401);
    expect(
      (await passwordStep(new TestClient(t.app, hostOf('acme')), advisor, AppType.password)).json().error
        .code,
    ).toBe(ErrorCode.FIRM_SUSPENDED);

    const activated = await asProvider.post(firmPath(p.providerActivate, acmeId), {
      planId: PlanId.passwordApp,
    });
    expect(activated.json().data).toMatchObject({
      status: 'active',
      plan: { id: PlanId.passwordApp, name: 'Password Guru' },
      source: 'manual',
    });
    expect(
      (await asProvider.post(firmPath(p.providerActivate, acmeId), { planId: PlanId.collegeSavingsApp }))
        .statusCode,
    ).toBe(400);
    const history = (await asProvider.get(firmPath(p.providerFirm, acmeId))).json().data.subscriptions;
    expect(history.map((s: { status: string }) => s.status)).toEqual(['active', 'suspended']);
    expect(
      (await signInTotpAt(t.app, advisor, hostOf('acme')).then((c) => c.get(p.subscription))).json().data,
    ).toMatchObject({ valid: true, apps: [AppType.password] });
    expect(
      (await asProvider.post(firmPath(p.providerActivate, 'nope'), { planId: PlanId.allInOne })).statusCode,
    ).toBe(404);
  });

  it('disables an advisor (sessions end at the next call) and enables them again', async () => {
    const asAdvisor = await signInTotpAt(t.app, advisor, hostOf('acme'));
    const path = firmPath(p.providerAdvisorDisabled, acmeId, { advisorId: advisor.id });
    expect((await asProvider.request('PUT', path, { isDisabled: true })).json().data).toEqual({ ok: true });
    expect((await asAdvisor.get(apiPaths.currentUser)).json().error.code).toBe(ErrorCode.ACCOUNT_DISABLED);
    expect(
      (await passwordStep(new TestClient(t.app, hostOf('acme')), advisor, AppType.password)).json().error
        .code,
    ).toBe(ErrorCode.ACCOUNT_DISABLED);
    expect(
      (
        await asProvider.request(
          'PUT',
          fillPath(p.providerAdvisorDisabled, { firmId: acmeId, advisorId: client.id }),
          { isDisabled: true },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await asProvider.request(
          'PUT',
          fillPath(p.providerAdvisorDisabled, { firmId: betaId, advisorId: advisor.id }),
          { isDisabled: true },
        )
      ).statusCode,
    ).toBe(404);
    await asProvider.request('PUT', path, { isDisabled: false });
    expect(
      (await signInTotpAt(t.app, advisor, hostOf('acme')).then((c) => c.get(apiPaths.currentUser)))
        .statusCode,
    ).toBe(200);
  });

  it('creates a firm with its subscription and invites its first advisor, who sets up the account through the link', async () => {
    const created = await asProvider.post(p.providerFirms, {
      name: 'Gamma Advisors',
      subdomain: 'Gamma',
      planId: PlanId.documentVaultYearly,
      advisor: { firstName: 'Gina', lastName: 'Gamma', email: 'gina@gamma.example' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      inviteSentTo: 'gina@gamma.example',
      firm: {
        subdomain: 'gamma',
        status: 'trialing',
        plan: { id: PlanId.documentVaultYearly },
        advisorCount: 0,
      },
    });
    expect(
      (
        await asProvider.post(p.providerFirms, {
          name: 'Again',
          subdomain: 'gamma',
          planId: PlanId.allInOne,
          advisor: { firstName: 'a', lastName: 'b', email: 'a@b.example' },
        })
      ).json().error.code,
    ).toBe(ErrorCode.SUBDOMAIN_TAKEN);
    expect(
      (
        await asProvider.post(p.providerFirms, {
          name: 'Www',
          subdomain: 'www',
          planId: PlanId.allInOne,
          advisor: { firstName: 'a', lastName: 'b', email: 'a@b.example' },
        })
      ).statusCode,
    ).toBe(400);
    // Look-alikes (ADR 0030): of an existing firm (demo), of the platform, IDN; nothing is made.
    await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    const firmsBefore = (await asProvider.get(p.providerFirms)).json().data.total;
    for (const [subdomain, status, message] of [
      ['dermo', 409, subscriptionMessages.subdomainConfusable],
      ['deno', 409, subscriptionMessages.subdomainConfusable],
      ['gamrna', 409, subscriptionMessages.subdomainConfusable],
      ['dem0', 400, subscriptionMessages.subdomainPlatformWord],
      ['stripe-billing', 400, subscriptionMessages.subdomainPlatformWord],
      ['xn--dmo-9na', 400, subscriptionMessages.subdomainIdn],
    ] as const) {
      const res = await asProvider.post(p.providerFirms, {
        name: 'Look Alike',
        subdomain,
        planId: PlanId.allInOne,
        advisor: { firstName: 'a', lastName: 'b', email: 'a@b.example' },
      });
      expect(res.statusCode, subdomain).toBe(status);
      // A refusal of the body's schema names its field.
      expect(res.json().error.message, subdomain).toBe(status === 400 ? `subdomain: ${message}` : message);
    }
    expect((await asProvider.get(p.providerFirms)).json().data.total).toBe(firmsBefore);

    const [mail] = await mailsTo(t.app, 'gina@gamma.example');
    expect(mail?.text).toContain(`http://gamma.localhost:3000${subscriptionWebRoutes.advisorSetup}?token=`);
    const token = tokenIn(mail?.text ?? '', subscriptionWebRoutes.advisorSetup);
    const site = new TestClient(t.app, '127.0.0.1:6666');
    expect((await site.post(p.advisorInviteInfo, { token })).json().data).toEqual({
      firmName: 'Gamma Advisors',
      subdomain: 'gamma',
      email: 'gina@gamma.example',
      firstName: 'Gina',
      lastName: 'Gamma',
      role: 'advisor',
    });
    // The salts of the names typed, for the invite's firm (ADR 0022), then both names' credentials.
    const salts = (await site.post(p.advisorInviteSalts, { token, username: 'gina' })).json().data;
    const accept = {
      token,
      username: 'gina',
      ...(await staffLoginFields('Gina!2026x', salts)),
      pinCode: '1357',
      phoneNumber: '(201) 555-0148',
    };
    expect((await site.post(p.advisorInvite, { ...accept, phoneNumber: '1' })).statusCode).toBe(400);
    const accepted = await site.post(p.advisorInvite, accept);
    expect(accepted.json().data).toEqual({
      signInUrl: 'http://gamma.localhost:3000/password-management/login',
    });
    expect((await site.post(p.advisorInvite, { ...accept, username: 'gina2' })).statusCode).toBe(410);
    expect((await site.post(p.advisorInviteInfo, { token })).statusCode).toBe(410);

    const firm = await t.app.guru.repos.firms.findBySubdomain('gamma');
    const user = await t.app.guru.repos.users.findForLogin(firm?.id ?? '', 'gina', false);
    const asGina = await signInTotpAt(
      t.app,
      {
        id: user?.id ?? '',
        username: 'gina',
        email: 'gina@gamma.example',
        password: 'Gina!2026x',
        pin: '1357',
        phone: '',
      },
      hostOf('gamma'),
    );
    expect((await asGina.get(p.subscription)).json().data).toMatchObject({
      valid: true,
      apps: [AppType.documents],
      subscription: { status: 'trialing' },
    });

    // Another advisor invited later (or the first one again after a link expired).
    const invited = await asProvider.post(fillPath(p.providerAdvisors, { firmId: firm?.id ?? '' }), {
      firstName: 'Hal',
      lastName: 'Gamma',
      email: 'hal@gamma.example',
    });
    expect(invited.json().data).toEqual({ inviteSentTo: 'hal@gamma.example' });
    const halToken = tokenIn(
      (await mailsTo(t.app, 'hal@gamma.example'))[0]?.text ?? '',
      subscriptionWebRoutes.advisorSetup,
    );
    expect(
      (await site.post(p.advisorInvite, { ...accept, token: halToken, username: 'gina' })).json().error.code,
    ).toBe(ErrorCode.USERNAME_TAKEN);
    // Gina's keys do not fit Hal's names: each name's salt is its own (ADR 0022).
    expect(
      (await site.post(p.advisorInvite, { ...accept, token: halToken, username: 'hal' })).statusCode,
    ).toBe(400);
    const halSalts = (await site.post(p.advisorInviteSalts, { token: halToken, username: 'hal' })).json()
      .data;
    const halLogin = await staffLoginFields('Gina!2026x', halSalts);
    expect(
      (await site.post(p.advisorInvite, { ...accept, ...halLogin, token: halToken, username: 'hal' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await asProvider.get(firmPath(p.providerFirm, firm?.id ?? '')))
        .json()
        .data.advisors.map((a: { username: string }) => a.username),
    ).toEqual(['gina', 'hal']);
    expect(
      (
        await asProvider.post(fillPath(p.providerAdvisors, { firmId: 'nope' }), {
          firstName: 'a',
          lastName: 'b',
          email: 'a@b.example',
        })
      ).statusCode,
    ).toBe(404);
  });

  it("the provider's steps on a firm land in that firm's audit trail (ADR 0048)", async () => {
    const kinds = new Set((await trailEvents(t.app, acmeId)).map((e) => e.kind));
    for (const kind of ['subscription.changed', 'provider.firm_action']) expect(kinds).toContain(kind);
  });
});
