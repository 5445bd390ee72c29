import { describe, expect, it } from 'vitest';
import { formatTierTimes, stages, tiers } from './run-tests.js';

describe('npm test tiers', () => {
  it('runs the same tiers as the README names, in order', () => {
    expect(tiers).toEqual(['typecheck', 'format:check', 'lint', 'test:unit', 'test:db', 'e2e']);
  });

  it('runs the static checks side by side, then each test tier alone', () => {
    expect(stages.map((stage) => stage.length)).toEqual([3, 1, 1, 1]);
  });

  it('prints the wall time as the total when the tiers overlapped', () => {
    const text = formatTierTimes(
      [
        { tier: 'typecheck', seconds: 30, ok: true },
        { tier: 'lint', seconds: 25, ok: true },
      ],
      [1, 1, 1],
      31.2,
    );
    expect(text).toContain('total             31 s');
  });

  it('prints each tier with its time, the total and the load average', () => {
    const text = formatTierTimes(
      [
        { tier: 'typecheck', seconds: 41.4, ok: true },
        { tier: 'test:unit', seconds: 300.6, ok: false },
      ],
      [1.5, 1.25, 0.5],
    );
    expect(text).toContain('typecheck         41 s  passed');
    expect(text).toContain('test:unit        301 s  FAILED');
    expect(text).toContain('total            342 s');
    expect(text).toContain('load average 1.50 1.25 0.50');
  });
});
