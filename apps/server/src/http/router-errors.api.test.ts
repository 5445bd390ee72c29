import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, BE_API_PREFIX, ErrorCode } from '@guru/shared';
import { testDialects } from '../test/databases.js';
import { createFirm, createTestApp, type TestApp } from '../test/test-app.js';

/** Found by the API fuzz test: the router's own refusals answered outside the error envelope and echoed the path. */
describe.each(testDialects())('the router refuses odd paths in the error envelope (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createFirm(t.app, 'demo');
  });
  afterAll(() => t.close());

  it.each([
    ['a broken %-escape', `${API_PREFIX}/accountManagements/folders/%E0%A4%A`, 400],
    ['a lone %', `${API_PREFIX}/users/%/disabled`, 400],
    [
      'a path parameter over the length limit',
      `${BE_API_PREFIX}/admin/firms/${'a'.repeat(300)}/payments`,
      414,
    ],
  ])('%s', async (_, url, status) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: { code: ErrorCode.VALIDATION, message: expect.any(String) } });
    expect(res.body).not.toContain('aaaaaaaaaa');
    expect(res.body).not.toContain('FST_ERR');
  });
});
