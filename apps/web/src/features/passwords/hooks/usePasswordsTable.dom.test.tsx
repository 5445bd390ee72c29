import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { PER_PAGE_KEY } from '../lib/sessionPrefs';
import { entry } from '../lib/testPasswords';
import { SortField } from '../lib/passwordsList';
import type { PasswordsSnapshot } from '../lib/passwordsTypes';
import { usePasswordsTable } from './usePasswordsTable';

/** 25 entries in "No Group", opened as a folder so that every row is an entry. */
const snapshot: PasswordsSnapshot = {
  folders: [],
  entries: Array.from({ length: 25 }, (_, i) =>
    entry(`e${i}`, `Entry ${String(i).padStart(2, '0')}`, null, { username: `user${24 - i}` }),
  ),
};

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/dashboard?folder=none']}>{children}</MemoryRouter>;
}

/** On page 2 with one row selected. */
function renderOnPageTwoWithSelection() {
  const hook = renderHook(() => usePasswordsTable(snapshot), { wrapper });
  act(() => hook.result.current.goToPage(2));
  const row = hook.result.current.page.rows[0]!;
  act(() => hook.result.current.toggleRow(row));
  expect(hook.result.current.page.page).toBe(2);
  expect(hook.result.current.selection.size).toBe(1);
  return hook;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => cleanup());

describe('usePasswordsTable: search, sort and page size start over (seed section 4)', () => {
  it('keeps page and selection while only the page changes', () => {
    const { result } = renderOnPageTwoWithSelection();
    act(() => result.current.goToPage(3));
    expect(result.current.page.page).toBe(3);
    expect(result.current.selection.size).toBe(1);
  });

  it('a new search goes back to page 1 and clears the selection', () => {
    const { result } = renderOnPageTwoWithSelection();
    act(() => result.current.setQuery('entry'));
    expect(result.current.page.page).toBe(1);
    expect(result.current.selection.size).toBe(0);
    expect(result.current.page.total).toBe(25);
  });

  it('a new sort goes back to page 1 and clears the selection', () => {
    const { result } = renderOnPageTwoWithSelection();
    act(() => result.current.toggleSort(SortField.username));
    expect(result.current.sort).toEqual({ field: 'username', direction: 'asc' });
    expect(result.current.page.page).toBe(1);
    expect(result.current.selection.size).toBe(0);
    act(() => result.current.goToPage(2));
    act(() => result.current.toggleSort(SortField.username));
    expect(result.current.sort.direction).toBe('desc');
    expect(result.current.page.page).toBe(1);
  });

  it('a new page size goes back to page 1, clears the selection and is remembered under perPage', () => {
    const { result } = renderOnPageTwoWithSelection();
    act(() => result.current.setPageSize(5));
    expect(result.current.page.page).toBe(1);
    expect(result.current.page.rows).toHaveLength(5);
    expect(result.current.selection.size).toBe(0);
    expect(window.localStorage.getItem(PER_PAGE_KEY)).toBe('5');
    const again = renderHook(() => usePasswordsTable(snapshot), { wrapper });
    expect(again.result.current.pageSize).toBe(5);
  });
});
