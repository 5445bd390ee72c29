/** @vitest-environment jsdom */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PER_PAGE_KEY,
  clientDefaultPageSize,
  nextOrderBy,
  pageOffset,
  pageRange,
  pageRangeLabel,
  readClientPageSize,
  sortDirectionOf,
  writeClientPageSize,
} from './clientPaging';

describe('range label and paging', () => {
  it('gives "start-end of total" of a page', () => {
    expect(pageRange(1, 10, 23)).toEqual({ from: 1, to: 10, pageCount: 3 });
    expect(pageRange(3, 10, 23)).toEqual({ from: 21, to: 23, pageCount: 3 });
    expect(pageRange(2, 5, 10)).toEqual({ from: 6, to: 10, pageCount: 2 });
  });

  it('writes the range as the seed does, with a plain hyphen', () => {
    expect(pageRangeLabel(pageRange(1, 10, 42), 42)).toBe('1-10 of 42');
    expect(pageRangeLabel(pageRange(5, 10, 42), 42)).toBe('41-42 of 42');
  });

  it('an empty list has one page and no range', () => {
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0, pageCount: 1 });
  });

  it('a page past the end (rows removed meanwhile) never shows from > total', () => {
    expect(pageRange(4, 10, 23)).toEqual({ from: 23, to: 23, pageCount: 3 });
  });

  it('offsets pages from zero', () => {
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
  });
});

describe('page size memory (localStorage perPage, shared with the vault)', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to 10', () => {
    expect(readClientPageSize()).toBe(clientDefaultPageSize);
    expect(clientDefaultPageSize).toBe(10);
  });

  it('remembers 5, 10, 20 and 30', () => {
    for (const size of [5, 20, 30, 10] as const) {
      writeClientPageSize(size);
      expect(localStorage.getItem(PER_PAGE_KEY)).toBe(String(size));
      expect(readClientPageSize()).toBe(size);
    }
  });

  it('falls back to 10 for the vault-only sizes and for junk', () => {
    for (const stored of ['50', '100', '-1', '0', '7', 'abc', '', ' ', '10.5']) {
      localStorage.setItem(PER_PAGE_KEY, stored);
      expect(readClientPageSize()).toBe(10);
    }
  });

  it('works without storage', () => {
    expect(readClientPageSize(null)).toBe(10);
    expect(() => writeClientPageSize(20, null)).not.toThrow();
  });
});

describe('sorting', () => {
  it('a new column sorts ascending, the same column flips', () => {
    expect(nextOrderBy('-createdAt', 'name')).toBe('name');
    expect(nextOrderBy('name', 'name')).toBe('-name');
    expect(nextOrderBy('-name', 'name')).toBe('name');
    expect(nextOrderBy('-createdAt', 'createdAt')).toBe('createdAt');
  });

  it('tells the direction of a column', () => {
    expect(sortDirectionOf('-lastLogged', 'lastLogged')).toBe('desc');
    expect(sortDirectionOf('status', 'status')).toBe('asc');
    expect(sortDirectionOf('status', 'email')).toBeNull();
  });
});
