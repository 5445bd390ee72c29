import { describe, expect, it } from 'vitest';
import { ClientStatus } from '@guru/shared';
import { clientListReducer, initialClientListState, type ClientListState } from './clientListState';

const rows = [
  { id: 'a', status: ClientStatus.active },
  { id: 'b', status: ClientStatus.active },
];

function onPage3WithSelection(): ClientListState {
  let state = initialClientListState(10);
  state = clientListReducer(state, { type: 'page', page: 3 });
  return clientListReducer(state, { type: 'toggleAll', rows });
}

describe('client list state', () => {
  it('starts on page 1, newest first, at the root, nothing selected', () => {
    expect(initialClientListState(20)).toMatchObject({
      page: 1,
      pageSize: 20,
      orderBy: '-createdAt',
      query: '',
      disabledFolder: false,
    });
  });

  it.each([
    ['search', { type: 'search', query: 'casey' }],
    ['sort', { type: 'sort', field: 'email' }],
    ['page size', { type: 'pageSize', pageSize: 30 }],
    ['folder', { type: 'openFolder', disabled: true }],
  ] as const)('a new %s goes back to page 1 and clears the selection', (_, action) => {
    const before = onPage3WithSelection();
    expect(before.selection.size).toBe(2);
    const after = clientListReducer(before, action);
    expect(after.page).toBe(1);
    expect(after.selection.size).toBe(0);
  });

  it('another page clears the selection (select-all works per page)', () => {
    const after = clientListReducer(onPage3WithSelection(), { type: 'page', page: 2 });
    expect(after).toMatchObject({ page: 2 });
    expect(after.selection.size).toBe(0);
  });

  it('the same search keeps the page', () => {
    const before = onPage3WithSelection();
    expect(clientListReducer(before, { type: 'search', query: '' })).toBe(before);
  });

  it('opening the Disabled Users folder empties the search; the breadcrumb comes back to the root', () => {
    let state = clientListReducer(initialClientListState(10), { type: 'search', query: 'x' });
    state = clientListReducer(state, { type: 'openFolder', disabled: true });
    expect(state).toMatchObject({ disabledFolder: true, query: '', page: 1 });
    state = clientListReducer(state, { type: 'openFolder', disabled: false });
    expect(state.disabledFolder).toBe(false);
  });

  it('sorting the same column twice flips it', () => {
    let state = clientListReducer(initialClientListState(10), { type: 'sort', field: 'name' });
    expect(state.orderBy).toBe('name');
    state = clientListReducer(state, { type: 'sort', field: 'name' });
    expect(state.orderBy).toBe('-name');
  });

  it('refuses page 0', () => {
    const state = initialClientListState(10);
    expect(clientListReducer(state, { type: 'page', page: 0 })).toBe(state);
  });
});
