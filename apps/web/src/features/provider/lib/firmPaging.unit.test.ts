import { describe, expect, it } from 'vitest';
import { firmPage } from './firmPaging';

describe('firm list paging', () => {
  it('says which rows a page shows', () => {
    expect(firmPage(1, 10, 42)).toEqual({ offset: 0, from: 1, to: 10, pageCount: 5 });
    expect(firmPage(5, 10, 42)).toEqual({ offset: 40, from: 41, to: 42, pageCount: 5 });
    expect(firmPage(1, 10, 0)).toEqual({ offset: 0, from: 0, to: 0, pageCount: 1 });
  });
});
