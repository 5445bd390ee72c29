import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppType, ErrorCode, apiPaths, subscriptionApiPaths as p, subscriptionMessages } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { TestClient } from '../../test/http-client.js';
import { signInClient } from '../../test/sign-in.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { hostOf, signInTotpAt } from '../../test/fixtures/subscriptions.js';
import { generateDefaultLogo } from './default-logo.js';

const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  Buffer.alloc(200, 7),
  Buffer.from([0xff, 0xd9]),
]);

describe.each(testDialects())('firm branding by its advisors on %s', (dialect) => {
  let t: TestApp;
  let advisor: TestUser;
  let client: TestUser;
  let otherAdvisor: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const firmId = await createFirm(t.app, 'acme', 'Acme Wealth');
    const otherId = await createFirm(t.app, 'other', 'Other Firm');
    advisor = await createTestUser(t.app, {
      firmId,
      username: 'adam',
      role: 'advisor',
      password: 'Advisor!2026',
    });
    client = await createTestUser(t.app, { firmId, username: 'casey' });
    otherAdvisor = await createTestUser(t.app, {
      firmId: otherId,
      username: 'oscar',
      role: 'advisor',
      password: 'Advisor!2026',
    });
  });
  afterAll(() => t.close());

  const upload = (c: TestClient, bytes: Buffer, type = 'image/png') =>
    c.request('PUT', p.brandingLogo, bytes, { 'content-type': type });

  it("lets only the firm's advisors edit it", async () => {
    expect((await new TestClient(t.app, hostOf('acme')).get(p.branding)).statusCode).toBe(401);
    const asClient = await signInClient(t.app, client, AppType.password, hostOf('acme'));
    expect(
      (
        await asClient.request(
          'PUT',
          p.branding,
          { companyName: 'Hijacked' },
          { 'x-app-type': 'passwordguru' },
        )
      ).statusCode,
    ).toBe(403);
    expect((await upload(asClient, Buffer.from(generateDefaultLogo('x')))).statusCode).toBe(403);
    // Another firm's advisor, with their cookie at this firm's host: not signed in here.
    const asOther = await signInTotpAt(t.app, otherAdvisor, hostOf('other'));
    const stolen = new TestClient(t.app, hostOf('acme'));
    asOther.cookiesTo(stolen);
    expect((await stolen.request('PUT', p.branding, { companyName: 'Hijacked' })).statusCode).toBe(401);
    expect((await new TestClient(t.app, hostOf('acme')).get(apiPaths.firmBranding)).json().data.name).toBe(
      'Acme Wealth',
    );
  });

  it('renames the company and replaces the logo (PNG or JPEG by its bytes, at most 1 MB); entry pages show both at once', async () => {
    const asAdvisor = await signInTotpAt(t.app, advisor, hostOf('acme'));
    const visitor = new TestClient(t.app, hostOf('acme'));
    const initial = (await asAdvisor.get(p.branding)).json().data;
    expect(initial).toEqual({
      companyName: 'Acme Wealth',
      subdomain: 'acme',
      logoUrl: `/be/api/public/getUserCompanyAvatar/${advisor.id}.png`,
      customLogo: false,
    });

    expect(
      (await asAdvisor.request('PUT', p.branding, { companyName: '  Acme Private Wealth ' })).json().data
        .companyName,
    ).toBe('Acme Private Wealth');
    expect((await asAdvisor.request('PUT', p.branding, { companyName: '' })).statusCode).toBe(400);
    expect((await visitor.get(apiPaths.firmBranding)).json().data.name).toBe('Acme Private Wealth');

    const before = await visitor.get(initial.logoUrl);
    expect(before.headers['content-type']).toBe('image/png');
    expect(before.headers['cache-control']).toBe('no-cache');

    const svg = await upload(
      asAdvisor,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/png',
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error).toEqual({
      code: ErrorCode.UNSUPPORTED_FILE_TYPE,
      message: subscriptionMessages.logoInvalid,
    });
    const big = await upload(asAdvisor, Buffer.concat([JPEG, Buffer.alloc(1_048_576)]), 'image/jpeg');
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe(subscriptionMessages.logoTooLarge);
    expect((await upload(asAdvisor, Buffer.alloc(3 * 1_048_576), 'image/jpeg')).statusCode).toBe(413);
    expect((await asAdvisor.request('PUT', p.brandingLogo, { not: 'an image' })).statusCode).toBe(415);

    const saved = await upload(asAdvisor, JPEG, 'image/png');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.customLogo).toBe(true);
    const after = await visitor.get(initial.logoUrl);
    expect(after.headers['content-type']).toBe('image/jpeg');
    expect(after.rawPayload.equals(JPEG)).toBe(true);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(
      (await visitor.get(initial.logoUrl, { 'if-none-match': String(after.headers.etag) })).statusCode,
    ).toBe(304);

    expect((await asAdvisor.request('DELETE', p.brandingLogo)).json().data.customLogo).toBe(false);
    expect((await visitor.get(initial.logoUrl)).headers['content-type']).toBe('image/png');
  });
});
