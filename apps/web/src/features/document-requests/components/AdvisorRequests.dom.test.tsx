import type { ReactElement } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AppType,
  ClientStatus,
  clientApiPaths,
  documentRequestsMessages as m,
  type DocumentRequestTemplate,
} from '@guru/shared';
import { RequestForm } from './RequestForm';
import { RequestsList } from './RequestsList';

const clientRow = (id: string, fullName: string, roleId = 3) => ({
  id,
  firstName: fullName.split(' ')[0],
  lastName: fullName.split(' ')[1],
  fullName,
  email: `${id}@example.com`,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogged: null,
  status: ClientStatus.active,
  enableFANotification: true,
  roleId,
  negOwnerId: null,
});

// jsdom has no FontFaceSet; the Note box's autosize listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

let templates: DocumentRequestTemplate[];
let calls: { method: string; url: URL }[];

beforeEach(() => {
  templates = [
    { id: 't1', name: 'Last year’s tax return' },
    { id: 't2', name: 'Bank statement' },
  ];
  calls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url });
    let data: unknown = { results: [], nextCursor: null };
    if (url.pathname.endsWith(clientApiPaths.clientList))
      data = {
        results: [
          clientRow('c1', 'Casey Client'),
          clientRow('c2', 'Dana Doe'),
          clientRow('s1', 'Sam Second', 4),
        ],
        total: 3,
        hasDisabled: false,
      };
    else if (url.pathname.endsWith('/docVaults/requestTemplates')) data = templates;
    else if (method === 'DELETE' && url.pathname.includes('/docVaults/requestTemplates/')) {
      const id = url.pathname.split('/').at(-1);
      templates = templates.filter((t) => t.id !== id);
      data = { ok: true };
    }
    return new Response(JSON.stringify({ data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Mantine's test mode: no transitions (a Select's options are there at once) and no portals. */
function renderWithQueries(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

const requestCalls = () =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname.endsWith('/docVaults/requests'));

describe('the requests list by client', () => {
  it('lists across clients, then one client’s requests, with the state filter kept', async () => {
    renderWithQueries(<RequestsList session={AppType.documents} />);
    await waitFor(() => expect(requestCalls()).toHaveLength(1));
    expect(requestCalls()[0]?.url.searchParams.has('clientId')).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: m.stateOpen }));
    await waitFor(() => expect(requestCalls().at(-1)?.url.searchParams.get('state')).toBe('open'));

    fireEvent.click(screen.getByPlaceholderText(m.filterAllClients));
    const dana = await screen.findByRole('option', { name: 'Dana Doe' });
    // Only the firm's clients (role 3) are offered, not their second users.
    expect(screen.getByRole('option', { name: 'Casey Client' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Sam Second' })).toBeNull();
    fireEvent.click(dana);
    await waitFor(() => expect(requestCalls().at(-1)?.url.searchParams.get('clientId')).toBe('c2'));
    expect(requestCalls().at(-1)?.url.searchParams.get('state')).toBe('open');
  });
});

describe('deleting a saved template', () => {
  const openManager = async () => {
    renderWithQueries(<RequestForm session={AppType.documents} onSent={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: m.manageTemplates }));
    return screen.findByRole('dialog', { name: m.templatesTitle });
  };
  const deleteCalls = () => calls.filter((c) => c.method === 'DELETE');

  it('asks first, then deletes it and no longer lists it', async () => {
    const manager = await openManager();
    await within(manager).findByText('Bank statement');
    fireEvent.click(within(manager).getByRole('button', { name: 'Delete template Bank statement' }));
    const confirm = await screen.findByRole('dialog', { name: m.deleteTemplateTitle });
    expect(confirm.textContent).toContain('Bank statement');
    expect(deleteCalls()).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: m.deleteTemplateYes }));
    await waitFor(() => expect(deleteCalls()).toHaveLength(1));
    expect(deleteCalls()[0]?.url.pathname).toMatch(/\/docVaults\/requestTemplates\/t2$/);
    await waitFor(() => expect(within(manager).queryByText('Bank statement')).toBeNull());
    expect(within(manager).getByText('Last year’s tax return')).toBeTruthy();
  });

  it('Keep it deletes nothing', async () => {
    const manager = await openManager();
    await within(manager).findByText('Bank statement');
    fireEvent.click(within(manager).getByRole('button', { name: 'Delete template Bank statement' }));
    const confirm = await screen.findByRole('dialog', { name: m.deleteTemplateTitle });
    fireEvent.click(within(confirm).getByRole('button', { name: m.deleteTemplateNo }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.deleteTemplateTitle })).toBeNull());
    expect(deleteCalls()).toHaveLength(0);
    expect(within(manager).getByText('Bank statement')).toBeTruthy();
  });
});
