import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AppType } from '@guru/shared';
import { DocumentsContext } from '../hooks/documentsContext';
import type { DocumentsViewer } from '../lib/documentsRole';

/** Renders a documents component for a DOM test: Mantine, a fresh query client, a router and the viewer. */
export function renderDocuments(
  ui: ReactElement,
  options: { viewer: DocumentsViewer; clientId?: string | null; path?: string },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const value = { app: AppType.documents, viewer: options.viewer, clientId: options.clientId ?? null };
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.path ?? '/documents-guru/dashboard']}>
          <DocumentsContext.Provider value={value}>{ui}</DocumentsContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A fetch answering `{"data": …}` by path (and query), for the API calls a screen makes. */
export function fakeFetch(answer: (url: URL, init: RequestInit | undefined) => unknown): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const data = answer(url, init);
    return new Response(JSON.stringify({ data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}
