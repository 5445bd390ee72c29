import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppType,
  ErrorCode,
  PlanId,
  clientApiPaths,
  subscriptionApiPaths as p,
  subscriptionMessages,
  subscriptionWebRoutes,
} from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { TestClient } from '../../test/http-client.js';
import { passwordStep } from '../../test/sign-in.js';
import { createFirm, createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { runLifecycle } from '../../jobs/subscription-lifecycle.job.js';
import { currentOf, mailsTo, signInTotpAt, tokenIn } from '../../test/fixtures/subscriptions.js';
import { firmSignupBody } from '../../test/fixtures/firm-signup.js';

const BASE = 'guru.example.com';
const HOUR = 60;

describe.each(testDialects())('advisor firm sign-up on %s', (dialect) => {
  let t: TestApp;
  /** The public site, reached at one of the suite's own hosts with a forged port: nothing in the mails may come from it. */
  let visitor: TestClient;

  beforeAll(async () => {
    t = await createTestApp(dialect, { baseDomain: BASE, publicUrl: new URL(`https://${BASE}`) });
    await createFirm(t.app, 'acme');
    visitor = new TestClient(t.app, '127.0.0.1:6666');
  });
  afterAll(() => t.close());

  const available = async (subdomain: string) =>
    (await visitor.get(`${p.subdomainAvailability}?subdomain=${encodeURIComponent(subdomain)}`)).json().data;

  it('tells which subdomains are free: the syntax, reserved words, taken ones', async () => {
    expect(await available('NewFirm')).toEqual({ subdomain: 'newfirm', available: true, message: null });
    expect(await available('www')).toMatchObject({
      available: false,
      message: subscriptionMessages.subdomainReserved,
    });
    expect(await available('admin')).toMatchObject({
      available: false,
      message: subscriptionMessages.subdomainReserved,
    });
    expect(await available('a_b')).toMatchObject({
      available: false,
      message: subscriptionMessages.subdomainInvalid,
    });
    expect(await available('acme')).toMatchObject({
      available: false,
      message: subscriptionMessages.subdomainTaken,
    });
  });

  it('refuses look-alikes (ADR 0030): of the platform while typing and at sign-up, of an existing firm such as demo', async () => {
    await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    expect(await available('xn--dmo-9na')).toMatchObject({
      available: false,
      message: subscriptionMessages.subdomainIdn,
    });
    for (const word of ['dem0', 'demo1', 'demo-wealth', 'gurusuite', 'secure-login', 'www1']) {
      expect(await available(word), word).toMatchObject({
        available: false,
        message: subscriptionMessages.subdomainPlatformWord,
      });
    }
    for (const lookAlike of ['dermo', 'deno', 'acrne', 'acme-2', 'acne']) {
      expect(await available(lookAlike), lookAlike).toMatchObject({
        available: false,
        message: subscriptionMessages.subdomainConfusable,
      });
      const res = await visitor.post(p.firmSignup, await firmSignupBody(visitor, { subdomain: lookAlike }));
      expect(res.statusCode, lookAlike).toBe(409);
      expect(res.json().error, lookAlike).toEqual({
        code: ErrorCode.SUBDOMAIN_TAKEN,
        message: subscriptionMessages.subdomainConfusable,
      });
    }
    const idn = await visitor.post(p.firmSignup, await firmSignupBody(visitor, { subdomain: 'xn--dmo-9na' }));
    expect(idn.statusCode).toBe(400);
    expect(idn.json().error.message).toBe(`subdomain: ${subscriptionMessages.subdomainIdn}`);
    const platform = await visitor.post(p.firmSignup, await firmSignupBody(visitor, { subdomain: 'dem0' }));
    expect(platform.statusCode).toBe(400);
    expect(platform.json().error.message).toBe(`subdomain: ${subscriptionMessages.subdomainPlatformWord}`);
    expect(await available('smithwealth')).toEqual({
      subdomain: 'smithwealth',
      available: true,
      message: null,
    });
    expect(await available('acme-advisors')).toEqual({
      subdomain: 'acme-advisors',
      available: true,
      message: null,
    });
  });

  it('refuses bad input with a 4xx: reserved or malformed subdomains, weak key derivation, phone, username, missing fields', async () => {
    const cases: Array<[string, object]> = [
      ['reserved', { subdomain: 'api' }],
      ['malformed', { subdomain: '-x-' }],
      ['weak kdf', { kdfParams: { algorithm: 'argon2id', memoryKiB: 8, iterations: 1, parallelism: 1 } }],
      ['phone', { phoneNumber: '12' }],
      ['username', { username: 'nora@example.com' }],
      ['pin', { pinCode: '12' }],
      ['email', { email: 'not an e-mail' }],
    ];
    for (const [name, change] of cases) {
      const res = await visitor.post(p.firmSignup, { ...(await firmSignupBody(visitor)), ...change });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.code, name).toBe(ErrorCode.VALIDATION);
    }
    expect((await visitor.post(p.firmSignup, { firmName: 'x' })).statusCode).toBe(400);
    expect(
      (await visitor.post(p.firmSignup, await firmSignupBody(visitor, { subdomain: 'acme' }))).json().error
        .code,
    ).toBe(ErrorCode.SUBDOMAIN_TAKEN);
  });

  it("signs a firm up pending: the link comes from PUBLIC_URL, nobody signs in before the e-mail is confirmed, once, within 24 hours; then a 30-day trial and TOTP at the firm's site", async () => {
    const body = await firmSignupBody(visitor);
    const res = await visitor.post(p.firmSignup, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: body.email, subdomain: 'newfirm' });
    const [mail] = await mailsTo(t.app, body.email);
    expect(mail?.text).toContain(`https://${BASE}${subscriptionWebRoutes.confirmFirmSignup}?token=`);
    expect(mail?.text).toContain(`https://newfirm.${BASE}/password-management/login`);
    expect(mail?.text).not.toMatch(/127\.0\.0\.1|6666/);
    const token = tokenIn(mail?.text ?? '', subscriptionWebRoutes.confirmFirmSignup);

    const advisor: TestUser = {
      id: '',
      username: body.username,
      email: body.email,
      password: 'Advisor!2026',
      pin: body.pinCode,
      phone: '',
    };
    const atFirm = new TestClient(t.app, `newfirm.${BASE}`);
    const early = await passwordStep(atFirm, advisor, AppType.password);
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toEqual({
      code: ErrorCode.EMAIL_NOT_CONFIRMED,
      message: subscriptionMessages.emailNotConfirmed,
    });
    expect(
      (await visitor.post(p.firmSignup, await firmSignupBody(visitor, { username: 'other' }))).json().error
        .code,
    ).toBe(ErrorCode.SUBDOMAIN_TAKEN);
    expect((await visitor.post(p.confirmFirmSignup, { token: `${token}x` })).statusCode).toBe(410);

    // A second sign-up whose link is never used in time.
    await visitor.post(
      p.firmSignup,
      await firmSignupBody(visitor, { subdomain: 'late-firm', email: 'late@example.com', username: 'late' }),
    );
    const lateToken = tokenIn(
      (await mailsTo(t.app, 'late@example.com'))[0]?.text ?? '',
      subscriptionWebRoutes.confirmFirmSignup,
    );

    const confirms = await Promise.all([
      visitor.post(p.confirmFirmSignup, { token }),
      visitor.post(p.confirmFirmSignup, { token }),
    ]);
    expect(confirms.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    const confirmed = confirms.find((r) => r.statusCode === 200)?.json().data;
    expect(confirmed).toMatchObject({
      subdomain: 'newfirm',
      signInUrl: `https://newfirm.${BASE}/password-management/login`,
    });
    expect((await visitor.post(p.confirmFirmSignup, { token })).json().error).toEqual({
      code: ErrorCode.LINK_INVALID,
      message: subscriptionMessages.linkInvalid,
    });

    const firm = await t.app.guru.repos.firms.findBySubdomain('newfirm');
    const trial = await currentOf(t.app, firm?.id ?? '');
    expect(trial).toMatchObject({ status: 'trialing', plan_id: PlanId.allInOne, source: 'signup' }); // a self sign-up trial, listed as such (not "Recorded by the provider")
    expect(new Date(trial.current_period_end).getTime() - new Date(trial.started_at).getTime()).toBe(
      30 * 86_400_000,
    );
    expect(confirmed.trialEndsAt).toBe(trial.current_period_end);

    const user = await t.app.guru.repos.users.findForLogin(firm?.id ?? '', 'nora', false);
    expect(user).toMatchObject({
      role_id: 6,
      scope: 'admin',
      status: 'active',
      protected_user_key: null,
      totp_enrolled: 0,
      phone_number: '+12015550147',
    });
    const asAdvisor = await signInTotpAt(t.app, { ...advisor, id: user?.id ?? '' }, `newfirm.${BASE}`);
    expect(
      (
        await asAdvisor.get(`${clientApiPaths.clientList}?appType=passwordguru`, {
          'x-app-type': 'passwordguru',
        })
      ).statusCode,
    ).toBe(200);
    expect((await asAdvisor.get(p.subscription)).json().data).toMatchObject({
      valid: true,
      subscription: { status: 'trialing' },
    });

    t.clock.advanceMinutes(25 * HOUR);
    expect((await visitor.post(p.confirmFirmSignup, { token: lateToken })).statusCode).toBe(410);
    expect(await available('late-firm')).toMatchObject({ available: false });
    t.clock.advanceMinutes(24 * HOUR);
    expect((await runLifecycle(t.app.guru)).unconfirmedRemoved).toBe(1);
    expect(await available('late-firm')).toMatchObject({ available: true });
    expect(await t.app.guru.repos.firms.findBySubdomain('newfirm')).toBeDefined();
  });
});
