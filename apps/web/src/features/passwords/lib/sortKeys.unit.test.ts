import { describe, expect, it } from 'vitest';
import { compareEntriesAscending } from './passwordsList';
import type { PasswordsEntry } from './passwordsTypes';
import { compareKeyedAscending, keyedEntry, sortKey } from './sortKeys';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const sign = (n: number) => Math.sign(n);

/** A deterministic generator of texts: ASCII letters, digits, spaces and punctuation, with a few non-ASCII letters. */
function texts(count: number, seed: number): string[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const alphabet = 'aAbBzZ09 0071234567890_-.,+@#!~()[]/\\\'"&%$*=<>?:;^`{|}';
  const extra = ['é', 'Ö', 'ß', '日', '\t'];
  return Array.from({ length: count }, () => {
    const length = Math.floor(next() * 8);
    let text = '';
    for (let i = 0; i < length; i += 1)
      text +=
        next() < 0.05
          ? extra[Math.floor(next() * extra.length)]
          : alphabet[Math.floor(next() * alphabet.length)];
    return text;
  });
}

describe('sortKey', () => {
  it("compares printable ASCII texts exactly as the table's collator does", () => {
    const sample = [
      ...texts(600, 7),
      'Contoso Bank 00012',
      'contoso bank 12',
      'Contoso Bank 9',
      'casey_00012',
      'casey.client+00012@mail.test',
      'a',
      'A',
      '',
      ' ',
      'file10',
      'file9',
      'file010',
      'x 1 2',
      'x 12',
    ];
    for (const a of sample)
      for (const b of sample) {
        const keyA = sortKey(a);
        const keyB = sortKey(b);
        if (keyA === null || keyB === null) continue;
        const byKey = keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
        expect(byKey, `${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBe(sign(collator.compare(a, b)));
      }
  });

  it('gives no key to text beyond printable ASCII, or to a very long number', () => {
    expect(sortKey('Café')).toBeNull();
    expect(sortKey('tab\there')).toBeNull();
    expect(sortKey('1'.repeat(61))).toBeNull();
    expect(sortKey('a'.repeat(1_001))).toBeNull();
    expect(sortKey('a'.repeat(1_000))).not.toBeNull();
    expect(sortKey('Bank 1')).not.toBeNull();
  });
});

describe('compareKeyedAscending', () => {
  it('orders entries as compareEntriesAscending does, keyed or not', () => {
    const names = texts(300, 11);
    const entries: PasswordsEntry[] = names.map((name, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      folderId: null,
      name,
      username: names[(i * 7) % names.length]!,
      website: '',
      updatedAt: '2026-01-01T00:00:00Z',
      isWebsite: false,
      readable: true,
    }));
    for (const field of ['name', 'username'] as const) {
      const expected = [...entries].sort(compareEntriesAscending(field)).map((entry) => entry.id);
      const keyed = entries.map(keyedEntry).sort(compareKeyedAscending(field));
      expect(keyed.map((k) => k.entry.id)).toEqual(expected);
    }
  });

  it('compares every pair as compareEntriesAscending does, ties on name and username included', () => {
    // Few distinct texts (duplicates, prefixes of one another, some without a key) and ids out of index order.
    const pool = ['', 'a', 'A', 'ab', 'a b', 'a1', 'a01', 'a10', 'b', 'é', 'ab\t'];
    const entries: PasswordsEntry[] = Array.from({ length: 120 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String((i * 37) % 120).padStart(12, '0')}`,
      folderId: null,
      name: pool[i % pool.length]!,
      username: pool[(i * 5 + 3) % pool.length]!,
      website: '',
      updatedAt: '2026-01-01T00:00:00Z',
      isWebsite: false,
      readable: true,
    }));
    const keyed = entries.map(keyedEntry);
    for (const field of ['name', 'username'] as const) {
      const expected = compareEntriesAscending(field);
      const actual = compareKeyedAscending(field);
      for (let i = 0; i < entries.length; i += 1)
        for (let j = 0; j < entries.length; j += 1)
          expect(sign(actual(keyed[i]!, keyed[j]!)), `${field} ${i} vs ${j}`).toBe(
            sign(expected(entries[i]!, entries[j]!)),
          );
    }
  });
});
