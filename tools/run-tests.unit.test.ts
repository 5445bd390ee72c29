import { describe, expect, it } from 'vitest';
import { formatTierTimes, tiers } from './run-tests.js';

describe('npm test tiers', () => {
  it('runs the same tiers as the README names, in order', () => {
    expect(tiers).toEqual(['typecheck', 'format:check', 'lint', 'test:unit', 'test:db', 'e2e']);
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
