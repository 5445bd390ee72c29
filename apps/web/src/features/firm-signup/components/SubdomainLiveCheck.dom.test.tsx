import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { businessMessages, subscriptionMessages } from '@guru/shared';
import { fetchSubdomainAvailability } from '../api/firmSignupApi';
import { FirmSignupForm } from './FirmSignupForm';

vi.mock('../../../lib/notify', () => ({ notifyOops: vi.fn(), notifySuccess: vi.fn(), clearToasts: vi.fn() }));
vi.mock('../api/firmSignupApi', () => ({
  fetchFirmSignupSalts: vi.fn(),
  fetchSubdomainAvailability: vi.fn((subdomain: string) =>
    Promise.resolve({ subdomain, available: true, message: null }),
  ),
  signUpFirm: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderForm() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['branding'], { firmId: 'f1', name: 'Guru Suite', subdomain: '', logoUrl: '' });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <FirmSignupForm chosenPlan={null} onSignedUp={vi.fn()} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const subdomainBox = () =>
  screen.getByLabelText(new RegExp(`^${businessMessages.subdomainLabel}`), { selector: 'input' });

describe('FirmSignupForm: the subdomain answer beside the field while it is typed', () => {
  it('says a reserved subdomain is reserved once the typing pauses, with the focus still in the box', async () => {
    const user = renderForm();
    await user.type(subdomainBox(), 'demo');
    expect(document.activeElement).toBe(subdomainBox());
    expect(
      await screen.findByText(subscriptionMessages.subdomainReserved, {}, { timeout: 2000 }),
    ).toBeTruthy();
    expect(subdomainBox().getAttribute('aria-invalid')).toBe('true');
    expect(fetchSubdomainAvailability).not.toHaveBeenCalled();

    await user.clear(subdomainBox());
    await user.type(subdomainBox(), 'smithco');
    expect(await screen.findByText(businessMessages.subdomainAvailable, {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.queryByText(subscriptionMessages.subdomainReserved)).toBeNull();
  });
});
