import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';

/**
 * Optional CPU profiles of the page (Chrome DevTools Protocol), one per measured phase, written
 * as .cpuprofile files (open them in Chrome DevTools → Performance). Sampling slows the page a
 * little, so the figures of a profiled run are not the ones to report.
 */
export class PhaseProfiler {
  private constructor(
    private readonly session: CDPSession,
    private readonly dir: string,
    private readonly prefix: string,
  ) {}

  static async attach(page: Page, dir: string, prefix: string): Promise<PhaseProfiler> {
    const session = await page.context().newCDPSession(page);
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 200 });
    fs.mkdirSync(dir, { recursive: true });
    return new PhaseProfiler(session, dir, prefix);
  }

  async start(): Promise<void> {
    await this.session.send('Profiler.start');
  }

  /** Stops sampling and writes `<prefix>-<phase>.cpuprofile`; returns the file's path. */
  async stop(phase: string): Promise<string> {
    const { profile } = await this.session.send('Profiler.stop');
    const file = path.join(this.dir, `${this.prefix}-${phase}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
    return file;
  }
}

/** Runs `phase` between start() and stop() when a profiler is given. */
export async function profiled<T>(
  profiler: PhaseProfiler | null,
  name: string,
  phase: () => Promise<T>,
): Promise<T> {
  if (!profiler) return phase();
  await profiler.start();
  try {
    return await phase();
  } finally {
    const file = await profiler.stop(name);
    console.log(`[profile] ${name}: ${file}`);
  }
}
