import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { businessMessages, messages, webRoutes } from '@guru/shared';
import { ApiError } from '../../../lib/apiClient';
import { verifySenderEmail } from '../api/invitesApi';
import { VerifySenderEmailPage } from './VerifySenderEmailPage';

vi.mock('../api/invitesApi', () => ({ verifySenderEmail: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(verifySenderEmail).mockReset();
});

const routes = [{ path: webRoutes.verifySenderEmail, element: <VerifySenderEmailPage /> }];

function renderAt(url: string, router: DataRouter = createMemoryRouter(routes, { initialEntries: [url] })) {
  render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe('VerifySenderEmailPage', () => {
  it('posts the token once (even when React mounts twice) and says the address is verified', async () => {
    vi.mocked(verifySenderEmail).mockResolvedValue(undefined);
    renderAt(`${webRoutes.verifySenderEmail}?token=abc-123`);
    expect(await screen.findByText(messages.senderVerifiedPage)).toBeTruthy();
    expect(screen.getByRole('heading', { name: businessMessages.senderVerifiedTitle })).toBeTruthy();
    expect(verifySenderEmail).toHaveBeenCalledTimes(1);
    expect(verifySenderEmail).toHaveBeenCalledWith('abc-123');
    expect(
      screen.getByRole('link', { name: businessMessages.senderVerifyToConsole }).getAttribute('href'),
    ).toBe(webRoutes.advisorHome);
  });

  it("shows the server's message for a used or expired link", async () => {
    vi.mocked(verifySenderEmail).mockRejectedValue(
      new ApiError(404, 'NOT_FOUND', messages.senderVerifyLinkInvalid),
    );
    renderAt(`${webRoutes.verifySenderEmail}?token=used`);
    expect(await screen.findByText(messages.senderVerifyLinkInvalid)).toBeTruthy();
    expect(screen.getByRole('heading', { name: businessMessages.senderVerifyFailedTitle })).toBeTruthy();
  });

  it('takes the token out of the address bar on load (no history entry keeps it) and still posts it', async () => {
    vi.mocked(verifySenderEmail).mockResolvedValue(undefined);
    window.history.replaceState(null, '', `${webRoutes.verifySenderEmail}?token=abc-123&from=mail#top`);
    const router = createBrowserRouter(routes);
    renderAt('', router);
    expect(await screen.findByText(messages.senderVerifiedPage)).toBeTruthy();
    expect(verifySenderEmail).toHaveBeenCalledWith('abc-123');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      `${webRoutes.verifySenderEmail}?from=mail#top`,
    );
    expect(window.history.length).toBe(1);
    router.dispose();
  });

  it('a link without a token is invalid without asking the server', () => {
    renderAt(webRoutes.verifySenderEmail);
    expect(screen.getByText(messages.senderVerifyLinkInvalid)).toBeTruthy();
    expect(verifySenderEmail).not.toHaveBeenCalled();
  });
});
