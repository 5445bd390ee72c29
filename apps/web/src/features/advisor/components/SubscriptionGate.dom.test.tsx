import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  clientApiPaths,
  clientListSchema,
  ErrorCode,
  businessMessages,
  subscriptionMessages,
  webRoutes,
  type MySubscriptionResponse,
} from '@guru/shared';
import { apiRequest } from '../../../lib/apiClient';
import { ConsoleClosedNotice } from './ConsoleClosedNotice';
import { SubscriptionGate } from './SubscriptionGate';

vi.mock('../../auth', () => ({ useSignedIn: () => ({ app: 'passwordguru', user: { scope: 'admin' } }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const active: MySubscriptionResponse = {
  subscription: {
    id: 's1',
    plan: { id: 'financialProfessionalYearly', name: 'All in One' },
    status: 'active',
    start: '2026-01-01T00:00:00.000Z',
    currentPeriodEnd: '2099-01-01T00:00:00.000Z',
    graceEndsAt: null,
    suspendedAt: null,
    canceledAt: null,
    source: 'manual',
  },
  valid: true,
  apps: ['passwordguru', 'documentvault'],
  billing: 'stripe',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server: the subscription answer, and any other call refused with `refusal` when given. */
function stubServer(
  subscription: MySubscriptionResponse,
  refusal?: { status: number; code: string; message: string },
) {
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.startsWith('/be/api/subscription')) return json(200, { data: subscription });
    return refusal
      ? json(refusal.status, { error: { code: refusal.code, message: refusal.message } })
      : json(200, { data: {} });
  });
}

function renderConsole() {
  const router = createMemoryRouter(
    [
      {
        path: webRoutes.home,
        element: (
          <>
            <p>public home</p>
            <ConsoleClosedNotice />
          </>
        ),
      },
      {
        element: <SubscriptionGate />,
        children: [{ path: webRoutes.advisorHome, element: <p>advisor home</p> }],
      },
    ],
    { initialEntries: [webRoutes.advisorHome] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('SubscriptionGate', () => {
  it('shows the console while the subscription is valid', async () => {
    stubServer(active);
    const router = renderConsole();
    expect(await screen.findByText('advisor home')).toBeTruthy();
    expect(router.state.location.pathname).toBe(webRoutes.advisorHome);
  });

  it('sends the advisor to / with the reason and a Pay/Renew offer when the subscription is not valid', async () => {
    stubServer({ ...active, valid: false, subscription: { ...active.subscription!, status: 'past_due' } });
    const router = renderConsole();
    expect(await screen.findByText('public home')).toBeTruthy();
    expect(router.state.location.pathname).toBe(webRoutes.home);
    expect(await screen.findByText(subscriptionMessages.subscriptionInvalid)).toBeTruthy();
    expect(screen.getByText(businessMessages.consoleClosedTitle)).toBeTruthy();
    expect(await screen.findByRole('button', { name: /All in One/ })).toBeTruthy();
  });

  it('sends the advisor to / as soon as any call answers that the firm is suspended', async () => {
    stubServer(active, {
      status: 403,
      code: ErrorCode.FIRM_SUSPENDED,
      message: subscriptionMessages.firmSuspended,
    });
    const router = renderConsole();
    await screen.findByText('advisor home');
    await act(async () => {
      await apiRequest(clientApiPaths.clientList, { schema: clientListSchema }).catch(() => undefined);
    });
    expect(router.state.location.pathname).toBe(webRoutes.home);
    expect(await screen.findByText(subscriptionMessages.firmSuspended)).toBeTruthy();
    expect(screen.getByText(businessMessages.firmSuspendedTitle)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /All in One/ })).toBeNull();
  });
});
