import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { accountSettingsMessages as m, appRoutes, AppType } from '@guru/shared';
import { AccountSettingsPage } from './AccountSettingsPage';

const signedIn = vi.hoisted(() => ({ user: { scope: 'client', roleId: 5 } as Record<string, unknown> }));
vi.mock('../../auth', () => ({ useSignedIn: () => ({ app: 'documentvault', user: signedIn.user }) }));
vi.mock('../../../app/layouts/SignedInLayout', () => ({
  SignedInLayout: ({ children }: { children: ReactNode }) => <main>{children}</main>,
}));
vi.mock('../../passkeys', () => ({
  PasskeysSection: ({ required }: { required?: boolean }) => (
    <section aria-label="passkeys">{required ? 'required' : 'optional'}</section>
  ),
}));
vi.mock('../../emergency', () => ({ EmergencyContactSection: () => null }));

afterEach(cleanup);

function renderAt(user: Record<string, unknown>) {
  signedIn.user = user;
  const settingsPath = appRoutes(AppType.documents).accountSettings;
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[settingsPath]}>
          <Routes>
            <Route path={settingsPath} element={<AccountSettingsPage />} />
            <Route path={appRoutes(AppType.documents).dashboard} element={<p>dashboard</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('AccountSettingsPage', () => {
  it("shows a third party only their passkeys (they have no other settings), without reading the client's settings", () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderAt({ scope: 'client', roleId: 5 });
    expect(screen.getByRole('heading', { name: m.settingsTitle })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'passkeys' }).textContent).toBe('optional');
    expect(screen.queryByText(m.settingsLoadFailed)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('sends an advisor (no Account Settings) to the dashboard', () => {
    renderAt({ scope: 'admin', roleId: 6 });
    expect(screen.getByText('dashboard')).toBeTruthy();
  });
});
