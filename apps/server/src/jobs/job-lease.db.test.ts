import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test/databases.js';
import { createServiceContext, type ServiceTestContext } from '../test/service-context.js';
import { JobScheduler, type ScheduledJob } from './scheduler.js';

const minutes = (from: Date, n: number) => new Date(from.getTime() + n * 60_000);

describe.each(testDialects())('job leases on %s', (dialect) => {
  let s: ServiceTestContext;

  beforeAll(async () => {
    s = await createServiceContext(dialect);
  });
  afterAll(() => s.close());

  it('gives a lease to one holder until it expires, then to another', async () => {
    const leases = s.ctx.repos.jobLeases;
    const now = s.clock.now();
    expect(await leases.acquire('lease-a', 'one', now, minutes(now, 10))).toBe(true);
    expect(await leases.acquire('lease-a', 'two', now, minutes(now, 10))).toBe(false);
    expect(await leases.acquire('lease-a', 'one', minutes(now, 5), minutes(now, 15))).toBe(false);
    expect(await leases.acquire('lease-a', 'two', minutes(now, 10), minutes(now, 20))).toBe(true);
    await leases.release('lease-a', 'two', minutes(now, 11));
    expect(await leases.acquire('lease-a', 'one', minutes(now, 11), minutes(now, 21))).toBe(true);
  });

  it('lets exactly one of many racing holders take a lease, new or expired', async () => {
    const leases = s.ctx.repos.jobLeases;
    const race = async (prefix: string) => {
      const at = s.clock.now();
      const wins = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          leases.acquire('lease-race', `${prefix}-${i}`, at, minutes(at, 10)),
        ),
      );
      return wins.filter(Boolean).length;
    };
    expect(await race('first')).toBe(1);
    expect(await race('early')).toBe(0);
    s.clock.advanceMinutes(10);
    expect(await race('later')).toBe(1);
  });

  it('runs a job once per period whatever the number of schedulers, and catches up after downtime', async () => {
    let runs = 0;
    const job: ScheduledJob = {
      name: 'test.counting',
      everyMinutes: 10,
      run: async () => {
        runs++;
      },
    };
    const a = new JobScheduler(s.ctx, [job], 'instance-a');
    const b = new JobScheduler(s.ctx, [job], 'instance-b');
    const first = await Promise.all([a.runDue(), b.runDue()]);
    expect(first.flat()).toEqual(['test.counting']);
    expect(runs).toBe(1);
    s.clock.advanceMinutes(9);
    expect((await Promise.all([a.runDue(), b.runDue()])).flat()).toEqual([]);
    s.clock.advanceMinutes(24 * 60);
    expect((await Promise.all([b.runDue(), a.runDue()])).flat()).toEqual(['test.counting']);
    expect(runs).toBe(2);
  });
});
