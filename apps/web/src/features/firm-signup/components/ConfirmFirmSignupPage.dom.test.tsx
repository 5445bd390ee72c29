import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { businessMessages, formatMessage, subscriptionMessages, subscriptionWebRoutes } from '@guru/shared';
import { ApiError } from '../../../lib/apiClient';
import { formatDateUs } from '../../../lib/format';
import { confirmFirmSignup } from '../api/firmSignupApi';
import { ConfirmFirmSignupPage } from './ConfirmFirmSignupPage';

vi.mock('../api/firmSignupApi', () => ({ confirmFirmSignup: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(confirmFirmSignup).mockReset();
});

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ path: subscriptionWebRoutes.confirmFirmSignup, element: <ConfirmFirmSignupPage /> }],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('ConfirmFirmSignupPage', () => {
  it('confirms, gives the trial end, and links to the sign-in at the firm address', async () => {
    const signInUrl = 'http://newfirm.localhost:3000/password-management/login';
    vi.mocked(confirmFirmSignup).mockResolvedValue({
      subdomain: 'newfirm',
      signInUrl,
      trialEndsAt: '2026-06-01T12:00:00.000Z',
    });
    renderAt(`${subscriptionWebRoutes.confirmFirmSignup}?token=t0k`);
    expect(await screen.findByRole('heading', { name: businessMessages.confirmedTitle })).toBeTruthy();
    expect(
      screen.getByText(
        formatMessage(businessMessages.confirmedText, { date: formatDateUs('2026-06-01T12:00:00.000Z') }),
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        formatMessage(businessMessages.confirmedNext, { address: 'http://newfirm.localhost:3000' }),
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: businessMessages.signInToFirm }).getAttribute('href')).toBe(
      signInUrl,
    );
    expect(confirmFirmSignup).toHaveBeenCalledWith('t0k');
  });

  it('an expired or used link says so and offers to sign up again', async () => {
    vi.mocked(confirmFirmSignup).mockRejectedValue(
      new ApiError(404, 'NOT_FOUND', subscriptionMessages.linkInvalid),
    );
    renderAt(`${subscriptionWebRoutes.confirmFirmSignup}?token=old`);
    expect(await screen.findByText(subscriptionMessages.linkInvalid)).toBeTruthy();
    expect(screen.getByRole('heading', { name: businessMessages.linkFailedTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: businessMessages.firmSignupTitle }).getAttribute('href')).toBe(
      '/signup',
    );
  });
});
