import { spawn } from 'node:child_process';
import os from 'node:os';

/**
 * `npm test`: every tier, stopping at the first stage that fails, then one line per tier with the time it took
 * and the load average, so that CI's log says where its minutes went. The static checks are one stage: each of
 * them runs on one core, so on a machine of two or more they run side by side, their output printed whole as
 * each ends.
 */
export const stages = [['typecheck', 'format:check', 'lint'], ['test:unit'], ['test:db'], ['e2e']] as const;
export const tiers = stages.flat();

interface TierTime {
  tier: string;
  seconds: number;
  ok: boolean;
}

function runTier(tier: string, buffered: boolean): Promise<TierTime> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', tier], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (buffered) process.stdout.write(Buffer.concat(output));
      resolve({ tier, seconds: (performance.now() - started) / 1000, ok: code === 0 });
    });
  });
}

export function formatTierTimes(times: TierTime[], loadAverage: number[], wallSeconds?: number): string {
  const lines = times.map(
    (t) => `  ${t.tier.padEnd(14)} ${t.seconds.toFixed(0).padStart(5)} s  ${t.ok ? 'passed' : 'FAILED'}`,
  );
  const total = wallSeconds ?? times.reduce((sum, t) => sum + t.seconds, 0);
  lines.push(`  ${'total'.padEnd(14)} ${total.toFixed(0).padStart(5)} s`);
  lines.push(`  load average ${loadAverage.map((l) => l.toFixed(2)).join(' ')}`);
  return ['Test tiers:', ...lines].join('\n');
}

async function main(): Promise<boolean> {
  const started = performance.now();
  const times: TierTime[] = [];
  for (const stage of stages) {
    const buffered = stage.length > 1;
    const results = await Promise.all(stage.map((tier) => runTier(tier, buffered)));
    times.push(...results);
    if (!results.every((t) => t.ok)) break;
  }
  console.log(formatTierTimes(times, os.loadavg(), (performance.now() - started) / 1000));
  return times.length === tiers.length && times.every((t) => t.ok);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  void main().then((ok) => process.exit(ok ? 0 : 1));
}
