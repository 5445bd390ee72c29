import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, ErrorCode, apiPaths, subscriptionApiPaths } from '@guru/shared';
import { testDialects } from '../test/databases.js';
import { createFirm, createTestApp, type TestApp } from '../test/test-app.js';
import { holdsNul } from './nul-guard.js';

/**
 * Found by the API fuzz test: a NUL character in a name (prelogin) or a path parameter (the provider's
 * firm pages) reached PostgreSQL, which refuses it, and answered 500. Refused as bad input everywhere.
 */
describe.each(testDialects())('a NUL character in a request is bad input (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createFirm(t.app, 'demo');
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { host: 'localhost' }, ...(payload ? { payload } : {}) });

  it.each([
    ['a body field', () => send('POST', `${API_PREFIX}${apiPaths.prelogin}`, { username: 'casey\u0000' })],
    [
      'a nested body field',
      () =>
        send('POST', `${API_PREFIX}${apiPaths.prelogin}`, { username: 'casey', extra: [{ a: '\u0000' }] }),
    ],
    ['a query value', () => send('GET', `${subscriptionApiPaths.subdomainAvailability}?subdomain=acme%00`)],
  ])('%s answers 400 in the error envelope', async (_, call) => {
    const res = await call();
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(ErrorCode.VALIDATION);
  });

  it('lets everything else through', async () => {
    expect((await send('POST', `${API_PREFIX}${apiPaths.prelogin}`, { username: 'casey' })).statusCode).toBe(
      200,
    );
  });
});

describe('holdsNul', () => {
  it('finds a NUL in strings, keys, arrays and nested objects, and nowhere else', () => {
    expect(holdsNul('a\u0000')).toBe(true);
    expect(holdsNul({ a: [{ b: 'x\u0000y' }] })).toBe(true);
    expect(holdsNul({ ['k\u0000']: 1 })).toBe(true);
    expect(holdsNul(Object.assign(Object.create(null) as object, { q: '\u0000' }))).toBe(true);
    expect(holdsNul({ a: ['x', 1, null, true, { b: 'ok' }] })).toBe(false);
    expect(holdsNul(Buffer.from([0]))).toBe(false);
    expect(holdsNul(undefined)).toBe(false);
  });
});
