import { describe, expect, it } from 'vitest';
import { analyseVault, OLD_AFTER_MS } from './vaultHealth';
import { findExposed, parseRange, sha1Hex } from './breachCheck';

const now = new Date('2026-11-27T12:00:00Z');
const recent = new Date(now.getTime() - 86_400_000).toISOString();
const longAgo = new Date(now.getTime() - OLD_AFTER_MS - 86_400_000).toISOString();
const score = (password: string) => (password.length >= 12 ? 4 : password.length >= 8 ? 2 : 0);

describe('vault health', () => {
  it('finds weak, reused and old passwords, and ignores empty ones', () => {
    const report = analyseVault(
      [
        { id: 'a', name: 'A', password: 'short', passwordSetAt: recent },
        { id: 'b', name: 'B', password: 'correct horse battery', passwordSetAt: recent },
        { id: 'c', name: 'C', password: 'correct horse battery', passwordSetAt: longAgo },
        { id: 'd', name: 'D', password: 'eightchr', passwordSetAt: recent },
        { id: 'e', name: 'E', password: '', passwordSetAt: longAgo },
      ],
      score,
      now,
    );
    expect(report).toEqual({ weak: ['a', 'd'], reused: [['b', 'c']], old: ['c'] });
  });
});

describe('breach check by k-anonymity', () => {
  it('hashes with SHA-1 in upper-case hex', async () => {
    expect(await sha1Hex('password')).toBe('5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8');
  });

  it('reads a padded range answer: lines of count 0 are padding', () => {
    const seen = parseRange(
      '1E4C9B93F3F0682250B6CF8331B7EE68FD8:3730471\r\nAAAA0000000000000000000000000000000:0\r\n',
    );
    expect([...seen]).toEqual([['1E4C9B93F3F0682250B6CF8331B7EE68FD8', 3730471]]);
  });

  it('sends only the first 5 hex characters of each hash, once per prefix, and finds the exposed entries', async () => {
    const asked: string[] = [];
    const exposed = await findExposed(
      [
        { id: 'a', password: 'password' },
        { id: 'b', password: 'password' },
        { id: 'c', password: 'not in any breach 8f2a' },
      ],
      async (prefix) => {
        asked.push(prefix);
        return prefix === '5BAA6' ? '1E4C9B93F3F0682250B6CF8331B7EE68FD8:10\nFFFF:0' : 'ABCDEF:0';
      },
    );
    expect(exposed).toEqual(['a', 'b']);
    expect(asked).toHaveLength(2);
    for (const prefix of asked) expect(prefix).toMatch(/^[0-9A-F]{5}$/);
  });
});
