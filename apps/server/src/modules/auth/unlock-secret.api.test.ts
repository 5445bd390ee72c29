import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { TestClient } from '../../test/http-client.js';
import { latestSmsCode, passwordStep, signInClient } from '../../test/sign-in.js';

const path = '/auth/unlock-secret';

describe.each(testDialects())('unlock secret of an unlocked session (ADR 0033) on %s', (dialect) => {
  let t: TestApp;
  let client: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    client = await createTestUser(t.app, { firmId, username: 'casey' });
  });
  afterAll(() => t.close());

  it('gives a PIN-unlocked session the answer of its PIN step again', async () => {
    const c = new TestClient(t.app);
    await passwordStep(c, client, 'passwordguru');
    await c.post('/auth/verify-code', {
      code: await latestSmsCode(t.app, client.phone),
      appType: 'passwordguru',
    });
    const pin = (
      await c.post('/auth/access-code-login', { pinCode: client.pin, appType: 'passwordguru' })
    ).json().data;

    const again = await c.post(path, { appType: 'passwordguru' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(pin);
  });

  it('refuses a session still waiting for its PIN', async () => {
    const c = new TestClient(t.app);
    await passwordStep(c, client, 'passwordguru');
    await c.post('/auth/verify-code', {
      code: await latestSmsCode(t.app, client.phone),
      appType: 'passwordguru',
    });
    const res = await c.post(path, { appType: 'passwordguru' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('PIN_REQUIRED');
    expect(JSON.stringify(res.json())).not.toContain('unlockSecret');
  });

  it('refuses a session at the idle PIN lock, until the PIN is entered again', async () => {
    const c = await signInClient(t.app, client, 'passwordguru');
    // The PIN idle time of a test user is 5 minutes.
    t.clock.advanceMinutes(6);
    const locked = await c.post(path, { appType: 'passwordguru' });
    expect(locked.json().error.code).toBe('PIN_REQUIRED');
    expect(
      (await c.post('/auth/access-code-login', { pinCode: client.pin, appType: 'passwordguru' })).statusCode,
    ).toBe(200);
    expect((await c.post(path, { appType: 'passwordguru' })).statusCode).toBe(200);
  });

  it("refuses another app's cookie and an anonymous caller", async () => {
    const c = await signInClient(t.app, client, 'passwordguru');
    const otherApp = await c.post(path, { appType: 'documentvault' });
    expect(otherApp.statusCode).toBe(401);
    expect(otherApp.json().error.code).toBe('UNAUTHENTICATED');
    const anonymous = await new TestClient(t.app).post(path, { appType: 'passwordguru' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 400 to a body without a valid app', async () => {
    const c = await signInClient(t.app, client, 'passwordguru');
    expect((await c.post(path, { appType: 'nope' })).statusCode).toBe(400);
  });
});
