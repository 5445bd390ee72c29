import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { AppType, appRoutes, unlockMessages } from '@guru/shared';
import { ApiError } from '../../../lib/apiClient';
import { unlockAccount } from '../api/unlockApi';
import { UnlockAccountPage } from './UnlockAccountPage';

vi.mock('../api/unlockApi', () => ({ unlockAccount: vi.fn() }));

const path = appRoutes(AppType.documents).unlockAccount;
const routes = [{ path, element: <UnlockAccountPage app={AppType.documents} /> }];
const token = 'T'.repeat(43);

afterEach(() => {
  cleanup();
  vi.mocked(unlockAccount).mockReset();
});

function renderWith(router: DataRouter) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('UnlockAccountPage', () => {
  it('posts nothing on opening; the button posts the fragment token once, then offers sign-in; the fragment leaves the address bar', async () => {
    vi.mocked(unlockAccount).mockResolvedValue(undefined);
    window.history.replaceState(null, '', `${path}#${token}`);
    const router = createBrowserRouter(routes);
    renderWith(router);
    expect(screen.getByRole('heading', { name: unlockMessages.title })).toBeTruthy();
    expect(window.location.hash).toBe('');
    expect(unlockAccount).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: unlockMessages.button }));
    expect(await screen.findByText(unlockMessages.doneText)).toBeTruthy();
    expect(unlockAccount).toHaveBeenCalledExactlyOnceWith(AppType.documents, token);
    expect(screen.getByRole('link', { name: unlockMessages.toLogin }).getAttribute('href')).toBe(
      appRoutes(AppType.documents).login,
    );
    router.dispose();
  });

  it("shows the server's message for a used or expired link", async () => {
    vi.mocked(unlockAccount).mockRejectedValue(new ApiError(410, 'LINK_INVALID', unlockMessages.linkInvalid));
    renderWith(createMemoryRouter(routes, { initialEntries: [`${path}#${token}`] }));
    fireEvent.click(screen.getByRole('button', { name: unlockMessages.button }));
    expect(await screen.findByText(unlockMessages.linkInvalid)).toBeTruthy();
  });

  it('a link without a token is invalid without asking the server', () => {
    renderWith(createMemoryRouter(routes, { initialEntries: [path] }));
    expect(screen.getByText(unlockMessages.linkInvalid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: unlockMessages.button })).toBeNull();
    expect(unlockAccount).not.toHaveBeenCalled();
  });
});
