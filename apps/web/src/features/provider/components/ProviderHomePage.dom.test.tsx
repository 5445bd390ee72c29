import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { businessMessages, messages, type ProviderFirmRow } from '@guru/shared';
import { ProviderHomePage } from './ProviderHomePage';

vi.mock('../../auth', () => ({
  useSignedIn: () => ({
    app: 'passwordguru',
    user: { firstName: 'Pat', lastName: 'Provider', username: 'provider' },
  }),
  useLogout: () => vi.fn(),
}));
vi.mock('../../../lib/notify', () => ({ notifyOops: vi.fn(), notifySuccess: vi.fn(), clearToasts: vi.fn() }));

const firm = (n: number, over: Partial<ProviderFirmRow> = {}): ProviderFirmRow => ({
  id: `f${n}`,
  name: `Firm ${n}`,
  subdomain: `firm${n}`,
  createdAt: '2026-01-05T12:00:00.000Z',
  clientCount: n,
  advisorCount: 1,
  plan: { id: 'financialProfessionalYearly', name: 'All in One' },
  status: 'active',
  currentPeriodEnd: '2027-01-05T12:00:00.000Z',
  ...over,
});

const requests: { url: string; init?: RequestInit }[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    requests.push({ url, init });
    if (url.includes('/subdomain')) return json({ data: { subdomain: 'x', available: true, message: null } });
    if (url.startsWith('/be/api/admin/firms?')) {
      const q = new URL(url, 'http://x').searchParams;
      const all = [
        firm(1),
        firm(2, { name: 'Smith Wealth', status: 'suspended' }),
        ...Array.from({ length: 10 }, (_, i) => firm(i + 3)),
      ];
      const matching = all.filter(
        (f) =>
          (!q.get('q') || f.name.toLowerCase().includes(q.get('q')!)) &&
          (!q.get('status') || f.status === q.get('status')),
      );
      const offset = Number(q.get('offset'));
      return json({
        data: { results: matching.slice(offset, offset + Number(q.get('limit'))), total: matching.length },
      });
    }
    if (url === '/be/api/admin/firms' && init?.method === 'POST')
      return json({ data: { firm: firm(99, { name: 'New Firm' }), inviteSentTo: 'ana@new.example' } });
    return json({ error: { code: 'NOT_FOUND', message: 'nope' } }, 404);
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
        <MemoryRouter>
          <ProviderHomePage />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const rows = () => screen.getAllByTestId('firm-row');

describe('ProviderHomePage', () => {
  it("lists firms with plan, status, period end and counts under Guru Suite's own mark, ten a page", async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByTestId('product-logo').textContent).toBe(messages.productName);
    const first = within(rows()[0]!);
    expect(first.getByText('All in One')).toBeTruthy();
    expect(first.getByText(businessMessages.statusActive)).toBeTruthy();
    expect(first.getByText('01/05/2027')).toBeTruthy();
    expect(screen.getByTestId('page-info').textContent).toBe('1-10 of 12');
    await userEvent.setup().click(screen.getByRole('button', { name: messages.passwordsNext }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(requests.filter((r) => r.url.startsWith('/be/api/admin/firms?')).at(-1)!.url).toContain(
      'offset=10',
    );
  });

  it('searches by name or subdomain from page 1', async () => {
    const user = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.type(screen.getByRole('searchbox', { name: businessMessages.providerSearchLabel }), 'smith');
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 2000 });
    expect(within(rows()[0]!).getByText(businessMessages.statusSuspended)).toBeTruthy();
    const lastList = requests.filter((r) => r.url.startsWith('/be/api/admin/firms?')).at(-1)!.url;
    expect(lastList).toContain('q=smith');
    expect(lastList).toContain('offset=0');
  });

  it('creates a firm and invites its first advisor', async () => {
    const user = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: businessMessages.providerCreateFirm }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: new RegExp(`^${messages.firmColumnName}`) }),
      'New Firm',
    );
    expect(
      within(dialog).getByRole('textbox', { name: new RegExp(`^${businessMessages.subdomainLabel}`) }),
    ).toHaveProperty('value', 'new-firm');
    await user.type(
      within(dialog).getByRole('textbox', { name: new RegExp(`^${messages.signupFirstName}`) }),
      'Ana',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: new RegExp(`^${messages.signupLastName}`) }),
      'Advisor',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: new RegExp(`^${messages.signupEmail}`) }),
      'ana@new.example',
    );
    await user.click(within(dialog).getByRole('button', { name: businessMessages.createFirmSubmit }));
    await waitFor(() => expect(requests.some((r) => r.init?.method === 'POST')).toBe(true));
    const body = JSON.parse(String(requests.find((r) => r.init?.method === 'POST')!.init!.body)) as Record<
      string,
      unknown
    >;
    expect(body).toEqual({
      name: 'New Firm',
      subdomain: 'new-firm',
      planId: 'financialProfessionalYearly',
      status: 'trialing',
      advisor: { firstName: 'Ana', lastName: 'Advisor', email: 'ana@new.example' },
    });
  }, 15_000);
});
