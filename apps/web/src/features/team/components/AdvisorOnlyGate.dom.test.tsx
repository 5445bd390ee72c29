import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { staffRoleId, subscriptionWebRoutes, webRoutes } from '@guru/shared';
import { AdvisorOnlyGate } from './AdvisorOnlyGate';

const signedIn = { app: 'passwordguru', user: { scope: 'admin', roleId: 6 } };
vi.mock('../../auth', () => ({ useSignedIn: () => signedIn }));

afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: webRoutes.advisorHome, element: <p>advisor home</p> },
      {
        element: <AdvisorOnlyGate />,
        children: [{ path: subscriptionWebRoutes.advisorBranding, element: <p>branding page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('AdvisorOnlyGate (ADR 0051)', () => {
  it("lets an advisor open the advisors' screens", async () => {
    signedIn.user.roleId = 6;
    renderAt(subscriptionWebRoutes.advisorBranding);
    expect(await screen.findByText('branding page')).toBeTruthy();
  });

  it('sends a staff member to the console home instead', async () => {
    signedIn.user.roleId = staffRoleId;
    renderAt(subscriptionWebRoutes.advisorBranding);
    expect(await screen.findByText('advisor home')).toBeTruthy();
    expect(screen.queryByText('branding page')).toBeNull();
  });
});
