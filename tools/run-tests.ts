import { spawnSync } from 'node:child_process';
import os from 'node:os';

/**
 * `npm test`: every tier in order, stopping at the first that fails, then one line per tier with the time it
 * took and the load average, so that CI's log says where its minutes went.
 */
export const tiers = ['typecheck', 'format:check', 'lint', 'test:unit', 'test:db', 'e2e'] as const;

interface TierTime {
  tier: string;
  seconds: number;
  ok: boolean;
}

function runTier(tier: string): TierTime {
  const started = performance.now();
  const result = spawnSync('npm', ['run', tier], { stdio: 'inherit' });
  return { tier, seconds: (performance.now() - started) / 1000, ok: result.status === 0 };
}

export function formatTierTimes(times: TierTime[], loadAverage: number[]): string {
  const lines = times.map(
    (t) => `  ${t.tier.padEnd(14)} ${t.seconds.toFixed(0).padStart(5)} s  ${t.ok ? 'passed' : 'FAILED'}`,
  );
  const total = times.reduce((sum, t) => sum + t.seconds, 0);
  lines.push(`  ${'total'.padEnd(14)} ${total.toFixed(0).padStart(5)} s`);
  lines.push(`  load average ${loadAverage.map((l) => l.toFixed(2)).join(' ')}`);
  return ['Test tiers:', ...lines].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const times: TierTime[] = [];
  for (const tier of tiers) {
    const time = runTier(tier);
    times.push(time);
    if (!time.ok) break;
  }
  console.log(formatTierTimes(times, os.loadavg()));
  process.exit(times.every((t) => t.ok) ? 0 : 1);
}
