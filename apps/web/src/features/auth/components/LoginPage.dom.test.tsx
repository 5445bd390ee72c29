import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AppType, appRoutes, messages } from '@guru/shared';
import { ApiError } from '../../../lib/apiClient';
import { useSignIn } from '../hooks/useSignIn';
import { LoginPage } from './LoginPage';

vi.mock('../api/signInApi', () => ({
  readSessionStage: vi.fn().mockResolvedValue({ stage: 'none', mfa: null }),
  logout: vi.fn().mockResolvedValue({ ok: true }),
}));
const signIn = vi.fn();
vi.mock('../hooks/useSignIn', () => ({ useSignIn: vi.fn(() => signIn) }));

afterEach(() => {
  cleanup();
  signIn.mockReset();
});

function renderLogin(app: AppType = AppType.password) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <MemoryRouter initialEntries={[appRoutes(app).login]}>
          <LoginPage app={app} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('LoginPage', () => {
  it.each([
    [AppType.password, messages.requestTitlePassword],
    [AppType.documents, messages.requestDocumentsAccount],
  ])('offers the %s request-an-account link', (app, label) => {
    renderLogin(app);
    expect(screen.getByRole('link', { name: label }).getAttribute('href')).toBe(
      appRoutes(app).requestAccount,
    );
  });

  it('asks for both fields before signing in', async () => {
    const user = renderLogin();
    await user.click(screen.getByRole('button', { name: messages.signInButton }));
    expect(screen.getByText(messages.userNameRequired)).toBeTruthy();
    expect(screen.getByText(messages.passwordRequired)).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed name and shows the server message on failure, keeping the name', async () => {
    signIn.mockRejectedValue(new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong username or password.'));
    const user = renderLogin();
    await user.type(screen.getByLabelText(messages.usernameLabel), '  client ');
    await user.type(screen.getByLabelText(messages.passwordLabel), 'Client!2026');
    await user.click(screen.getByRole('button', { name: messages.signInButton }));
    expect(useSignIn).toHaveBeenCalledWith(AppType.password);
    expect(signIn).toHaveBeenCalledWith('client', 'Client!2026');
    expect(await screen.findByText('Wrong username or password.')).toBeTruthy();
    expect((screen.getByLabelText(messages.usernameLabel) as HTMLInputElement).value).toBe('  client ');
  });
});
