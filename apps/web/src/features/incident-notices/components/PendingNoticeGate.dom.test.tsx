import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { formatMessage, incidentNoticesMessages as m, type MyIncidentNotice } from '@guru/shared';
import { PendingNoticeGate } from './PendingNoticeGate';

vi.mock('../../auth', () => ({
  useSignedIn: () => ({
    app: 'documentvault',
    user: { id: 'casey-id', firstName: 'Casey', lastName: 'Client', username: 'casey', scope: 'client' },
  }),
  useLogout: () => vi.fn(),
}));
vi.mock('../../../lib/notify', () => ({ notifyOops: vi.fn(), notifySuccess: vi.fn(), clearToasts: vi.fn() }));

const notice = (id: string, title: string): MyIncidentNotice => ({
  id,
  from: 'Acme Wealth',
  title,
  occurredOn: '2026-03-01',
  sentAt: '2026-03-02T10:00:00.000Z',
  whatHappened: 'A mailbox was read.',
  whatWeDid: 'We closed it.',
  whatYouShouldDo: 'Watch your accounts.',
});

let pending: MyIncidentNotice[] = [];
const acknowledged: string[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  acknowledged.length = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url === '/be/api/my-incident-notices') return json({ data: { notices: pending } });
    const ack = /^\/be\/api\/my-incident-notices\/([^/]+)\/acknowledge$/.exec(url);
    if (ack && init?.method === 'POST') {
      acknowledged.push(ack[1]!);
      pending = pending.filter((n) => n.id !== ack[1]);
      return json({ data: { ok: true } });
    }
    return json({ error: { code: 'NOT_FOUND', message: 'nope' } }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderGate() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PendingNoticeGate>
            <p>The dashboard</p>
          </PendingNoticeGate>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('PendingNoticeGate', () => {
  it('shows each unread notice before the screen, one at a time, until each is acknowledged', async () => {
    pending = [notice('n1', 'First notice'), notice('n2', 'Second notice')];
    renderGate();
    expect(await screen.findByRole('alertdialog', { name: 'First notice' })).toBeTruthy();
    expect(screen.getByText(formatMessage(m.signInFrom, { from: 'Acme Wealth' }))).toBeTruthy();
    expect(screen.getByText(formatMessage(m.moreWaiting, { count: 1 }))).toBeTruthy();
    expect(screen.queryByText('The dashboard')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: m.acknowledge }));
    expect(await screen.findByRole('alertdialog', { name: 'Second notice' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: m.acknowledge }));
    expect(await screen.findByText('The dashboard')).toBeTruthy();
    expect(acknowledged).toEqual(['n1', 'n2']);
  });

  it('shows the screen at once when nothing is waiting', async () => {
    pending = [];
    renderGate();
    await waitFor(() => expect(screen.getByText('The dashboard')).toBeTruthy());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
