import { describe, expect, it } from 'vitest';
import { DocumentsTab } from './documentsTabs';
import { fileRow } from './documentsRows';
import {
  SortField,
  documentsListReducer,
  initialListState,
  nextOrderBy,
  sortDirectionOf,
  type DocumentsListState,
} from './listState';
import { testFile } from './testDocuments';

function withSelectionOnPage2(): DocumentsListState {
  const state = documentsListReducer(initialListState(DocumentsTab.shared, '', 10), {
    type: 'page',
    page: 2,
  });
  return documentsListReducer(state, { type: 'toggleRow', row: fileRow(testFile('a')) });
}

describe('list state: what starts over at page 1 with no selection', () => {
  it('a tab change, a search, a sort, a page size, a folder', () => {
    const start = withSelectionOnPage2();
    const changes = [
      documentsListReducer(start, { type: 'tab', tab: DocumentsTab.private }),
      documentsListReducer(start, { type: 'search', query: 'tax' }),
      documentsListReducer(start, { type: 'sort', field: SortField.size }),
      documentsListReducer(start, { type: 'pageSize', pageSize: 20 }),
      documentsListReducer(start, { type: 'scope', scopeKey: 'f1', clearSearch: true }),
    ];
    for (const next of changes) {
      expect(next.page).toBe(1);
      expect(next.selection.size).toBe(0);
    }
  });

  it('another page keeps the selection', () => {
    const next = documentsListReducer(withSelectionOnPage2(), { type: 'page', page: 3 });
    expect(next.page).toBe(3);
    expect(next.selection.size).toBe(1);
  });

  it('a tab change or an opened folder empties the search box; the same search changes nothing', () => {
    const searched = documentsListReducer(withSelectionOnPage2(), { type: 'search', query: 'tax' });
    const tab = documentsListReducer(searched, { type: 'tab', tab: DocumentsTab.private });
    expect(tab).toMatchObject({ query: '', searchResets: searched.searchResets + 1, scopeKey: '' });
    expect(documentsListReducer(searched, { type: 'search', query: ' tax ' })).toBe(searched);
    expect(documentsListReducer(searched, { type: 'scope', scopeKey: 'null', clearSearch: true }).query).toBe(
      '',
    );
  });

  it('sorts a column ascending, then descending', () => {
    expect(nextOrderBy('fileName', SortField.name)).toBe('-fileName');
    expect(nextOrderBy('-fileName', SortField.name)).toBe('fileName');
    expect(nextOrderBy('-fileName', SortField.updated)).toBe('updatedAt');
    expect(sortDirectionOf('-fileSize', SortField.size)).toBe('desc');
    expect(sortDirectionOf('fileSize', SortField.name)).toBeNull();
  });
});
