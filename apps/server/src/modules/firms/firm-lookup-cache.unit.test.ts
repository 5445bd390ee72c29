import { describe, expect, it } from 'vitest';
import { FirmLookupCache } from './firm-lookup-cache.js';
import type { FirmSummary } from './firms.repository.js';

const firm = (name: string): FirmSummary => ({
  id: 'firm-1',
  name,
  subdomain: 'acme',
  sender_email: null,
  sender_verified: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  require_passkeys: 0,
});

describe('the firms of recent hosts', () => {
  it('keeps a firm for its time, then reads again', () => {
    let now = 1_000;
    const cache = new FirmLookupCache(2_000, 10, () => now);
    cache.set('acme', firm('Acme'), cache.mark());
    expect(cache.get('acme')?.name).toBe('Acme');
    now += 1_999;
    expect(cache.get('acme')?.name).toBe('Acme');
    now += 1;
    expect(cache.get('acme')).toBeUndefined();
  });

  it('forgets every firm at a write, and keeps no row read before that write', () => {
    const cache = new FirmLookupCache(2_000, 10, () => 0);
    cache.set('acme', firm('Acme'), cache.mark());
    const readBeforeRename = cache.mark();
    cache.clear();
    expect(cache.get('acme')).toBeUndefined();
    cache.set('acme', firm('Acme'), readBeforeRename);
    expect(cache.get('acme')).toBeUndefined();
    cache.set('acme', firm('Acme Partners'), cache.mark());
    expect(cache.get('acme')?.name).toBe('Acme Partners');
  });

  it('keeps nothing with no time to keep, and at most its number of firms', () => {
    const none = new FirmLookupCache(0);
    none.set('acme', firm('Acme'), none.mark());
    expect(none.get('acme')).toBeUndefined();
    const two = new FirmLookupCache(2_000, 2, () => 0);
    two.set('a', firm('A'), two.mark());
    two.set('b', firm('B'), two.mark());
    two.set('c', firm('C'), two.mark());
    expect([two.get('a'), two.get('b'), two.get('c')?.name]).toEqual([undefined, undefined, 'C']);
  });
});
