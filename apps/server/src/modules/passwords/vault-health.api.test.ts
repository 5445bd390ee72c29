import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { createFirm, createTestApp, createTestUser, type TestApp } from '../../test/test-app.js';
import { TestClient } from '../../test/http-client.js';
import { signInClient } from '../../test/sign-in.js';

describe.each(testDialects())('vault health settings on %s', (dialect) => {
  let t: TestApp;
  let c: TestClient;

  beforeAll(async () => {
    t = await createTestApp(dialect, { breachRangeUrl: 'http://127.0.0.1:4999/range' });
    const firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    const casey = await createTestUser(t.app, { firmId, username: 'casey' });
    c = await signInClient(t.app, casey, 'passwordguru');
  });
  afterAll(() => t.close());

  it('tells the client where the breach ranges are, and lets the page reach only that other origin', async () => {
    const answer = await c.get(apiPaths.passwordsHealthConfig);
    expect(answer.json()).toEqual({ data: { breachRangeUrl: 'http://127.0.0.1:4999/range' } });
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:4999(;|$)/);
  });

  it('refuses a caller who is not signed in', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(apiPaths.passwordsHealthConfig)).statusCode).toBe(401);
  });
});
