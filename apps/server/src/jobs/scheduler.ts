import type { AppContext } from '../app-context.js';
import { newHolderId } from './job-lease.js';

/** A job that runs at most once per period across every instance sharing the database. */
export interface ScheduledJob {
  name: string;
  everyMinutes: number;
  run(ctx: AppContext): Promise<unknown>;
}

/**
 * Runs scheduled jobs under database leases (job-lease.ts). Each tick asks for every job's lease for
 * one period from now: the instance that gets it runs the job, the others skip it until the period has
 * passed. The first tick happens at start, so a job whose period passed while every instance was down
 * runs at once (catch-up). Time is the app's clock, so tests drive it with the fake clock (runDue).
 */
export class JobScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly jobs: readonly ScheduledJob[],
    readonly holder: string = newHolderId(),
  ) {}

  /**
   * Runs each job whose lease this instance takes now; the names of the jobs that ran to the end. A job that
   * throws is a failure: logged as one (error level, `outcome: "failed"`), left out of the result, and run again
   * next period; the jobs after it still run.
   */
  async runDue(): Promise<string[]> {
    const succeeded: string[] = [];
    for (const job of this.jobs) {
      const now = this.ctx.clock.now();
      const until = new Date(now.getTime() + job.everyMinutes * 60_000);
      if (!(await this.ctx.repos.jobLeases.acquire(job.name, this.holder, now, until))) continue;
      const run = { job: job.name, holder: this.holder, leaseFrom: now.toISOString() };
      try {
        await job.run(this.ctx);
      } catch (err) {
        this.ctx.log.error(
          { ...run, outcome: 'failed', err },
          'scheduled job failed; it runs again next period',
        );
        continue;
      }
      this.ctx.log.info({ ...run, outcome: 'succeeded' }, 'scheduled job ran');
      succeeded.push(job.name);
    }
    return succeeded;
  }

  /** Ticks now and then every `tickMs` (never two ticks at once); the timer does not keep the process alive. */
  start(tickMs = 60_000): void {
    if (this.timer) return;
    const tick = () => {
      if (this.running) return;
      this.running = this.runDue()
        .catch((err: unknown) => this.ctx.log.error({ err }, 'job scheduler tick failed'))
        .finally(() => {
          this.running = null;
        });
    };
    tick();
    this.timer = setInterval(tick, tickMs);
    this.timer.unref();
  }

  /** Stops ticking and waits for a run in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
