import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { businessMessages, formatMessage, messages, subscriptionMessages } from '@guru/shared';
import { notifyOops } from '../../../lib/notify';
import { fetchFirmSignupSalts, fetchSubdomainAvailability, signUpFirm } from '../api/firmSignupApi';
import { deriveLogin } from '../lib/loginSecrets';
import { FirmSignupForm } from './FirmSignupForm';

vi.mock('../../../lib/notify', () => ({ notifyOops: vi.fn(), notifySuccess: vi.fn(), clearToasts: vi.fn() }));
vi.mock('../api/firmSignupApi', () => ({
  fetchFirmSignupSalts: vi.fn(),
  fetchSubdomainAvailability: vi.fn(),
  signUpFirm: vi.fn(),
}));
vi.mock('../lib/loginSecrets', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/loginSecrets')>()),
  // Argon2id is the vault-crypto package's to test; here only what is sent matters.
  deriveLogin: vi.fn((v: { pinCode: string }) =>
    Promise.resolve({
      authKey: 'A'.repeat(43) + '=',
      kdfSalt: 'salt',
      kdfParams: { m: 1, t: 1, p: 1 },
      pinCode: v.pinCode,
    }),
  ),
}));

beforeEach(() => {
  vi.mocked(fetchSubdomainAvailability).mockImplementation((subdomain) =>
    Promise.resolve(
      subdomain === 'taken-firm'
        ? { subdomain, available: false, message: subscriptionMessages.subdomainTaken }
        : { subdomain, available: true, message: null },
    ),
  );
  vi.mocked(signUpFirm).mockResolvedValue({
    email: 'ana@newfirm.example',
    subdomain: 'newfirm',
    expiresAt: '2026-05-02T10:00:00.000Z',
  });
  vi.mocked(fetchFirmSignupSalts).mockResolvedValue({
    firmId: 'firm-1',
    kdf: { algorithm: 'argon2id', memoryKiB: 65_536, iterations: 3, parallelism: 4 },
    usernameSalt: 'dXNlcm5hbWU=',
    emailSalt: 'ZW1haWw=',
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderForm() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['branding'], {
    firmId: 'f1',
    name: 'Demo Wealth Partners',
    subdomain: 'demo',
    logoUrl: '',
  });
  const onSignedUp = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <FirmSignupForm chosenPlan={null} onSignedUp={onSignedUp} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSignedUp };
}

/** Typing two addresses key by key takes a while on a busy machine. */
const TYPING = 30_000;
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
const address = () => screen.getByTestId('subdomain-address').textContent;
const addressOf = (sub: string) =>
  formatMessage(businessMessages.subdomainAddress, {
    address: `${window.location.protocol}//${sub}.${window.location.host}`,
  });

describe('FirmSignupForm', () => {
  it('proposes the subdomain from the firm name and shows the address it makes, live', async () => {
    const { user } = renderForm();
    await user.type(field(businessMessages.firmNameLabel), 'Smith & Co');
    expect(field(businessMessages.subdomainLabel)).toHaveProperty('value', 'smith-co');
    expect(address()).toBe(addressOf('smith-co'));
    expect(await screen.findByText(businessMessages.subdomainAvailable, {}, { timeout: 2000 })).toBeTruthy();
  });

  it('keeps the subdomain lower-case, and stops following the name once typed', async () => {
    const { user } = renderForm();
    await user.type(field(businessMessages.subdomainLabel), 'NewFirm');
    expect(field(businessMessages.subdomainLabel)).toHaveProperty('value', 'newfirm');
    await user.type(field(businessMessages.firmNameLabel), 'Other Name');
    expect(address()).toBe(addressOf('newfirm'));
  });

  it("refuses a reserved word with the server's message, without asking the server", async () => {
    const { user } = renderForm();
    await user.type(field(businessMessages.subdomainLabel), 'admin');
    await user.tab();
    expect(screen.getByText(subscriptionMessages.subdomainReserved)).toBeTruthy();
    expect(fetchSubdomainAvailability).not.toHaveBeenCalled();
  });

  it(
    'says why a look-alike of the platform is refused while typing, without asking the server (ADR 0030)',
    async () => {
      const { user } = renderForm();
      await user.type(field(businessMessages.subdomainLabel), 'www1');
      await user.tab();
      expect(screen.getByText(subscriptionMessages.subdomainPlatformWord)).toBeTruthy();
      await user.clear(field(businessMessages.subdomainLabel));
      await user.type(field(businessMessages.subdomainLabel), 'xn--ab');
      await user.tab();
      expect(screen.getByText(subscriptionMessages.subdomainIdn)).toBeTruthy();
      expect(fetchSubdomainAvailability).not.toHaveBeenCalled();
    },
    TYPING,
  );

  it(
    'shows when the server says the subdomain is too close to an existing firm',
    async () => {
      vi.mocked(fetchSubdomainAvailability).mockImplementation((subdomain) =>
        Promise.resolve({ subdomain, available: false, message: subscriptionMessages.subdomainConfusable }),
      );
      const { user } = renderForm();
      await user.type(field(businessMessages.subdomainLabel), 'smithwea1th');
      expect(
        await screen.findByText(subscriptionMessages.subdomainConfusable, {}, { timeout: 2000 }),
      ).toBeTruthy();
    },
    TYPING,
  );

  it('shows when the server says the subdomain is taken, and does not send the form', async () => {
    const { user } = renderForm();
    await user.type(field(businessMessages.subdomainLabel), 'taken-firm');
    expect(await screen.findByText(subscriptionMessages.subdomainTaken, {}, { timeout: 2000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: businessMessages.firmSignupSubmit }));
    expect(signUpFirm).not.toHaveBeenCalled();
  });

  it('an empty form: "Please fill out all required fields." and each field says what is missing', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: businessMessages.firmSignupSubmit }));
    expect(notifyOops).toHaveBeenCalledWith(messages.fillRequiredFields);
    expect(
      screen.getByText(
        formatMessage(messages.signupFieldRequired, { field: businessMessages.firmNameLabel }),
      ),
    ).toBeTruthy();
    expect(screen.getByText(subscriptionMessages.subdomainInvalid)).toBeTruthy();
    expect(
      screen.getByText(formatMessage(messages.signupFieldRequired, { field: messages.passwordLabel })),
    ).toBeTruthy();
  });

  it('sends the firm and the advisor with the derived login, never the password', async () => {
    const { user, onSignedUp } = renderForm();
    await user.type(field(businessMessages.firmNameLabel), 'New Firm');
    await user.clear(field(businessMessages.subdomainLabel));
    await user.type(field(businessMessages.subdomainLabel), 'newfirm');
    await user.type(field(messages.signupFirstName), 'Ana');
    await user.type(field(messages.signupLastName), 'Advisor');
    await user.type(field(messages.signupEmail), 'ana@newfirm.example');
    await user.type(field(messages.signupUsername), 'ana');
    await user.type(field(messages.passwordLabel), 'Trial!2026x');
    expect(screen.getByTestId('password-strength').textContent).toBe('Strong');
    await user.type(field(businessMessages.advisorPasswordConfirm), 'Trial!2026x');
    await user.type(field(messages.signupPin), '12a34');
    await user.type(field(messages.signupPinConfirm), '1234');
    await user.type(
      screen.getByRole('textbox', { name: new RegExp(`^${businessMessages.advisorPhoneLabel}`) }),
      '2015550147',
    );
    await screen.findByText(businessMessages.subdomainAvailable, {}, { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: businessMessages.firmSignupSubmit }));

    await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
    const body = vi.mocked(signUpFirm).mock.calls[0]![0];
    expect(body).toMatchObject({
      firmId: 'firm-1',
      firmName: 'New Firm',
      subdomain: 'newfirm',
      firstName: 'Ana',
      email: 'ana@newfirm.example',
      username: 'ana',
      pinCode: '1234',
      phoneNumber: '+12015550147',
    });
    // The keys are derived with the salts of the advisor's names in the new firm (ADR 0022).
    expect(fetchFirmSignupSalts).toHaveBeenCalledWith('ana', 'ana@newfirm.example');
    expect(vi.mocked(deriveLogin).mock.calls[0]![1]).toEqual({
      kdf: { algorithm: 'argon2id', memoryKiB: 65_536, iterations: 3, parallelism: 4 },
      usernameSalt: 'dXNlcm5hbWU=',
      emailSalt: 'ZW1haWw=',
    });
    expect(JSON.stringify(body)).not.toContain('Trial!2026x');
    expect(notifyOops).not.toHaveBeenCalled();
  }, 20_000);
});
