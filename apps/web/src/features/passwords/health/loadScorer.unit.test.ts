import { describe, expect, it } from 'vitest';
import { loadScorer } from './loadVaultHealth';

describe('the health page scorer (zxcvbn, l33t substitutions capped)', () => {
  it('still finds common l33t passwords weak, and a long random one strong', async () => {
    const score = await loadScorer();
    for (const weak of ['P@ssw0rd', 'p4$$w0rd123', 'sup3rm@n', 'M0nk3y!2024'])
      expect(score(weak)).toBeLessThan(3);
    expect(score('x7#Lq-4821-vR92!mZ')).toBeGreaterThanOrEqual(3);
  });
});
