import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppType, appRoutes, messages, relationshipOptions } from '@guru/shared';
import { requestAccount } from '../api/accountRequestApi';
import { AccountRequestPage } from './AccountRequestPage';

vi.mock('../../../lib/notify', () => ({ notifyOops: vi.fn(), notifySuccess: vi.fn(), clearToasts: vi.fn() }));
vi.mock('../api/accountRequestApi', () => ({ requestAccount: vi.fn(() => Promise.resolve()) }));

afterEach(() => {
  cleanup();
  vi.mocked(requestAccount).mockClear();
});

function renderPage(app: AppType) {
  const routes = appRoutes(app);
  const router = createMemoryRouter(
    [
      { path: routes.requestAccount, element: <AccountRequestPage app={app} /> },
      { path: routes.login, element: <p>login page</p> },
      { path: routes.root, element: <p>root page</p> },
    ],
    { initialEntries: [routes.requestAccount] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

describe.each([AppType.password, AppType.documents])('AccountRequestPage (%s)', (app) => {
  it('keeps what the visitor typed when the relationship notice is closed with OK (ADR 0012)', async () => {
    const { user, router } = renderPage(app);
    await user.type(field(messages.requestFirstName), 'Rita');
    await user.type(field(messages.requestLastName), 'Referral');
    await user.type(field(messages.requestEmail), 'rita@example.com');
    await user.click(screen.getByRole('button', { name: messages.requestSubmit }));

    const notice = await screen.findByRole('dialog', { name: messages.requestNoticeTitle });
    expect(within(notice).getByText(messages.selectRelationship)).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: messages.signupOk }));

    expect(router.state.location.pathname).toBe(appRoutes(app).requestAccount);
    expect(field(messages.requestFirstName)).toHaveProperty('value', 'Rita');
    expect(field(messages.requestLastName)).toHaveProperty('value', 'Referral');
    expect(field(messages.requestEmail)).toHaveProperty('value', 'rita@example.com');
    expect(screen.getAllByText(messages.selectRelationship).length).toBeGreaterThan(0);
    expect(requestAccount).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: relationshipOptions[2] }));
    await user.click(screen.getByRole('button', { name: messages.requestSubmit }));
    expect(await screen.findByRole('dialog', { name: messages.requestSubmittedTitle })).toBeTruthy();
    expect(vi.mocked(requestAccount)).toHaveBeenLastCalledWith(
      app,
      expect.objectContaining({ firstName: 'Rita', relationship: relationshipOptions[2] }),
    );
  });
});
