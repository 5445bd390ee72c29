import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { PasswordDetailState } from '../lib/passwordsRoutes';
import { usePinConfirmedState } from './usePinConfirmedState';

function Detail() {
  return <p>{usePinConfirmedState('entry-1') ? 'opened' : 'asks for the PIN'}</p>;
}

afterEach(() => cleanup());

describe('usePinConfirmedState', () => {
  it('opens once after the PIN; Back and Forward to the same history entry ask again', async () => {
    const state: PasswordDetailState = { pinConfirmedFor: 'entry-1' };
    const router = createMemoryRouter(
      [
        { path: '/dashboard', element: <p>dashboard</p> },
        { path: '/detail', element: <Detail /> },
      ],
      {
        initialEntries: ['/dashboard', { pathname: '/detail', search: '?id=entry-1', state }],
        initialIndex: 1,
      },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('opened')).toBeTruthy();
    // The mark is gone from the history entry, the address is kept.
    expect(router.state.location.state).toBeNull();
    expect(router.state.location.search).toBe('?id=entry-1');
    expect(router.state.historyAction).toBe('REPLACE');

    await act(() => router.navigate(-1));
    expect(screen.getByText('dashboard')).toBeTruthy();
    await act(() => router.navigate(1));
    expect(screen.getByText('asks for the PIN')).toBeTruthy();
    router.dispose();
  });

  it('does not open another entry with the mark of the first', () => {
    const state: PasswordDetailState = { pinConfirmedFor: 'entry-2' };
    const router = createMemoryRouter([{ path: '/detail', element: <Detail /> }], {
      initialEntries: [{ pathname: '/detail', state }],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('asks for the PIN')).toBeTruthy();
    expect(router.state.location.state).toBeNull();
    router.dispose();
  });
});
