import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { usePasswordsTable } from '../hooks/usePasswordsTable';
import { sampleSnapshot } from '../lib/testPasswords';
import { PasswordsResults } from './PasswordsResults';
import type { RowActions } from './PasswordsTableRows';

const noop = () => undefined;
const actions: RowActions = {
  onOpenFolder: noop,
  onEditFolder: noop,
  onDeleteFolder: noop,
  onView: noop,
  onEdit: noop,
  onDelete: noop,
};

let table: ReturnType<typeof usePasswordsTable> | undefined;
function Harness() {
  table = usePasswordsTable(sampleSnapshot);
  return <PasswordsResults table={table} passwordsEmpty={false} actions={actions} />;
}

function renderResults() {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Harness />
      </MemoryRouter>
    </MantineProvider>,
  );
}

const region = (container: HTMLElement, state: string) =>
  container.querySelectorAll(`[data-results="${state}"]`);
const rowNames = (element: Element) =>
  Array.from(element.querySelectorAll('[data-testid="entry-row"] td:nth-child(2)')).map(
    (cell) => cell.textContent,
  );

afterEach(() => {
  cleanup();
  table = undefined;
});

describe('PasswordsResults: the search being typed is prepared during the pause', () => {
  it('renders the typed search out of sight, then shows those very rows when the pause ends', async () => {
    const { container } = renderResults();
    expect(region(container, 'shown')).toHaveLength(1);
    expect(region(container, 'prepared')).toHaveLength(0);

    act(() => table!.setPendingQuery('visa'));
    const [prepared] = region(container, 'prepared');
    expect(prepared).toBeDefined();
    expect(rowNames(prepared!)).toEqual(['Visa Card']);
    // The top level (its folders) is still the one on screen.
    expect(
      region(container, 'shown')[0]!.querySelectorAll('[data-testid="folder-row"]').length,
    ).toBeGreaterThan(0);
    expect(rowNames(region(container, 'shown')[0]!)).toEqual([]);
    const preparedRow = prepared!.querySelector('[data-testid="entry-row"]');

    act(() => table!.setQuery('visa'));
    const [shown] = region(container, 'shown');
    expect(shown).toBe(prepared);
    expect(shown!.querySelector('[data-testid="entry-row"]')).toBe(preparedRow);
    // The previous results are hidden at once and removed after the next frame.
    expect(region(container, 'retired')).toHaveLength(1);
    await waitFor(() => expect(region(container, 'retired')).toHaveLength(0));
    expect(screen.getAllByTestId('vault-table')).toHaveLength(1);
  });

  it('prepares nothing when the text typed gives the search already shown', () => {
    const { container } = renderResults();
    act(() => table!.setQuery('visa'));
    act(() => table!.setPendingQuery('visa '));
    expect(region(container, 'prepared')).toHaveLength(0);
    expect(table!.pendingQuery).toBeNull();
  });

  it('keeps the page and selection of the search shown when the typed one is dropped', () => {
    const { container } = renderResults();
    act(() => table!.setQuery('e'));
    act(() => table!.toggleRow(table!.page.rows[0]!));
    act(() => table!.setPendingQuery('ex'));
    expect(region(container, 'prepared')).toHaveLength(1);
    act(() => table!.setPendingQuery('e'));
    expect(region(container, 'prepared')).toHaveLength(0);
    expect(table!.selection.size).toBe(1);
  });

  it('counts each folder\'s passwords with the right plural: "1 password", "2 passwords"', () => {
    const { container } = renderResults();
    const folders = Array.from(
      region(container, 'shown')[0]!.querySelectorAll('[data-testid="folder-row"]'),
    ).map((row) => row.textContent);
    expect(folders.find((text) => text?.includes('Home'))).toContain('1 password');
    expect(folders.find((text) => text?.includes('Home'))).not.toContain('1 passwords');
    expect(folders.find((text) => text?.includes('Banking'))).toContain('2 passwords');
  });
});
