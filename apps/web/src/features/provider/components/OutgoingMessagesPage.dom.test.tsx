import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { outgoingMessages as m, type OutgoingProblem } from '@guru/shared';
import { OutgoingMessagesPage } from './OutgoingMessagesPage';

vi.mock('../../auth', () => ({
  useSignedIn: () => ({
    app: 'passwordguru',
    user: { firstName: 'Pat', lastName: 'Provider', username: 'provider' },
  }),
  useLogout: () => vi.fn(),
}));
const notify = vi.hoisted(() => ({ notifyOops: vi.fn(), notifySuccess: vi.fn(), clearToasts: vi.fn() }));
vi.mock('../../../lib/notify', () => notify);

const failedSms: OutgoingProblem = {
  id: 'm1',
  firmId: 'f1',
  firmName: 'Acme Wealth',
  channel: 'sms',
  recipient: '***9876',
  subject: null,
  status: 'failed',
  attempts: 8,
  lastError: 'SMS provider answered 500',
  createdAt: '2026-01-05T12:00:00.000Z',
  nextAttemptAt: null,
};
const waitingMail: OutgoingProblem = {
  ...failedSms,
  id: 'm2',
  channel: 'email',
  recipient: 'st***@example.com',
  subject: 'Your unlock link',
  status: 'pending',
  attempts: 3,
  lastError: 'ECONNECTION',
  nextAttemptAt: '2026-01-05T13:00:00.000Z',
};

let problems: OutgoingProblem[] = [];
const requests: { url: string; method: string }[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    requests.push({ url, method: init?.method ?? 'GET' });
    if (url === '/be/api/admin/outgoing-messages') return json({ data: { results: problems } });
    if (url === '/be/api/admin/outgoing-messages/m1/retry' && init?.method === 'POST') {
      problems = problems.filter((p) => p.id !== 'm1');
      return json({ data: { ok: true } });
    }
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
          <OutgoingMessagesPage />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('OutgoingMessagesPage', () => {
  it('says so when every message was delivered', async () => {
    problems = [];
    renderPage();
    expect(await screen.findByText(m.empty)).toBeTruthy();
  });

  it('lists failed and waiting messages, and Retry sends a failed one again', async () => {
    problems = [failedSms, waitingMail];
    renderPage();
    const rows = await screen.findAllByTestId('outgoing-row');
    expect(rows).toHaveLength(2);
    const sms = within(rows[0]!);
    expect(sms.getByText('***9876')).toBeTruthy();
    expect(sms.getByText(m.channelSms)).toBeTruthy();
    expect(sms.getByText(m.statusFailed)).toBeTruthy();
    expect(sms.getByText('SMS provider answered 500')).toBeTruthy();
    const mail = within(rows[1]!);
    expect(mail.getByText('Your unlock link')).toBeTruthy();
    expect(mail.getByText(m.statusPending)).toBeTruthy();
    expect(mail.queryByRole('button', { name: m.retry })).toBeNull();

    await userEvent.click(sms.getByRole('button', { name: m.retry }));
    await waitFor(() => expect(notify.notifySuccess).toHaveBeenCalledWith(m.retried));
    expect(requests).toContainEqual({ url: '/be/api/admin/outgoing-messages/m1/retry', method: 'POST' });
    await waitFor(() => expect(screen.getAllByTestId('outgoing-row')).toHaveLength(1));
  });
});
