import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/** Renders a page of the site at `path` inside a memory router, with stand-ins for where its links go. */
export function renderSite(
  element: ReactElement,
  path: string,
  initialEntry: string = path,
  others: RouteObject[] = [],
) {
  const router = createMemoryRouter(
    [{ path, element }, ...others, { path: '*', element: <p>elsewhere</p> }],
    { initialEntries: [initialEntry] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ delay: null }), router };
}
