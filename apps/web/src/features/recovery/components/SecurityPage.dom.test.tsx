import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { AppType, formatMessage, recoveryApiPaths, recoveryMessages } from '@guru/shared';
import { SecurityPage } from './SecurityPage';

// The advisor signed in through Documents Guru; the page's URL (/dashboard/user/security) names no app.
vi.mock('../../auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../auth')>()),
  useSignedIn: () => ({
    app: 'documentvault',
    user: { firstName: 'Ada', lastName: 'Advisor', username: 'ada' },
  }),
}));
vi.mock('../../../app/layouts/SignedInLayout', () => ({
  SignedInLayout: ({ children }: { children: ReactNode }) => <main>{children}</main>,
}));

const requests: { url: string; appType: string | null }[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const appType = new Headers(init?.headers).get('x-app-type');
    requests.push({ url, appType });
    // The server answers only the session of the app the advisor signed in with.
    if (appType !== AppType.documents)
      return json({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } }, 401);
    if (url.endsWith(recoveryApiPaths.totpRecoveryCodesNew))
      return json({ data: { codes: Array.from({ length: 10 }, (_, i) => `code${i}-abcde`) } });
    if (url.endsWith(recoveryApiPaths.totpRecoveryCodes)) return json({ data: { remaining: 7 } });
    return json({ error: { code: 'NOT_FOUND', message: 'nope' } }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SecurityPage', () => {
  it('asks with the app the advisor is signed in with, for the count and for new codes', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider>
          <MemoryRouter initialEntries={['/dashboard/user/security']}>
            <SecurityPage scope="admin" />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('recovery-codes-remaining')).textContent).toBe(
      formatMessage(recoveryMessages.totpCodesRemaining, { count: 7 }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: recoveryMessages.totpCodesNew }));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: recoveryMessages.totpCodesNew }));
    expect(await screen.findByText('code0-abcde')).toBeTruthy();
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(requests.every((request) => request.appType === AppType.documents)).toBe(true);
  });
});
