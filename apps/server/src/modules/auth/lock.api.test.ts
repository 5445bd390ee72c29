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
import { signInClient } from '../../test/sign-in.js';

const path = '/auth/lock';
const body = { appType: 'passwordguru' };

describe.each(testDialects())('lock now (ADR 0040) on %s', (dialect) => {
  let t: TestApp;
  let client: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    client = await createTestUser(t.app, { firmId, username: 'casey' });
  });
  afterAll(() => t.close());

  it('sends the session back to its PIN step for every caller sharing it, until the PIN is entered again', async () => {
    const c = await signInClient(t.app, client, 'passwordguru');
    expect((await c.post('/auth/unlock-secret', body)).statusCode).toBe(200);

    const locked = await c.post(path, body);
    expect(locked.statusCode).toBe(200);
    expect(locked.json().data).toEqual({ ok: true });

    for (const call of ['/auth/unlock-secret', '/auth/heartbeat']) {
      const refused = await c.post(call, body);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.code).toBe('PIN_REQUIRED');
    }
    expect((await c.get('/auth/session?appType=passwordguru')).json().data.stage).toBe('pin');
    // Locking a locked session changes nothing.
    expect((await c.post(path, body)).statusCode).toBe(200);

    expect(
      (await c.post('/auth/access-code-login', { pinCode: client.pin, appType: 'passwordguru' })).statusCode,
    ).toBe(200);
    expect((await c.post('/auth/unlock-secret', body)).statusCode).toBe(200);
  });

  it('locks only the app named: the Documents Guru session of the same browser stays unlocked', async () => {
    const c = await signInClient(t.app, client, 'passwordguru');
    (await signInClient(t.app, client, 'documentvault')).cookiesTo(c);
    expect((await c.post(path, body)).statusCode).toBe(200);
    expect((await c.post('/auth/heartbeat', { appType: 'documentvault' })).statusCode).toBe(200);
  });

  it('refuses an anonymous caller, and parallel locks all answer ok', async () => {
    const anonymous = await new TestClient(t.app).post(path, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');

    const c = await signInClient(t.app, client, 'passwordguru');
    const answers = await Promise.all(Array.from({ length: 5 }, () => c.post(path, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await c.get('/auth/session?appType=passwordguru')).json().data.stage).toBe('pin');
  });

  it('answers 400 to a body without a valid app', async () => {
    const c = await signInClient(t.app, client, 'passwordguru');
    expect((await c.post(path, { appType: 'nope' })).statusCode).toBe(400);
  });
});
