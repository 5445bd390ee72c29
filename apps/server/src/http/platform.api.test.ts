import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test/databases.js';
import { createFirm, createTestApp, createTestUser, type TestApp, type TestUser } from '../test/test-app.js';
import { TestClient } from '../test/http-client.js';
import { signInClient, signInWithTotp } from '../test/sign-in.js';

describe.each(testDialects())('platform routes on %s', (dialect) => {
  let t: TestApp;
  let client: TestUser;
  let firmId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    client = await createTestUser(t.app, { firmId, username: 'casey' });
  });
  afterAll(() => t.close());

  it('serves the firm branding and its generated logo as a PNG', async () => {
    const c = new TestClient(t.app);
    const branding = (await c.get('/public/branding')).json().data;
    expect(branding).toMatchObject({ firmId, name: 'Demo Wealth Partners', subdomain: 'demo' });
    const logo = await c.get(branding.logoUrl);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const byUser = await c.get(`/be/api/public/getUserCompanyAvatar/${client.id}.png`);
    expect(byUser.rawPayload.equals(logo.rawPayload)).toBe(true);
    expect((await c.get('/be/api/public/getUserCompanyAvatar/no-such-user.png')).statusCode).toBe(404);
    expect((await c.get('/be/api/public/getUserCompanyAvatar/..%2Fetc.png')).statusCode).toBe(400);
  });

  it('shows the outbox as JSON newest first, and as a page', async () => {
    await signInClient(t.app, client, 'passwordguru');
    const c = new TestClient(t.app);
    const json = (await c.get('/dev/outbox')).json();
    expect(json.data[0]).toMatchObject({ channel: 'sms', to: client.phone, subject: '' });
    expect(Object.keys(json.data[0]).sort()).toEqual(['channel', 'createdAt', 'id', 'subject', 'text', 'to']);
    const page = await c.get('/dev/outbox', { accept: 'text/html' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Outbox');
  });

  it('does not serve the outbox in production', async () => {
    const prod = await createTestApp(dialect, { devFeatures: false, production: true });
    try {
      expect((await new TestClient(prod.app).get('/dev/outbox')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('lists firms to the provider only', async () => {
    const provider = await createTestUser(t.app, { firmId: null, username: 'pat', role: 'provider' });
    const anonymous = await new TestClient(t.app).get('/be/api/admin/firms');
    expect(anonymous.statusCode).toBe(401);
    const asClient = await signInClient(t.app, client, 'passwordguru');
    expect((await asClient.get('/be/api/admin/firms', { 'x-app-type': 'passwordguru' })).statusCode).toBe(
      403,
    );
    const asProvider = await signInWithTotp(t.app, provider);
    const res = await asProvider.get('/be/api/admin/firms', { 'x-app-type': 'passwordguru' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.results).toEqual([
      expect.objectContaining({ name: 'Demo Wealth Partners', subdomain: 'demo', clientCount: 1 }),
    ]);
  });

  it('gives the advisor console user info to advisors only', async () => {
    const asClient = await signInClient(t.app, client, 'documentvault');
    expect(
      (await asClient.get('/be/api/accounts/getCurrentUserInfo', { 'x-app-type': 'documentvault' }))
        .statusCode,
    ).toBe(403);
    expect((await new TestClient(t.app).get('/be/api/accounts/getCurrentUserInfo')).statusCode).toBe(401);
  });

  it('answers bad input with a 4xx envelope, never a 5xx', async () => {
    const c = new TestClient(t.app);
    const bodies: unknown[] = [
      null,
      'x',
      42,
      [],
      { username: 5 },
      { username: 'a'.repeat(300) },
      { username: 'a', authKey: '!!!' },
      { username: 'a', authKey: 'QUFB' },
    ];
    for (const body of bodies) {
      for (const url of [
        '/auth/prelogin',
        '/auth/passwordapp/login',
        '/auth/verify-code',
        '/auth/access-code-login',
        '/auth/resend-2fa',
      ]) {
        const res = await c.request('POST', url, body === null ? undefined : body, {
          'content-type': 'application/json',
        });
        expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().error.code).toEqual(expect.any(String));
      }
    }
    expect(
      (await c.post('/auth/passwordapp/login', { username: 'a', authKey: '!!!' })).json().error.code,
    ).toBe('VALIDATION_ERROR');
    expect((await c.post('/auth/verify-code', { code: 'abcdef', appType: 'passwordguru' })).statusCode).toBe(
      400,
    );
    const broken = await t.app.inject({
      method: 'POST',
      url: '/pass-api/api/v1/auth/prelogin',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('VALIDATION_ERROR');
    const huge = await c.request('POST', '/auth/prelogin', { username: 'x'.repeat(2_000_000) });
    expect(huge.statusCode).toBe(413);
    expect((await c.get('/auth/session?appType=bogus')).statusCode).toBe(400);
    expect((await c.get('/no/such/route')).statusCode).toBe(404);
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const res = await new TestClient(t.app).get('/pass-api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/pass-api/api/v1/auth/prelogin');
  });
});
