import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_DOCS_PREFIX,
  API_PREFIX,
  BE_API_PREFIX,
  apiPaths,
  beApiPaths,
  beClientPaths,
  clientApiPaths,
  devPaths,
  documentRequestsApiPaths,
  emergencyApiPaths,
  healthPaths,
  isUnderPrefix,
  pinResetApiPaths,
  recoveryApiPaths,
  siteApiPaths,
  subscriptionApiPaths,
  webAppPaths,
} from '@guru/shared';
import { createFirm, createTestApp, createTestUser, type TestApp } from '../test/test-app.js';
import { TestClient } from '../test/http-client.js';
import { signInClient } from '../test/sign-in.js';
import type { AccessLevel } from './access-level.js';
import { accessScope, installRouteAccess, type DeclaredRoute } from './access-scope.js';

const routeName = (r: Pick<DeclaredRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;
const levelOf = (r: DeclaredRoute) =>
  r.access ? `${r.access.access}${'app' in r.access && r.access.app ? `:${r.access.app}` : ''}` : 'NONE';

/** Every public route of the API, on purpose: a new one must be added here, after a review. */
const publicApiRoutes = [
  `POST ${API_PREFIX}${apiPaths.prelogin}`,
  `POST ${API_PREFIX}${apiPaths.loginPasswordApp}`,
  `POST ${API_PREFIX}${apiPaths.loginDocumentsApp}`,
  `GET ${API_PREFIX}${apiPaths.session}`,
  `POST ${API_PREFIX}${apiPaths.logout}`,
  `GET ${API_PREFIX}${apiPaths.firmBranding}`,
  // The unlock page posts the mailed link's token (ADR 0003).
  `POST ${API_PREFIX}${apiPaths.unlockAccount}`,
  // Signing in with a passkey alone (ADR 0044): its challenge, and its signed answer (counted per person).
  `POST ${API_PREFIX}${apiPaths.passkeySignInOptions}`,
  `POST ${API_PREFIX}${apiPaths.passkeySignIn}`,
  `POST ${API_PREFIX}${clientApiPaths.signup}`,
  `POST ${API_PREFIX}${clientApiPaths.signupUsernameAvailable}`,
  `POST ${API_PREFIX}${clientApiPaths.requestUserPasswordApp}`,
  `POST ${API_PREFIX}${clientApiPaths.requestUserDocumentsApp}`,
  // Link codes and tokens travel in POST bodies, never in a URL (no GET takes one).
  `POST ${API_PREFIX}${clientApiPaths.inviteCodeInfo}`,
  `GET ${BE_API_PREFIX}/public/getUserCompanyAvatar/:file`,
  `POST ${beClientPaths.verifySenderEmail}`,
  `GET ${subscriptionApiPaths.subdomainAvailability}`,
  `POST ${subscriptionApiPaths.firmSignupSalts}`,
  `POST ${subscriptionApiPaths.firmSignup}`,
  `POST ${subscriptionApiPaths.confirmFirmSignup}`,
  `POST ${subscriptionApiPaths.advisorInviteInfo}`,
  `POST ${subscriptionApiPaths.advisorInviteSalts}`,
  `POST ${subscriptionApiPaths.advisorInvite}`,
  `POST ${subscriptionApiPaths.providerSetupInfo}`,
  `POST ${subscriptionApiPaths.providerSetup}`,
  `POST ${subscriptionApiPaths.stripeWebhook}`,
  `POST ${API_PREFIX}${recoveryApiPaths.forgotPassword}`,
  `POST ${API_PREFIX}${recoveryApiPaths.resetStatus}`,
  `POST ${API_PREFIX}${recoveryApiPaths.resetSendCode}`,
  `POST ${API_PREFIX}${recoveryApiPaths.resetVerify}`,
  `POST ${API_PREFIX}${recoveryApiPaths.resetRecoveryKey}`,
  `POST ${API_PREFIX}${recoveryApiPaths.resetComplete}`,
  `POST ${siteApiPaths.newsletterSignup}`,
  `POST ${siteApiPaths.newsletterUnsubscribe}`,
  `POST ${siteApiPaths.contact}`,
  `GET ${devPaths.outbox}`,
  `POST ${devPaths.e2eWorld}`,
  `POST ${devPaths.documentRequestReminders}`,
  `POST ${devPaths.documentLinksAge}`,
  // Links for outsiders (ADR 0047): the token in POST bodies, then the link's own cookie after the e-mailed code.
  `POST ${API_PREFIX}${documentRequestsApiPaths.linkOpen}`,
  `POST ${API_PREFIX}${documentRequestsApiPaths.linkVerify}`,
  `GET ${API_PREFIX}${documentRequestsApiPaths.linkContents}`,
  `GET ${API_PREFIX}${documentRequestsApiPaths.linkDownload}`,
  // Liveness and readiness for a load balancer: no firm, no data.
  `GET ${healthPaths.live}`,
  `GET ${healthPaths.ready}`,
  // The installable app's manifest (ADR 0032): the host's firm's public name and logo.
  `GET ${webAppPaths.manifest}`,
  // Emergency access (ADR 0021): the contact's kit proof and the client's refuse token, in POST bodies.
  `POST ${API_PREFIX}${emergencyApiPaths.request}`,
  `POST ${API_PREFIX}${emergencyApiPaths.verify}`,
  `POST ${API_PREFIX}${emergencyApiPaths.takeover}`,
  `POST ${API_PREFIX}${emergencyApiPaths.refuse}`,
  // Reset PIN by e-mailed link (ADR 0019): the link's token in POST bodies; the sign-up's phone confirmation (an invite code).
  `POST ${API_PREFIX}${pinResetApiPaths.forgotPinCodeEmail}`,
  `POST ${API_PREFIX}${pinResetApiPaths.resetPinCodeViaEmail}`,
  `POST ${API_PREFIX}${pinResetApiPaths.verifyViaEmail}`,
  `POST ${API_PREFIX}${pinResetApiPaths.resendViaEmail}`,
  `POST ${API_PREFIX}${pinResetApiPaths.signupPhoneCode}`,
  `POST ${API_PREFIX}${pinResetApiPaths.signupPhoneVerify}`,
].sort();

describe('route access: no route without a declared access level', () => {
  let t: TestApp | undefined;
  let webDist: string;
  const app = () => {
    if (!t) throw new Error('the app was not built');
    return t.app;
  };

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-web-dist-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>web</title>');
    fs.writeFileSync(path.join(webDist, 'app.js'), 'console.log(1)');
    // Building the app fails outright when a route lies outside an access scope (installRouteAccess).
    t = await createTestApp('sqlite', { webDistDir: webDist, devFeatures: true });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('walks every registered route and finds an access level on each', () => {
    const routes = app().declaredRoutes;
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes)
      expect(app().hasRoute({ method: route.method, url: route.url }), routeName(route)).toBe(true);
    const undeclared = routes.filter((r) => !r.access).map(routeName);
    expect(undeclared, 'routes without a declared access level').toEqual([]);
  });

  it('has exactly the reviewed public API routes; docs and web files are public', () => {
    const api = app().declaredRoutes.filter(
      (r) =>
        r.method !== 'HEAD' &&
        !isUnderPrefix(r.url, API_DOCS_PREFIX) &&
        r.url !== '/app.js' &&
        r.url !== '/index.html',
    );
    expect(
      api
        .filter((r) => r.access?.access === 'public')
        .map(routeName)
        .sort(),
    ).toEqual(publicApiRoutes);
    const others = app().declaredRoutes.filter((r) => !api.includes(r) && r.method !== 'HEAD');
    expect(others.map(routeName)).toEqual(
      expect.arrayContaining([`GET ${API_DOCS_PREFIX}/json`, 'GET /app.js']),
    );
    for (const route of others) expect(levelOf(route), routeName(route)).toBe('public');
  });

  it('serves the web files and pages, and 404s unknown paths of the server prefixes', async () => {
    const c = new TestClient(app());
    expect((await app().inject({ method: 'GET', url: '/app.js' })).statusCode).toBe(200);
    expect(
      (await app().inject({ method: 'GET', url: '/password-management/dashboard' })).headers['content-type'],
    ).toContain('text/html');
    for (const url of [
      `${BE_API_PREFIX}/nope`,
      `${API_PREFIX}/nope`,
      `${API_DOCS_PREFIX}/nope`,
      `${devPaths.outbox}/nope`,
    ]) {
      const res = await c.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe('NOT_FOUND');
    }
  });

  it('declares each app, console and provider route at its level', () => {
    const byName = new Map(app().declaredRoutes.map((r) => [routeName(r), levelOf(r)]));
    for (const route of app().declaredRoutes.filter((r) =>
      r.url.startsWith(`${API_PREFIX}/accountManagements`),
    )) {
      expect(levelOf(route), routeName(route)).toBe('appClient:passwordguru');
    }
    for (const route of app().declaredRoutes.filter((r) => r.url.startsWith(`${BE_API_PREFIX}/admin/`))) {
      expect(levelOf(route), routeName(route)).toBe('provider');
    }
    expect(byName.get(`GET ${beApiPaths.adminFirms}`)).toBe('provider');
    expect(byName.get(`GET ${API_PREFIX}${clientApiPaths.clientList}`)).toBe('advisor');
    expect(byName.get(`PUT ${API_PREFIX}${clientApiPaths.invite}`)).toBe('advisor');
    expect(byName.get(`GET ${BE_API_PREFIX}/accounts/getCurrentUserInfo`)).toBe('advisor');
    expect(byName.get(`GET ${API_PREFIX}${apiPaths.currentUser}`)).toBe('signedIn');
    expect(byName.get(`POST ${API_PREFIX}${apiPaths.verifyCode}`)).toBe('signedIn:input');
    expect(byName.get(`POST ${API_PREFIX}${apiPaths.loginDocumentsApp}`)).toBe('public:documentvault');
  });

  it('refuses strangers before reading the body: 401, never 400 or 413', async () => {
    const firmId = await createFirm(app(), 'demo');
    const stranger = new TestClient(app());
    const huge = { items: 'x'.repeat(33 * 1_048_576) };
    expect((await stranger.post(apiPaths.passwordsImport, huge)).statusCode).toBe(401);
    expect((await stranger.post(apiPaths.passwordsItems, { not: 'an entry' })).statusCode).toBe(401);
    expect(
      (await stranger.request('PUT', clientApiPaths.clientsDisabled, { ids: 'x'.repeat(2_000_000) }))
        .statusCode,
    ).toBe(401);
    expect((await stranger.post(clientApiPaths.acceptInvite, { code: 42 })).statusCode).toBe(401);
    const client = await createTestUser(app(), { firmId, username: 'casey' });
    const asClient = await signInClient(app(), client, 'passwordguru');
    const refused = await asClient.request(
      'PUT',
      clientApiPaths.clientsDisabled,
      { ids: 'x'.repeat(2_000_000) },
      { 'x-app-type': 'passwordguru' },
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('access scopes', () => {
  const bare = () => {
    const app = Fastify({ logger: false });
    installRouteAccess(app);
    return app;
  };

  it('refuses a route registered outside an access scope', async () => {
    const app = bare();
    expect(() => app.get('/undeclared', async () => 'x')).toThrow(
      /GET \/undeclared has no declared access level/,
    );
    await app.close();
  });

  it("gives the routes of a scope, and of plugins inside it, the scope's level", async () => {
    const app = bare();
    const level: AccessLevel = { access: 'public' };
    await app.register(
      accessScope(level, async (scope) => {
        scope.get('/direct', async () => 'x');
        await scope.register(async (inner) => {
          inner.get('/inner', async () => 'y');
        });
      }),
      { prefix: '/p' },
    );
    await app.ready();
    expect(app.declaredRoutes.map((r) => [routeName(r), r.access])).toEqual([
      ['GET /p/direct', level],
      ['HEAD /p/direct', level],
      ['GET /p/inner', level],
      ['HEAD /p/inner', level],
    ]);
    await app.close();
  });

  it('does not nest scopes: a route has one level', async () => {
    const app = bare();
    await expect(
      app.register(
        accessScope({ access: 'public' }, async (scope) => {
          await scope.register(accessScope({ access: 'provider' }, () => undefined));
        }),
      ),
    ).rejects.toThrow(/do not nest/);
    await app.close();
  });
});
