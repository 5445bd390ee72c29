import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthPaths } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe.each(testDialects())('health on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('says the instance lives and is ready (database and file store answer), to anyone, on any host', async () => {
    const live = await t.app.inject({
      method: 'GET',
      url: healthPaths.live,
      headers: { host: 'unknown-firm.localhost' },
    });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ method: 'GET', url: healthPaths.ready });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: true, storage: true } });
  });

  it('is not ready when the file store fails, and says which part, not why', async () => {
    const blobs = t.app.guru.files.blobs;
    const stat = blobs.stat.bind(blobs);
    blobs.stat = () => Promise.reject(new Error('disk on fire at /secret/path'));
    try {
      const ready = await t.app.inject({ method: 'GET', url: healthPaths.ready });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: true, storage: false } });
      expect(ready.body).not.toContain('secret');
    } finally {
      blobs.stat = stat;
    }
  });
});
