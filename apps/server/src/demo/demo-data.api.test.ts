import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptFolder, decryptItemSummary, openProtectedUserKey, deriveLoginKeys } from '@guru/vault-crypto';
import { testDialects } from '../test/databases.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { TestClient } from '../test/http-client.js';
import { latestSmsCode } from '../test/sign-in.js';
import { demoLogins, seedDemoData } from './demo-data.js';

describe.each(testDialects())('demo data on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    expect(await seedDemoData(t.app.guru)).toBe(true);
  });
  afterAll(() => t.close());

  it('is created once', async () => {
    expect(await seedDemoData(t.app.guru)).toBe(false);
  });

  it("opens the demo client's vault (25 entries in 3 folders) with the demo password", async () => {
    const login = demoLogins.find((l) => l.role === 'client')!;
    const c = new TestClient(t.app);
    const pre = (await c.post('/auth/prelogin', { username: login.username })).json().data;
    const keys = await deriveLoginKeys(login.password, pre.salt, pre.kdf);
    expect(
      (
        await c.post('/auth/passwordapp/login', {
          username: login.username,
          authKey: keys.authKeyB64,
          appType: 'passwordguru',
        })
      ).statusCode,
    ).toBe(200);
    const user = await t.app.guru.repos.users.findForLogin(
      (await t.app.guru.repos.firms.findBySubdomain('demo'))!.id,
      'client',
      false,
    );
    await c.post('/auth/verify-code', {
      code: await latestSmsCode(t.app, user!.phone_number),
      appType: 'passwordguru',
    });
    const unlocked = (
      await c.post('/auth/access-code-login', { pinCode: login.pin, appType: 'passwordguru' })
    ).json().data;
    const userKey = await openProtectedUserKey(keys.wrapKey, unlocked.protectedUserKey);

    const items = (await c.get('/accountManagements/me', { 'x-app-type': 'passwordguru' })).json().data;
    const folders = (await c.get('/accountManagements/folders', { 'x-app-type': 'passwordguru' })).json()
      .data;
    expect(items.total).toBe(25);
    expect(folders).toHaveLength(3);
    const names = await Promise.all(
      folders.map(
        async (f: { id: string; data: string }) =>
          (await decryptFolder(userKey, user!.id, f.id, f.data)).name,
      ),
    );
    expect(names.sort()).toEqual(['Banking', 'Home', 'Retirement']);
    const first = items.results[0] as { id: string; summary: string };
    expect((await decryptItemSummary(userKey, user!.id, first.id, first.summary)).name).toEqual(
      expect.any(String),
    );
  });
});
