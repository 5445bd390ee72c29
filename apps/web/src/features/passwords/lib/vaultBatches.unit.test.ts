import { describe, expect, it } from 'vitest';
import { idsByFolder, planBatches, sortedPositions } from './vaultBatches';

const items = [
  { id: 'a', folderId: 'f1' },
  { id: 'b', folderId: null },
  { id: 'c', folderId: 'f2' },
  { id: 'd', folderId: 'f1' },
  { id: 'e', folderId: null },
  { id: 'f', folderId: 'f2' },
  { id: 'g', folderId: 'f2' },
];

describe('planBatches', () => {
  it('at the top level, cuts every entry into batches in the server order', () => {
    expect(planBatches(items, { kind: 'root' }, 3)).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
  });

  it('puts the whole opened folder first, then the others in batches', () => {
    expect(planBatches(items, { kind: 'folder', folderId: 'f2' }, 2)).toEqual([
      [2, 5, 6],
      [0, 1],
      [3, 4],
    ]);
    expect(planBatches(items, { kind: 'folder', folderId: null }, 10)).toEqual([
      [1, 4],
      [0, 2, 3, 5, 6],
    ]);
  });

  it('covers every position exactly once, and an unknown folder changes nothing', () => {
    const plan = planBatches(items, { kind: 'folder', folderId: 'gone' }, 4);
    expect(plan).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6],
    ]);
    expect(plan.flat().sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(planBatches([], { kind: 'root' }, 4)).toEqual([]);
  });

  it('refuses a batch size that is not a positive whole number', () => {
    expect(() => planBatches(items, { kind: 'root' }, 0)).toThrow(RangeError);
    expect(() => planBatches(items, { kind: 'root' }, 1.5)).toThrow(RangeError);
  });
});

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
