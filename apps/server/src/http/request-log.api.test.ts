import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  BE_API_PREFIX,
  apiPaths,
  clientApiPaths,
  documentsApiPaths,
  siteApiPaths,
} from '@guru/shared';
import { loadConfig } from '../config.js';
import { testDialects } from '../test/databases.js';
import { createFirm, createTestApp, type TestApp } from '../test/test-app.js';
import { drainOutgoing } from '../test/outgoing.js';

/** The app with its log captured, at the level `LOG_LEVEL` gives (unset: the default). */
async function appLogging(
  dialect: 'sqlite' | 'postgres',
  logLevel: string | undefined,
): Promise<{ t: TestApp; lines: () => string[] }> {
  const stream = new PassThrough();
  let logged = '';
  stream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
  const level = loadConfig({ NODE_ENV: 'test', ...(logLevel ? { LOG_LEVEL: logLevel } : {}) }).logLevel;
  const t = await createTestApp(dialect, { logLevel: level }, { logStream: stream });
  await createFirm(t.app, 'demo', 'Demo Wealth Partners');
  return { t, lines: () => logged.split('\n').filter((line) => line.trim() !== '') };
}

/** An answered call, a refused one (400) and an unknown path (404), as a browser at the firm's host sends them. */
async function someRequests(t: TestApp): Promise<void> {
  const headers = { host: 'demo.localhost', 'content-type': 'application/json' };
  expect(
    (await t.app.inject({ method: 'GET', url: `${API_PREFIX}${apiPaths.firmBranding}`, headers })).statusCode,
  ).toBe(200);
  expect(
    (await t.app.inject({ method: 'POST', url: `${API_PREFIX}${apiPaths.prelogin}`, headers, payload: {} }))
      .statusCode,
  ).toBe(400);
  expect(
    (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/no-such-route`, headers })).statusCode,
  ).toBe(404);
  await new Promise((resolve) => setImmediate(resolve));
}

describe.each(testDialects())('the request log on %s', (dialect) => {
  let current: TestApp | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });

  it("is quiet by default: warnings only (such as the start's), no line per request, whatever the answer", async () => {
    const { t, lines } = await appLogging(dialect, undefined);
    current = t;
    const atStart = lines();
    expect(
      atStart.map((line) => (JSON.parse(line) as { level: number }).level).every((level) => level >= 40),
    ).toBe(true);
    await someRequests(t);
    expect(lines()).toEqual(atStart);
  });

  it('has a line per request and per answer at LOG_LEVEL=info, with the method and the URL', async () => {
    const { t, lines } = await appLogging(dialect, 'info');
    current = t;
    await someRequests(t);
    const incoming = lines().filter((line) => line.includes('"msg":"incoming request"'));
    const completed = lines().filter((line) => line.includes('"msg":"request completed"'));
    expect(incoming).toHaveLength(3);
    expect(completed).toHaveLength(3);
    expect(incoming[0]).toContain(`"method":"GET","url":"${API_PREFIX}${apiPaths.firmBranding}"`);
  });

  it("gives the services' lines of a request that request's id (a queued e-mail's delivery included)", async () => {
    const { t, lines } = await appLogging(dialect, 'info');
    current = t;
    const subscribe = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: siteApiPaths.newsletterSignup,
        headers: { host: 'localhost', 'content-type': 'application/json' },
        payload: { firstName: 'Ada', lastName: 'Byron', email },
      });
    expect((await subscribe('ada@example.com')).statusCode).toBe(200);
    expect((await subscribe('grace@example.com')).statusCode).toBe(200);
    await drainOutgoing(t.app);
    const parsed = lines().map((line) => JSON.parse(line) as { msg: string; reqId?: string; to?: string });
    const requestIds = parsed.filter((line) => line.msg === 'incoming request').map((line) => line.reqId);
    const stored = parsed.filter((line) => line.msg === 'e-mail stored in the outbox');
    expect(requestIds).toHaveLength(2);
    expect(new Set(requestIds).size).toBe(2);
    expect(stored.map((line) => line.reqId)).toEqual(requestIds);
  });

  it('never logs a search term, a file name or a client id at LOG_LEVEL=info: the route template and the names of the parameters', async () => {
    const { t, lines } = await appLogging(dialect, 'info');
    current = t;
    const clientId = '3f0b6a52-8d4e-4f7a-9a51-0c2d7e9b1a44';
    const personal = { search: 'Divorce settlement', fileName: 'Medical report Jane.pdf', clientId };
    const headers = { host: 'demo.localhost' };
    const query = (values: Record<string, string>) => new URLSearchParams(values).toString();
    await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}${documentsApiPaths.list}?${query({ q: personal.search, clientId, limit: '10', orderBy: '-fileName' })}`,
      headers,
    });
    await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}${documentsApiPaths.checkFileName}?${query({ fileName: personal.fileName })}`,
      headers,
    });
    await t.app.inject({
      method: 'DELETE',
      url: `${API_PREFIX}${clientApiPaths.client.replace(':id', clientId)}`,
      headers,
    });
    await t.app.inject({
      method: 'GET',
      url: `/dashboard/clients/${clientId}?${query({ q: personal.search })}`,
      headers,
    });
    await t.app.inject({
      method: 'GET',
      url: `${BE_API_PREFIX}/no-such-route/${encodeURIComponent(personal.fileName)}`,
      headers,
    });
    await new Promise((resolve) => setImmediate(resolve));
    const logged = lines().join('\n');
    for (const [what, value] of Object.entries(personal)) {
      for (const form of [
        value,
        encodeURIComponent(value),
        new URLSearchParams({ v: value }).toString().slice(2),
      ])
        expect(logged, what).not.toContain(form);
    }
    const urls = lines()
      .filter((line) => line.includes('"msg":"incoming request"'))
      .map((line) => (JSON.parse(line) as { req: { url: string } }).req.url);
    expect(urls).toEqual([
      `${API_PREFIX}${documentsApiPaths.list}?q=[redacted]&clientId=[redacted]&limit=10&orderBy=-fileName`,
      `${API_PREFIX}${documentsApiPaths.checkFileName}?fileName=[redacted]`,
      `${API_PREFIX}${clientApiPaths.client}`,
      '[no route]?q=[redacted]',
      '[no route]',
    ]);
  });
});
