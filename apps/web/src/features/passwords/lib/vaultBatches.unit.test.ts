import { describe, expect, it } from 'vitest';
import { idsByFolder, mergeRuns, sortedPositions, sortedRun } from './vaultBatches';

const items = [
  { id: 'a', folderId: 'f1' },
  { id: 'b', folderId: null },
  { id: 'c', folderId: 'f2' },
  { id: 'd', folderId: 'f1' },
  { id: 'e', folderId: null },
  { id: 'f', folderId: 'f2' },
  { id: 'g', folderId: 'f2' },
];

describe('idsByFolder', () => {
  it('groups the ids by folder, "No Group" under null, keeping the order', () => {
    expect([...idsByFolder(items)]).toEqual([
      ['f1', ['a', 'd']],
      [null, ['b', 'e']],
      ['f2', ['c', 'f', 'g']],
    ]);
  });
});

describe('sortedPositions', () => {
  it('gives the positions in ascending order, leaving the values in place', () => {
    const names = ['pear', 'Apple', 'fig', 'apple 2'];
    const order = sortedPositions(names, (a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(Array.from(order)).toEqual([1, 3, 2, 0]);
    expect(names).toEqual(['pear', 'Apple', 'fig', 'apple 2']);
  });
});

describe('sortedRun and mergeRuns', () => {
  const compare = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

  it('sorts each page as it arrives and merges the runs into the order of the whole list', () => {
    const values: string[] = [];
    const runs: Int32Array[] = [];
    // Pages of 1, 3, 2 and 4 values, as the worker opens them.
    for (const page of [
      ['kiwi'],
      ['pear', 'Apple', 'fig'],
      ['banana', 'apple 2'],
      ['date', 'cherry', 'fig 10', 'fig 9'],
    ]) {
      const offset = values.length;
      values.push(...page);
      runs.push(sortedRun(values, offset, page.length, compare));
    }
    expect(Array.from(runs[1]!)).toEqual([2, 3, 1]);
    const merged = mergeRuns(values, runs, compare);
    expect(Array.from(merged)).toEqual(Array.from(sortedPositions(values, compare)));
    expect(Array.from(merged, (position) => values[position])).toEqual([
      'Apple',
      'apple 2',
      'banana',
      'cherry',
      'date',
      'fig',
      'fig 9',
      'fig 10',
      'kiwi',
      'pear',
    ]);
  });

  it('gives every position exactly once, for many runs and for none', () => {
    const values = Array.from({ length: 1_000 }, (_, i) => `entry ${(i * 7_919) % 1_000}`);
    const runs: Int32Array[] = [];
    for (let offset = 0; offset < values.length; offset += 37)
      runs.push(sortedRun(values, offset, Math.min(37, values.length - offset), compare));
    const merged = mergeRuns(values, runs, compare);
    expect(Array.from(merged)).toEqual(Array.from(sortedPositions(values, compare)));
    expect(new Set(merged).size).toBe(values.length);
    expect(Array.from(mergeRuns(values, [], compare))).toEqual([]);
  });
});
