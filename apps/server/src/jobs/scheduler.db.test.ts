import { PassThrough } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test/databases.js';
import { createServiceContext, type ServiceTestContext } from '../test/service-context.js';
import { JobScheduler, type ScheduledJob } from './scheduler.js';

interface LogLine {
  level: number;
  msg: string;
  job?: string;
  outcome?: string;
  err?: { message: string };
}

describe.each(testDialects())('the job scheduler on %s', (dialect) => {
  let s: ServiceTestContext;

  beforeAll(async () => {
    s = await createServiceContext(dialect);
  });
  afterAll(() => s.close());

  it('reports a job that throws as a failure, not as a run, and still runs the jobs after it', async () => {
    const stream = new PassThrough();
    let logged = '';
    stream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    const log = pino({ level: 'info' }, stream);
    let laterRuns = 0;
    const failing: ScheduledJob = {
      name: 'test.failing',
      everyMinutes: 10,
      run: () => Promise.reject(new Error('the store did not answer')),
    };
    const later: ScheduledJob = {
      name: 'test.later',
      everyMinutes: 10,
      run: async () => {
        laterRuns++;
      },
    };
    const scheduler = new JobScheduler({ ...s.ctx, log }, [failing, later], 'instance-a');

    expect(await scheduler.runDue()).toEqual(['test.later']);
    expect(laterRuns).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    const lines = logged
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as LogLine);
    const aboutFailing = lines.filter((line) => line.job === 'test.failing');
    expect(aboutFailing).toHaveLength(1);
    expect(aboutFailing[0]).toMatchObject({
      level: 50,
      outcome: 'failed',
      msg: 'scheduled job failed; it runs again next period',
      err: { message: 'the store did not answer' },
    });
    expect(lines.filter((line) => line.job === 'test.later')).toMatchObject([
      { level: 30, outcome: 'succeeded', msg: 'scheduled job ran' },
    ]);

    // Its lease holds for the period, like a job that ran: it is tried again next period, not at every tick.
    expect(await scheduler.runDue()).toEqual([]);
    s.clock.advanceMinutes(10);
    expect(await scheduler.runDue()).toEqual(['test.later']);
  });
});
