import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  beClientPaths,
  clientApiPaths,
  subscriptionApiPaths as p,
  subscriptionWebRoutes,
} from '@guru/shared';
import { testDialects } from '../test/databases.js';
import { createFirm, createTestApp, createTestUser, type TestApp } from '../test/test-app.js';
import { TestClient } from '../test/http-client.js';
import { asApp, signInStaff } from '../test/fixtures/clients.js';
import { createProvider } from '../modules/firm-signup/provider-setup.service.js';
import { invite, latestMailTo } from '../test/fixtures/invites.js';
import { mailsTo, signInTotpAt, tokenIn } from '../test/fixtures/subscriptions.js';

/**
 * The secrets of e-mailed links (invite codes, sender verification, advisor invite and provider set-up
 * tokens) travel in POST bodies: the info-level request log of every flow that uses one never holds it,
 * redacted or not, and no GET takes one in its query.
 */
describe.each(testDialects())('link secrets stay out of URLs and the request log on %s', (dialect) => {
  let t: TestApp;
  const log = new PassThrough();
  let logged = '';

  beforeAll(async () => {
    log.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    t = await createTestApp(dialect, { logLevel: 'info' }, { logStream: log });
  });
  afterAll(() => t.close());

  it('runs the invite, sender verification, advisor invite and provider set-up flows without one secret in the log', async () => {
    const firmId = await createFirm(t.app, 'demo');
    const alex = await createTestUser(t.app, { firmId, username: 'alex', role: 'advisor' });
    const advisor = await signInStaff(t.app, alex);
    const anonymous = new TestClient(t.app);
    const secrets: string[] = [];

    // The sender verification: the mailed token, posted by the page.
    expect(
      (await advisor.post(clientApiPaths.senderSendVerify, { email: 'alex@demo.example' }, asApp()))
        .statusCode,
    ).toBe(200);
    const verifyToken = decodeURIComponent(
      /\/verify-sender-email\?token=(\S+)/.exec((await latestMailTo(t.app, 'alex@demo.example')).text)?.[1] ??
        '',
    );
    secrets.push(verifyToken);
    expect(
      (await anonymous.get(`${beClientPaths.verifySenderEmail}?token=${encodeURIComponent(verifyToken)}`))
        .statusCode,
    ).toBe(404);
    expect((await anonymous.post(beClientPaths.verifySenderEmail, { token: verifyToken })).statusCode).toBe(
      200,
    );

    // The client invite: the sign-up page checks its code.
    const code = await invite(t.app, advisor, 'nina@example.com');
    secrets.push(code);
    expect((await anonymous.get(`${clientApiPaths.inviteCodeInfo}?code=${code}`)).statusCode).toBe(404);
    const info = await anonymous.post(clientApiPaths.inviteCodeInfo, { code });
    expect(info.json().data).toMatchObject({ email: 'nina@example.com', appType: 'passwordguru' });

    // The provider's set-up link, and the advisor the provider then invites.
    const created = await createProvider(t.app.guru, 'ops', 'ops@example.com');
    const setupToken = tokenIn(created.link, subscriptionWebRoutes.providerSetup);
    secrets.push(setupToken);
    expect((await anonymous.get(`${p.providerSetup}?token=${setupToken}`)).statusCode).toBe(404);
    const setupInfo = await anonymous.post(p.providerSetupInfo, { token: setupToken });
    expect(setupInfo.json().data, setupInfo.body).toMatchObject({
      username: 'ops',
      email: 'ops@example.com',
    });

    const provider = await createTestUser(t.app, { firmId: null, username: 'pat', role: 'provider' });
    const asProvider = await signInTotpAt(t.app, provider, 'localhost');
    const invited = await asProvider.post(p.providerAdvisors.replace(':firmId', firmId), {
      firstName: 'Gina',
      lastName: 'Demo',
      email: 'gina@demo.example',
    });
    expect(invited.statusCode).toBe(200);
    const inviteToken = tokenIn(
      (await mailsTo(t.app, 'gina@demo.example'))[0]?.text ?? '',
      subscriptionWebRoutes.advisorSetup,
    );
    secrets.push(inviteToken);
    expect((await anonymous.get(`${p.advisorInvite}?token=${inviteToken}`)).statusCode).toBe(404);
    expect((await anonymous.post(p.advisorInviteInfo, { token: inviteToken })).json().data).toMatchObject({
      email: 'gina@demo.example',
    });

    await new Promise((resolve) => setImmediate(resolve));
    // The log did record these calls (so it is the log of the flows), but none of their secrets.
    for (const path of [
      `${API_PREFIX}${clientApiPaths.inviteCodeInfo}`,
      beClientPaths.verifySenderEmail,
      p.providerSetupInfo,
      p.advisorInviteInfo,
    ]) {
      expect(logged).toContain(`"url":"${path}"`);
    }
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(15);
      expect(logged).not.toContain(secret);
      expect(logged).not.toContain(encodeURIComponent(secret));
    }
  });
});
