import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppType,
  ErrorCode,
  PlanId,
  apiPaths,
  clientApiPaths,
  documentsApiPaths,
  isUnderPrefix,
  API_DOCS_PREFIX,
  DEV_PREFIX,
  subscriptionApiPaths,
  subscriptionMessages,
} from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { TestClient } from '../../test/http-client.js';
import { passwordStep, signInClient } from '../../test/sign-in.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { sha256Hex } from '../../infra/crypto/secrets.js';
import { sessionCookieName } from '../auth/cookies.js';
import { hostOf, patchCurrent, signInTotpAt } from '../../test/fixtures/subscriptions.js';

/** A fully signed-in, PIN-unlocked session of the user in each app, made directly (as many as a walk of every route needs). */
async function freshSessions(t: TestApp, user: TestUser, firmId: string): Promise<string> {
  const now = t.clock.now();
  const cookies: string[] = [];
  for (const app of [AppType.password, AppType.documents]) {
    const token = crypto.randomBytes(32).toString('base64url');
    await t.app.guru.repos.sessions.insert({
      id: sha256Hex(token),
      user_id: user.id,
      firm_id: firmId,
      app_type: app,
      stage: 'active',
      pin_unlocked: 1,
      unlock_secret: crypto.randomBytes(32).toString('base64'),
      created_at: now.toISOString(),
      last_activity_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
      ip: null,
      user_agent: null,
    });
    cookies.push(`${sessionCookieName[app]}=${token}`);
  }
  return cookies.join('; ');
}

describe.each(testDialects())('subscription access on %s', (dialect) => {
  let t: TestApp;
  let firmId: string;
  let otherFirmId: string;
  let advisor: TestUser;
  let client: TestUser;
  let otherClient: TestUser;
  let provider: TestUser;

  beforeAll(async () => {
    // The bare domain serves acme: the suite's own host, where alone the provider signs in (ADR 0022).
    t = await createTestApp(dialect, { defaultFirm: 'acme' });
    firmId = await createFirm(t.app, 'acme', 'Acme Wealth');
    otherFirmId = await createFirm(t.app, 'other');
    advisor = await createTestUser(t.app, {
      firmId,
      username: 'adam',
      role: 'advisor',
      password: 'Advisor!2026',
    });
    client = await createTestUser(t.app, { firmId, username: 'casey' });
    otherClient = await createTestUser(t.app, { firmId: otherFirmId, username: 'olive' });
    provider = await createTestUser(t.app, {
      firmId: null,
      username: 'pat',
      role: 'provider',
      password: 'Provider!2026',
    });
  });
  afterAll(() => t.close());

  const acme = hostOf('acme');
  const setStatus = (status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'suspended') =>
    patchCurrent(t.app, firmId, {
      status,
      suspended_at: status === 'suspended' ? t.clock.now().toISOString() : null,
    });

  it('opens the advisor console only with a valid subscription (trialing or active); the subscription page stays open to renew it', async () => {
    const asAdvisor = await signInTotpAt(t.app, advisor, acme);
    const list = () =>
      asAdvisor.get(`${clientApiPaths.clientList}?appType=passwordguru`, { 'x-app-type': 'passwordguru' });
    await setStatus('trialing');
    expect((await list()).statusCode).toBe(200);
    for (const status of ['past_due', 'canceled'] as const) {
      await setStatus(status);
      const refused = await list();
      expect(refused.statusCode, status).toBe(402);
      expect(refused.json().error).toEqual({
        code: ErrorCode.SUBSCRIPTION_INVALID,
        message: subscriptionMessages.subscriptionInvalid,
      });
      expect((await asAdvisor.get(subscriptionApiPaths.branding)).json().error.code).toBe(
        ErrorCode.SUBSCRIPTION_INVALID,
      );
      const mine = await asAdvisor.get(subscriptionApiPaths.subscription);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data).toMatchObject({
        valid: false,
        billing: 'manual',
        subscription: { status, plan: { id: PlanId.allInOne, name: 'All in One' } },
      });
    }
    // A lapsed firm's clients keep their apps until the suspension.
    const asClient = await signInClient(t.app, client, AppType.password, acme);
    expect((await asClient.get(apiPaths.passwordsMyItems)).statusCode).toBe(200);
    await setStatus('active');
    expect((await list()).statusCode).toBe(200);
    expect((await asAdvisor.get(subscriptionApiPaths.subscription)).json().data).toMatchObject({
      valid: true,
      apps: [AppType.password, AppType.documents],
    });
  });

  it("closes an app the plan does not cover to the firm's clients (sign-in and open sessions) and to the advisor's client vaults", async () => {
    const inDocuments = await signInClient(t.app, client, AppType.documents, acme);
    expect((await inDocuments.get(documentsApiPaths.list)).statusCode).toBe(200);
    const asAdvisor = await signInTotpAt(t.app, advisor, acme);
    await t.app.guru.repos.subscriptions.insertTerm({
      firmId,
      planId: PlanId.passwordApp,
      status: 'active',
      start: t.clock.now(),
    });

    const closed = await inDocuments.get(documentsApiPaths.list);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error).toEqual({
      code: ErrorCode.APP_NOT_IN_PLAN,
      message: "Documents Guru is not part of your advisor's subscription. Please contact your advisor.",
    });
    expect((await inDocuments.get(documentsApiPaths.list)).statusCode).toBe(401); // the session ended
    const login = await passwordStep(new TestClient(t.app, acme), client, AppType.documents);
    expect(login.statusCode).toBe(403);
    expect(login.json().error.code).toBe(ErrorCode.APP_NOT_IN_PLAN);
    expect(
      (
        await asAdvisor.get(`${documentsApiPaths.list}?clientId=${client.id}`, {
          'x-app-type': 'passwordguru',
        })
      ).json().error.code,
    ).toBe(ErrorCode.APP_NOT_IN_PLAN);
    const inPasswords = await signInClient(t.app, client, AppType.password, acme);
    expect((await inPasswords.get(apiPaths.passwordsMyItems)).statusCode).toBe(200);
    expect((await asAdvisor.get(subscriptionApiPaths.subscription)).json().data.apps).toEqual([
      AppType.password,
    ]);

    await t.app.guru.repos.subscriptions.insertTerm({
      firmId,
      planId: PlanId.documentVaultYearly,
      status: 'active',
      start: t.clock.now(),
    });
    expect((await inPasswords.get(apiPaths.passwordsMyItems)).json().error.code).toBe(
      ErrorCode.APP_NOT_IN_PLAN,
    );
    expect(
      (await passwordStep(new TestClient(t.app, acme), client, AppType.password)).json().error.code,
    ).toBe(ErrorCode.APP_NOT_IN_PLAN);
    expect(
      (await signInClient(t.app, client, AppType.documents, acme).then((c) => c.get(documentsApiPaths.list)))
        .statusCode,
    ).toBe(200);

    await t.app.guru.repos.subscriptions.insertTerm({
      firmId,
      planId: PlanId.allInOne,
      status: 'active',
      start: t.clock.now(),
    });
  });

  it('tells a suspension to whom it concerns: the advisor that Guru Suite suspended it (or that it was not renewed) and to contact support, a client to contact their advisor', async () => {
    const signInError = async (user: TestUser) =>
      (await passwordStep(new TestClient(t.app, acme), user, AppType.password)).json().error;
    // The provider's Suspend: any time before a grace period's end.
    await setStatus('suspended');
    expect(await signInError(advisor)).toEqual({
      code: ErrorCode.FIRM_SUSPENDED,
      message: subscriptionMessages.firmSuspendedByProviderAdvisor,
    });
    expect(await signInError(client)).toEqual({
      code: ErrorCode.FIRM_SUSPENDED,
      message: subscriptionMessages.firmSuspended,
    });
    for (const message of [
      subscriptionMessages.firmSuspendedByProviderAdvisor,
      subscriptionMessages.firmSuspendedAdvisor,
    ]) {
      expect(message).not.toContain('not renewed');
      expect(message).toContain('Guru Suite support');
    }
    expect(subscriptionMessages.firmSuspended).toContain('contact your advisor');
    // The lifecycle's: at the end of the grace period.
    const graceEnd = new Date(t.clock.now().getTime() - 60_000).toISOString();
    await patchCurrent(t.app, firmId, {
      status: 'suspended',
      grace_ends_at: graceEnd,
      suspended_at: t.clock.now().toISOString(),
    });
    expect(await signInError(advisor)).toEqual({
      code: ErrorCode.FIRM_SUSPENDED,
      message: subscriptionMessages.firmSuspendedNotRenewedAdvisor,
    });
    expect(await signInError(client)).toEqual({
      code: ErrorCode.FIRM_SUSPENDED,
      message: subscriptionMessages.firmSuspended,
    });
    await patchCurrent(t.app, firmId, { status: 'active', grace_ends_at: null, suspended_at: null });
  });

  it('suspends a firm: nobody of it signs in, open sessions end at their next call, every route refuses; other firms and the provider go on, data kept', async () => {
    const asClient = await signInClient(t.app, client, AppType.password, acme);
    const asAdvisor = await signInTotpAt(t.app, advisor, acme);
    const asOther = await signInClient(t.app, otherClient, AppType.password, hostOf('other'));
    await setStatus('suspended');

    for (const [c, url, message] of [
      [asClient, apiPaths.passwordsMyItems, subscriptionMessages.firmSuspended],
      [asAdvisor, apiPaths.currentUser, subscriptionMessages.firmSuspendedAdvisor],
    ] as const) {
      const res = await c.get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({ code: ErrorCode.FIRM_SUSPENDED, message });
      expect((await c.get(url)).statusCode).toBe(401);
    }
    for (const [user, app] of [
      [client, AppType.password],
      [client, AppType.documents],
      [advisor, AppType.password],
    ] as const) {
      const login = await passwordStep(new TestClient(t.app, acme), user, app);
      expect(login.statusCode, `${user.username} ${app}`).toBe(403);
      expect(login.json().error.code).toBe(ErrorCode.FIRM_SUSPENDED);
    }

    // Every route that is not public refuses the firm's people, each call with a live session of theirs.
    const routes = t.app.declaredRoutes.filter(
      (r) =>
        r.method !== 'HEAD' &&
        r.access &&
        r.access.access !== 'public' &&
        !isUnderPrefix(r.url, API_DOCS_PREFIX) &&
        !isUnderPrefix(r.url, DEV_PREFIX),
    );
    expect(routes.length).toBeGreaterThan(40);
    for (const user of [client, advisor]) {
      for (const route of routes) {
        const cookie = await freshSessions(t, user, firmId);
        const url = route.url.replace(/:([A-Za-z]+)/g, crypto.randomUUID());
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { host: acme, cookie, 'content-type': 'application/json' },
          payload: '{}',
        });
        const code = res.json<{ error?: { code: string } }>().error?.code;
        expect(res.statusCode, `${user.username} ${route.method} ${route.url}`).toBeGreaterThanOrEqual(400);
        expect(
          [ErrorCode.FIRM_SUSPENDED, ErrorCode.VALIDATION],
          `${user.username} ${route.method} ${route.url}: ${code}`,
        ).toContain(code);
      }
    }

    expect((await asOther.get(apiPaths.passwordsMyItems)).statusCode).toBe(200);
    const asProvider = await signInTotpAt(t.app, provider, 'localhost');
    expect((await asProvider.get(subscriptionApiPaths.providerFirms)).statusCode).toBe(200);
    const kept = await t.app.guru.db.kysely
      .selectFrom('users')
      .select('id')
      .where('firm_id', '=', firmId)
      .execute();
    expect(kept.map((u) => u.id).sort()).toEqual([advisor.id, client.id].sort());

    await setStatus('active');
    expect(
      (
        await signInClient(t.app, client, AppType.password, acme).then((c) =>
          c.get(apiPaths.passwordsMyItems),
        )
      ).statusCode,
    ).toBe(200);
  });
});
