import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, ErrorCode, apiPaths, healthPaths, messages } from '@guru/shared';
import { testDialects } from '../test/databases.js';
import { createFirm, createTestApp, type TestApp } from '../test/test-app.js';

/** Found by a hostile probe: any Host (`evil.example`, an unknown subdomain) was served as the default firm, with the provider's sign-in. */
describe.each(testDialects())('a host that is no firm’s (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { baseDomain: 'localhost', defaultFirm: 'demo' });
    await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    await createFirm(t.app, 'acme', 'Acme Advisors');
  });
  afterAll(() => t.close());

  const branding = (host: string) =>
    t.app.inject({ method: 'GET', url: `${API_PREFIX}${apiPaths.firmBranding}`, headers: { host } });

  it.each([
    'evil.example',
    'evil.example:3000',
    'nosuchfirm.localhost',
    'a.demo.localhost',
    'demo.localhost.evil.example',
    'demo..localhost',
    '10.0.0.5',
  ])('is answered "no such firm" by the API at %s, never as the default firm', async (host) => {
    const res = await branding(host);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: ErrorCode.UNKNOWN_FIRM, message: messages.unknownFirm } });
    const prelogin = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${apiPaths.prelogin}`,
      headers: { host },
      payload: { username: 'provider' },
    });
    expect(prelogin.statusCode).toBe(404);
  });

  it('is answered with a plain "no such firm" page for a browser, whatever the path', async () => {
    for (const url of ['/', '/password-management/login', '/assets/index.js', '/admin']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'nosuchfirm.localhost' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(messages.unknownFirmTitle);
      expect(res.body).toContain(messages.unknownFirm);
      expect(res.body).not.toContain('nosuchfirm');
    }
  });

  it('keeps serving the default firm at localhost, 127.0.0.1 and the bare base domain, and each firm at its subdomain', async () => {
    for (const host of [
      'localhost',
      'localhost:80',
      'LOCALHOST:3000',
      '127.0.0.1',
      '127.0.0.1:3301',
      '[::1]:3000',
    ]) {
      const res = await branding(host);
      expect(res.statusCode, host).toBe(200);
      expect(res.json().data.subdomain, host).toBe('demo');
    }
    expect((await branding('acme.localhost')).json().data.subdomain).toBe('acme');
    expect((await branding('Acme.localhost:3000')).json().data.subdomain).toBe('acme');
    expect((await branding('demo.localhost')).json().data.subdomain).toBe('demo');
  });

  it('answers the health checks whatever the host (a load balancer asks by address)', async () => {
    for (const url of [healthPaths.live, healthPaths.ready]) {
      expect((await t.app.inject({ method: 'GET', url, headers: { host: 'evil.example' } })).statusCode).toBe(
        200,
      );
    }
  });
});

describe('the suite’s own hosts with a real domain', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      baseDomain: 'guru.example',
      publicUrl: new URL('https://www.guru.example'),
      defaultFirm: 'demo',
    });
    await createFirm(t.app, 'demo');
  });
  afterAll(() => t.close());

  it('are the bare domain and PUBLIC_URL’s host; another domain is no firm’s', async () => {
    const status = async (host: string) =>
      (await t.app.inject({ method: 'GET', url: `${API_PREFIX}${apiPaths.firmBranding}`, headers: { host } }))
        .statusCode;
    expect(await status('guru.example')).toBe(200);
    expect(await status('www.guru.example')).toBe(200);
    expect(await status('demo.guru.example')).toBe(200);
    expect(await status('demo.localhost')).toBe(404);
    expect(await status('guru.example.evil.example')).toBe(404);
  });
});
