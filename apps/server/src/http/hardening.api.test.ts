import net from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_DOCS_PREFIX,
  API_PREFIX,
  ErrorCode,
  apiPaths,
  clientApiPaths,
  devPaths,
  messages,
  recoveryApiPaths,
} from '@guru/shared';
import { testDialects } from '../test/databases.js';
import { createFirm, createTestApp, createTestUser, type TestApp, type TestUser } from '../test/test-app.js';
import { TestClient } from '../test/http-client.js';
import { signInClient } from '../test/sign-in.js';
import { awaitOutgoing } from '../test/outgoing.js';

describe.each(testDialects())('hardening on %s', (dialect) => {
  let t: TestApp;
  let client: TestUser;
  const log = new PassThrough();
  let logged = '';

  beforeAll(async () => {
    log.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    t = await createTestApp(dialect, { logLevel: 'info' }, { logStream: log });
    const firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    client = await createTestUser(t.app, { firmId, username: 'casey' });
  });
  afterAll(() => t.close());

  it('marks every API answer no-store (signed-in data and public answers), unless a route chose its own caching', async () => {
    const asClient = await signInClient(t.app, client, 'passwordguru');
    const vault = await asClient.get(apiPaths.passwordsMyItems);
    expect(vault.statusCode).toBe(200);
    expect(vault.headers['cache-control']).toBe('no-store');
    const refused = await new TestClient(t.app).get(apiPaths.passwordsMyItems);
    expect(refused.headers['cache-control']).toBe('no-store');
    const branding = (await new TestClient(t.app).get(apiPaths.firmBranding)).json().data;
    expect((await new TestClient(t.app).get(branding.logoUrl)).headers['cache-control']).toBe('no-cache');
  });

  it('never logs a secret query value: invite codes and link tokens are redacted in the request log', async () => {
    const anonymous = new TestClient(t.app);
    await anonymous.get(`${clientApiPaths.inviteCodeInfo}?code=SecretInviteCode123`);
    await t.app.inject({
      method: 'GET',
      url: '/password-management/signup?code=SecretSignupCode456&appType=passwordguru',
      headers: { host: 'demo.localhost' },
    });
    await new Promise((resolve) => setImmediate(resolve));
    // The invite code is posted now: the old GET has no route, so neither its path nor the code is logged.
    expect(logged).toContain('"url":"[no route]?code=[redacted]"');
    // A page of the web app has no server route: its path is not logged either (it may hold an id).
    expect(logged).toContain('"url":"[no route]?code=[redacted]&appType=passwordguru"');
    expect(logged).not.toContain('SecretInviteCode123');
    expect(logged).not.toContain('SecretSignupCode456');
  });

  it('builds e-mail links from the configured public address, never from the Host header (no forged port or host)', async () => {
    const anonymous = (host: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}${recoveryApiPaths.forgotPassword}`,
        headers: { host, 'content-type': 'application/json' },
        payload: { email: `${client.username}@example.com`, appType: 'passwordguru' },
      });
    const mailsTo = () =>
      t.app.guru.db.kysely
        .selectFrom('outbox')
        .select('body_text')
        .where('recipient', '=', `${client.username}@example.com`)
        .orderBy('id', 'desc')
        .execute();
    for (const host of ['demo.localhost:6666', 'localhost:7777']) {
      const before = (await mailsTo()).length;
      const asked = await anonymous(host);
      expect(asked.statusCode, asked.body).toBe(200);
      // The link is made and queued after the answer: wait for its delivery, not for a while.
      const mail = await awaitOutgoing(t.app, async () => {
        const mails = await mailsTo();
        return mails.length > before ? mails[0] : undefined;
      });
      expect(mail.body_text).not.toMatch(/:6666|:7777/);
      expect(mail.body_text).toMatch(
        host.startsWith('demo') ? /http:\/\/demo\.localhost:3000\// : /http:\/\/localhost:3000\//,
      );
    }
  });

  it('shows the outbox only to a caller on this machine', async () => {
    const remote = await t.app.inject({
      method: 'GET',
      url: devPaths.outbox,
      remoteAddress: '203.0.113.5',
      headers: { host: 'demo.localhost' },
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().error).toEqual({ code: ErrorCode.FORBIDDEN, message: messages.outboxLoopbackOnly });
    const forwarded = await t.app.inject({
      method: 'GET',
      url: devPaths.outbox,
      remoteAddress: '203.0.113.5',
      headers: { host: 'demo.localhost', 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forwarded.statusCode).toBe(403);
    const local = await t.app.inject({
      method: 'GET',
      url: devPaths.outbox,
      remoteAddress: '127.0.0.1',
      headers: { host: 'demo.localhost' },
    });
    expect(local.statusCode).toBe(200);
  });

  it("refuses a state-changing call that a sibling firm's page or another site makes the browser send", async () => {
    const post = (headers: Record<string, string>, host = 'demo.localhost') =>
      t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}${apiPaths.prelogin}`,
        headers: { host, 'content-type': 'application/json', ...headers },
        payload: { username: 'casey' },
      });
    const foreign: Record<string, string>[] = [
      { origin: 'http://other.localhost' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      // The same host under another scheme or port is another origin (the suite here is http, port 80).
      { origin: 'https://demo.localhost' },
      { origin: 'http://demo.localhost:8080' },
    ];
    for (const headers of foreign) {
      const refused = await post(headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.json().error).toEqual({
        code: ErrorCode.FORBIDDEN,
        message: messages.crossOriginRefused,
      });
    }
    expect(
      (await post({ origin: 'http://demo.localhost', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
    expect((await post({})).statusCode).toBe(200);
    const form = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${apiPaths.logout}`,
      headers: { host: 'demo.localhost', 'content-type': 'text/plain' },
    });
    expect(form.statusCode).toBe(403);
  });

  it('serves the API viewer outside production only', async () => {
    expect((await new TestClient(t.app).get(`${API_DOCS_PREFIX}/json`)).statusCode).toBe(200);
    const prod = await createTestApp(dialect, { devFeatures: false, production: true });
    try {
      expect((await new TestClient(prod.app).get(`${API_DOCS_PREFIX}/json`)).statusCode).toBe(404);
      expect((await new TestClient(prod.app).get(API_DOCS_PREFIX)).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('a stalled request body', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { idleSocketTimeoutMs: 300 });
    await createFirm(t.app, 'demo');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('is cut when the connection goes silent (many at once), and a quick request still works', async () => {
    const started = Date.now();
    const stalled = Array.from({ length: 20 }, () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write(
        `POST ${API_PREFIX}${apiPaths.prelogin} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user`,
      );
      return new Promise<void>((resolve) => socket.on('close', () => resolve()));
    });
    await Promise.all(stalled);
    expect(Date.now() - started).toBeLessThan(5_000);
    const res = await fetch(`http://127.0.0.1:${port}${API_PREFIX}${apiPaths.firmBranding}`);
    expect(res.status).toBe(200);
  });
});
