import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { createFirm, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/test-app.js';
import { TestClient } from '../../test/http-client.js';
import { passwordStep } from '../../test/sign-in.js';

describe.each(testDialects())('lockout and rate limits on %s', (dialect) => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const firmId = await createFirm(t.app, 'demo');
    user = await createTestUser(t.app, { firmId, username: 'lee' });
  });
  afterAll(() => t.close());

  it('locks a name after five wrong passwords, even against the right one, for 15 minutes', async () => {
    const c = new TestClient(t.app);
    for (let i = 0; i < 4; i++) {
      expect((await passwordStep(c, user, 'passwordguru', 'Wrong!2026')).json().error.code).toBe('INVALID_CREDENTIALS');
    }
    const fifth = await passwordStep(c, user, 'passwordguru', 'Wrong!2026');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().error).toEqual({ code: 'ACCOUNT_LOCKED', message: messages.accountLocked });
    expect((await passwordStep(c, user, 'passwordguru')).json().error.code).toBe('ACCOUNT_LOCKED');
    t.clock.advanceMinutes(16);
    expect((await passwordStep(c, user, 'passwordguru')).statusCode).toBe(200);
  });

  it('escalates: the next lock lasts longer', async () => {
    const c = new TestClient(t.app);
    for (let i = 0; i < 5; i++) await passwordStep(c, user, 'passwordguru', 'Wrong!2026');
    t.clock.advanceMinutes(16);
    expect((await passwordStep(c, user, 'passwordguru')).json().error.code).toBe('ACCOUNT_LOCKED');
    t.clock.advanceMinutes(15);
    expect((await passwordStep(c, user, 'passwordguru')).statusCode).toBe(200);
  });

  it('locks an unknown name the same way, so a lock reveals nothing', async () => {
    const c = new TestClient(t.app);
    const ghost = { ...user, username: 'ghost' };
    for (let i = 0; i < 4; i++) await passwordStep(c, ghost, 'passwordguru');
    const fifth = await passwordStep(c, ghost, 'passwordguru');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().error.code).toBe('ACCOUNT_LOCKED');
  });
});

describe('per-IP rate limit on auth routes', () => {
  it('answers 429 with a clear message past the limit', async () => {
    const t = await createTestApp('sqlite', { authRateLimitPerMinute: 3 });
    try {
      await createFirm(t.app, 'demo');
      const c = new TestClient(t.app);
      for (let i = 0; i < 3; i++) expect((await c.post('/auth/prelogin', { username: 'x' })).statusCode).toBe(200);
      const res = await c.post('/auth/prelogin', { username: 'x' });
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toEqual({ code: 'RATE_LIMITED', message: messages.rateLimited });
    } finally {
      await t.close();
    }
  });
});
