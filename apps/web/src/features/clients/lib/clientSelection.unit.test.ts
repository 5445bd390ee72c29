import { describe, expect, it } from 'vitest';
import { ClientStatus } from '@guru/shared';
import {
  SelectAllState,
  isSelectableClient,
  noClientsSelected,
  pruneClientSelection,
  selectAllState,
  toggleAllClients,
  toggleClient,
} from './clientSelection';

const active = (id: string) => ({ id, status: ClientStatus.active });
const page = [
  active('a'),
  { id: 'd', status: ClientStatus.disabled },
  active('b'),
  { id: 'r', status: ClientStatus.requested },
  { id: 'p', status: ClientStatus.pending },
];

describe('client selection', () => {
  it('only Active rows are selectable', () => {
    expect(page.filter(isSelectableClient).map((row) => row.id)).toEqual(['a', 'b']);
    expect(toggleClient(noClientsSelected, { id: 'd', status: ClientStatus.disabled })).toBe(
      noClientsSelected,
    );
    expect(toggleClient(noClientsSelected, { id: 'r', status: ClientStatus.requested }).size).toBe(0);
  });

  it('a row toggles on and off', () => {
    const one = toggleClient(noClientsSelected, active('a'));
    expect([...one]).toEqual(['a']);
    expect(toggleClient(one, active('a')).size).toBe(0);
  });

  it('select-all picks the Active rows of the page, and again unselects them', () => {
    const all = toggleAllClients(noClientsSelected, page);
    expect([...all].sort()).toEqual(['a', 'b']);
    expect(selectAllState(page, all)).toBe(SelectAllState.all);
    expect(toggleAllClients(all, page).size).toBe(0);
  });

  it('select-all after one row selected completes the page', () => {
    const one = toggleClient(noClientsSelected, active('b'));
    expect(selectAllState(page, one)).toBe(SelectAllState.some);
    expect([...toggleAllClients(one, page)].sort()).toEqual(['a', 'b']);
  });

  it('a page without Active rows is never "all selected"', () => {
    const disabledOnly = [{ id: 'd', status: ClientStatus.disabled }];
    expect(selectAllState(disabledOnly, noClientsSelected)).toBe(SelectAllState.none);
    expect(toggleAllClients(noClientsSelected, disabledOnly).size).toBe(0);
  });

  it('pruning drops rows that left the page or are no longer Active', () => {
    const selected = new Set(['a', 'b', 'gone']);
    const refetched = [active('a'), { id: 'b', status: ClientStatus.disabled }];
    expect([...pruneClientSelection(selected, refetched)]).toEqual(['a']);
    const kept = new Set(['a']);
    expect(pruneClientSelection(kept, refetched)).toBe(kept);
  });
});
