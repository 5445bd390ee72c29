import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  businessMessages,
  formatMessage,
  subscriptionWebRoutes,
  type ProviderFirmDetail,
} from '@guru/shared';
import { ProviderFirmPage } from './ProviderFirmPage';

vi.mock('../../auth', () => ({
  useSignedIn: () => ({
    app: 'passwordguru',
    user: { firstName: 'Pat', lastName: 'Provider', username: 'provider' },
  }),
  useLogout: () => vi.fn(),
}));
vi.mock('../../../lib/notify', () => ({ notifyOops: vi.fn(), notifySuccess: vi.fn(), clearToasts: vi.fn() }));

const detail: ProviderFirmDetail = {
  firm: {
    id: 'f1',
    name: 'New Firm',
    subdomain: 'newfirm',
    createdAt: '2026-01-05T12:00:00.000Z',
    clientCount: 3,
    advisorCount: 1,
    plan: { id: 'financialProfessionalYearly', name: 'All in One' },
    status: 'trialing',
    currentPeriodEnd: '2099-02-04T12:00:00.000Z',
  },
  subscriptions: [
    {
      id: 's1',
      plan: { id: 'financialProfessionalYearly', name: 'All in One' },
      status: 'trialing',
      start: '2026-01-05T12:00:00.000Z',
      currentPeriodEnd: '2099-02-04T12:00:00.000Z',
      graceEndsAt: null,
      suspendedAt: null,
      canceledAt: null,
      source: 'signup',
    },
  ],
  advisors: [
    {
      id: 'a1',
      firstName: 'Ana',
      lastName: 'Advisor',
      email: 'ana@new.example',
      username: 'ana',
      status: 'active',
    },
  ],
};

const requests: { url: string; method: string; body: unknown }[] = [];
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    requests.push({
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (url === '/be/api/admin/firms/f1') return json({ data: detail });
    if (url === '/be/api/admin/firms/f1/payments' && init?.method !== 'POST') return json({ data: [] });
    if (url === '/be/api/admin/firms/f1/advisors') return json({ data: { inviteSentTo: 'ben@new.example' } });
    return json({ data: { ok: true } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <MemoryRouter initialEntries={['/admin/firms/f1']}>
          <Routes>
            <Route path={subscriptionWebRoutes.providerFirm} element={<ProviderFirmPage />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('ProviderFirmPage', () => {
  it("lists the trial the firm's own sign-up started as such, not as recorded by the provider", async () => {
    renderPage();
    const history = await screen.findByRole('table', { name: businessMessages.subscriptionHistory });
    expect(await within(history).findByText(businessMessages.sourceSignup)).toBeTruthy();
    expect(within(history).queryByText(businessMessages.sourceManual)).toBeNull();
  });

  it('suspends the firm after a confirmation', async () => {
    const user = renderPage();
    await screen.findByRole('heading', { name: 'New Firm' });
    expect(screen.getByText('http://newfirm.localhost:3000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: businessMessages.suspend }));
    const dialog = await screen.findByRole('dialog', {
      name: formatMessage(businessMessages.suspendTitle, { firm: 'New Firm' }),
    });
    expect(requests.some((r) => r.url.endsWith('/suspend'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: businessMessages.suspend }));
    await waitFor(() =>
      expect(
        requests.some((r) => r.url === '/be/api/admin/firms/f1/subscription/suspend' && r.method === 'POST'),
      ).toBe(true),
    );
  });

  it('disables an advisor after a confirmation', async () => {
    const user = renderPage();
    const row = await screen.findByTestId('advisor-row');
    await user.click(within(row).getByRole('button', { name: businessMessages.advisorDisable }));
    const dialog = await screen.findByRole('dialog', { name: businessMessages.advisorDisableTitle });
    await user.click(within(dialog).getByRole('button', { name: businessMessages.advisorDisable }));
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/be/api/admin/firms/f1/advisors/a1/disabled')).toMatchObject({
        method: 'PUT',
        body: { isDisabled: true },
      }),
    );
  });

  it('invites another advisor to the firm', async () => {
    const user = renderPage();
    await screen.findByRole('heading', { name: 'New Firm' });
    await user.click(screen.getByRole('button', { name: businessMessages.inviteAdvisor }));
    const dialog = await screen.findByRole('dialog', { name: businessMessages.inviteAdvisor });
    await user.type(within(dialog).getByRole('textbox', { name: /^First Name/ }), 'Ben');
    await user.type(within(dialog).getByRole('textbox', { name: /^Last Name/ }), 'Second');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'ben@new.example');
    await user.click(within(dialog).getByRole('button', { name: businessMessages.inviteAdvisorSubmit }));
    await waitFor(() =>
      expect(requests.find((r) => r.url === '/be/api/admin/firms/f1/advisors')).toMatchObject({
        method: 'POST',
        body: { firstName: 'Ben', lastName: 'Second', email: 'ben@new.example' },
      }),
    );
  });

  it('records a payment of the plan price by default', async () => {
    const user = renderPage();
    await screen.findByRole('heading', { name: 'New Firm' });
    await user.click(screen.getByRole('button', { name: businessMessages.recordPayment }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: businessMessages.paymentReference }),
      'INV-7',
    );
    await user.click(within(dialog).getByRole('button', { name: businessMessages.recordPayment }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST' && r.url.endsWith('/payments'))?.body).toEqual({
        amountCents: 30000,
        currency: 'usd',
        reference: 'INV-7',
      }),
    );
  });
});
