import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppType, messages, type InviteCodeInfo } from '@guru/shared';
import { notifyOops } from '../../../lib/notify';
import { SignupForm } from './SignupForm';

vi.mock('../../../lib/notify', () => ({ notifyOops: vi.fn(), notifySuccess: vi.fn(), clearToasts: vi.fn() }));

/** The names the server says are taken, and every call the form made. */
const takenNames = new Set(['casey']);
const calls: { url: string; body: Record<string, unknown> }[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.mocked(notifyOops).mockClear();
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ url, body });
    if (url.endsWith('/auth/signup/username-available'))
      return json({ data: { available: !takenNames.has(String(body.username).toLowerCase()) } });
    return json({ error: { code: 'NOT_FOUND', message: 'nope' } }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const info: InviteCodeInfo = {
  email: 'nina@example.com',
  phoneNumber: '+12015550147',
  appType: AppType.password,
  isRegistered: false,
  isThirdParty: false,
};

function renderForm() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['branding'], {
    firmId: 'f1',
    name: 'Demo Wealth Partners',
    subdomain: 'demo',
    logoUrl: '',
  });
  const onCreated = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <SignupForm
          app={AppType.password}
          code="c0de"
          info={info}
          onCreated={onCreated}
          onInviteInvalid={vi.fn()}
          onAlreadyRegistered={vi.fn()}
        />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onCreated };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
const phone = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
const required = (name: string) => messages.signupFieldRequired.replace('{field}', name);

describe('SignupForm', () => {
  it('prefills the read-only e-mail and the invite phone', () => {
    renderForm();
    expect(field(messages.signupEmail)).toHaveProperty('readOnly', true);
    expect(field(messages.signupEmail)).toHaveProperty('value', 'nina@example.com');
    expect(phone(messages.signupPhone)).toHaveProperty('value', '(201) 555-0147');
  });

  it('moves the focus to the next field on Enter, skipping the read-only e-mail, without submitting', async () => {
    const { user } = renderForm();
    const order = [
      field(messages.signupFirstName),
      field(messages.signupLastName),
      field(messages.signupUsername),
      field(messages.signupPassword),
      field(messages.signupPasswordConfirm),
      field(messages.signupPin),
      field(messages.signupPinConfirm),
      phone(messages.signupPhone),
      phone(messages.signupRecoverPhone),
      screen.getByRole('checkbox'),
    ];
    await user.click(order[0]!);
    for (const next of order.slice(1)) {
      await user.keyboard('{Enter}');
      expect(document.activeElement).toBe(next);
    }
    expect(notifyOops).not.toHaveBeenCalled();
  });

  it('shows every field error and "Please fill out all required fields." for an empty form', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: messages.signupButton }));
    expect(notifyOops).toHaveBeenCalledWith(messages.fillRequiredFields);
    for (const name of [
      messages.signupFirstName,
      messages.signupLastName,
      messages.signupUsername,
      messages.signupPassword,
      messages.signupPin,
    ]) {
      expect(screen.getByText(required(name))).toBeTruthy();
    }
  });

  it('asks to accept the terms when everything else is valid, and the PIN boxes take digits only', async () => {
    const { user, onCreated } = renderForm();
    await user.type(field(messages.signupFirstName), 'Nina');
    await user.type(field(messages.signupLastName), 'New');
    await user.type(field(messages.signupUsername), 'nina');
    await user.type(field(messages.signupPassword), 'Signup2026');
    await user.type(field(messages.signupPasswordConfirm), 'Signup2026');
    await user.type(field(messages.signupPin), '2a4b68');
    expect(field(messages.signupPin)).toHaveProperty('value', '2468');
    await user.type(field(messages.signupPinConfirm), '2468');
    await user.click(screen.getByRole('button', { name: messages.signupButton }));
    expect(notifyOops).toHaveBeenCalledWith(messages.acceptTerms);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('opens the Client Disclosure from its link without ticking the box; its own box ticks the terms', async () => {
    const { user } = renderForm();
    const terms = screen.getByRole('checkbox');
    await user.click(screen.getByRole('button', { name: messages.signupDisclosureLink }));
    const dialog = await screen.findByRole('dialog');
    expect(terms).toHaveProperty('checked', false);
    expect(within(dialog).getByText(messages.disclosureTitle)).toBeTruthy();
    expect(within(dialog).getByText(/Demo Wealth Partners/)).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: messages.disclosureSecurityDetails }).getAttribute('href'),
    ).toBe('/password-management/security-details');
    await user.click(within(dialog).getByRole('checkbox', { name: messages.disclosureAccept }));
    expect(terms).toHaveProperty('checked', true);
  });
  it('says a taken username beside its field while it is typed, with the invite code', async () => {
    const { user } = renderForm();
    await user.type(field(messages.signupUsername), 'Casey');
    expect(await screen.findByText(messages.usernameTaken)).toBeTruthy();
    expect(field(messages.signupUsername).getAttribute('aria-invalid')).toBe('true');
    expect(calls.at(-1)?.body).toEqual({ code: 'c0de', username: 'Casey', appType: AppType.password });
    await user.type(field(messages.signupUsername), '2');
    await waitFor(() => expect(screen.queryByText(messages.usernameTaken)).toBeNull());
  });

  it('refuses a taken username at the field before any code is sent', async () => {
    const { user, onCreated } = renderForm();
    await user.type(field(messages.signupFirstName), 'Nina');
    await user.type(field(messages.signupLastName), 'New');
    await user.click(field(messages.signupUsername));
    await user.paste('casey');
    await user.type(field(messages.signupPassword), 'Signup2026');
    await user.type(field(messages.signupPasswordConfirm), 'Signup2026');
    await user.type(field(messages.signupPin), '2468');
    await user.type(field(messages.signupPinConfirm), '2468');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: messages.signupButton }));
    expect(await screen.findByText(messages.usernameTaken)).toBeTruthy();
    expect(calls.map((c) => c.url).filter((u) => !u.endsWith('/auth/signup/username-available'))).toEqual([]);
    expect(onCreated).not.toHaveBeenCalled();
  });
});
