import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAvatarPath, messages, subscriptionApiPaths as p, webAppPaths } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { hostOf, signInTotpAt } from '../../test/fixtures/subscriptions.js';
import { generateDefaultLogo } from './default-logo.js';

describe.each(testDialects())('the web app manifest on %s', (dialect) => {
  let t: TestApp;
  let advisor: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const firmId = await createFirm(t.app, 'acme', 'Acme Wealth');
    advisor = await createTestUser(t.app, {
      firmId,
      username: 'adam',
      role: 'advisor',
      password: 'Advisor!2026',
    });
  });
  afterAll(() => t.close());

  const manifestAt = async (host: string) => {
    const res = await t.app.inject({ method: 'GET', url: webAppPaths.manifest, headers: { host } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    return res.json();
  };

  it("names the host's firm and lists the icons an install needs (192 and 512), starting at the sign-in page", async () => {
    const manifest = await manifestAt(hostOf('acme'));
    expect(manifest).toMatchObject({
      name: 'Acme Wealth',
      short_name: 'Acme Wealth',
      start_url: webAppPaths.startUrl,
      display: 'standalone',
      scope: '/',
    });
    expect(manifest.icons).toEqual([
      { src: webAppPaths.icon192, sizes: '192x192', type: 'image/png' },
      { src: webAppPaths.icon512, sizes: '512x512', type: 'image/png' },
    ]);
  });

  it("puts the firm's own logo first once it uploaded one", async () => {
    const asAdvisor = await signInTotpAt(t.app, advisor, hostOf('acme'));
    const saved = await asAdvisor.request(
      'PUT',
      p.brandingLogo,
      Buffer.from(generateDefaultLogo('acme', 256)),
      { 'content-type': 'image/png' },
    );
    expect(saved.statusCode).toBe(200);
    const manifest = await manifestAt(hostOf('acme'));
    expect(manifest.icons[0]).toEqual({
      src: companyAvatarPath(advisor.id),
      sizes: 'any',
      type: 'image/png',
    });
    expect(manifest.icons.slice(1).map((icon: { sizes: string }) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
    ]);
  });

  it("names the suite on the suite's own host, where no firm of that name exists", async () => {
    const manifest = await manifestAt('localhost');
    expect(manifest.name).toBe(messages.productName);
    expect(manifest.icons).toHaveLength(2);
  });
});
