import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppType } from '@guru/shared';
import { testDialects } from '../test/databases.js';
import { TestClient } from '../test/http-client.js';
import { passwordStep } from '../test/sign-in.js';
import { createFirm, createTestApp, createTestUser, type TestApp, type TestUser } from '../test/test-app.js';
import { JobScheduler } from './scheduler.js';
import { throttleCleanupJob } from './throttle-cleanup.job.js';
import { putThrottleRow } from '../test/throttle-rows.js';

const HOUR = 60;

describe.each(testDialects())('faded sign-in failure counts on %s', (dialect) => {
  let t: TestApp;
  let casey: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const firmId = await createFirm(t.app, 'acme', 'Acme Wealth');
    casey = await createTestUser(t.app, { firmId, username: 'casey' });
  });
  afterAll(() => t.close());

  const rows = async () =>
    (
      await t.app.guru.db.kysely.selectFrom('login_throttle').select(['firm_key', 'username_key']).execute()
    ).map((r) => `${r.firm_key}:${r.username_key}`);

  it('are removed once they no longer count, those of a lock in force are kept until it ends', async () => {
    // A wrong password: the user's own count and the count of the address it came from.
    const visitor = new TestClient(t.app, 'acme.localhost');
    expect((await passwordStep(visitor, casey, AppType.password, 'Wrong!2026')).statusCode).toBe(401);
    const afterFailure = await rows();
    expect(afterFailure.some((row) => row.startsWith('source:') && row.includes(casey.id))).toBe(true);
    expect(afterFailure).toContain(`user:${casey.id}`);
    // An account locked for the coming 30 hours (a lock level high enough).
    const lockedUntil = new Date(t.clock.now().getTime() + 30 * 3_600_000).toISOString();
    await putThrottleRow(t.app, {
      firm_key: 'pin',
      username_key: 'locked-user',
      failures: 0,
      lock_level: 2,
      locked_until: lockedUntil,
      updated_at: t.clock.now().toISOString(),
    });

    const scheduler = new JobScheduler(t.app.guru, [throttleCleanupJob], 'a');
    t.clock.advanceMinutes(23 * HOUR);
    await scheduler.runDue();
    expect(await rows()).toHaveLength(afterFailure.length + 1);

    t.clock.advanceMinutes(2 * HOUR);
    expect(await scheduler.runDue()).toEqual([throttleCleanupJob.name]);
    expect(await rows()).toEqual(['pin:locked-user']);

    t.clock.advanceMinutes(6 * HOUR);
    await scheduler.runDue();
    expect(await rows()).toEqual([]);
  });
});
