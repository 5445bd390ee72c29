import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { randomKey } from '@guru/vault-crypto';
import {
  AppType,
  emergencyMessages as m,
  type AppType as App,
  type EmergencyContactResponse,
} from '@guru/shared';
import { refuseOwnRequest, removeEmergencyContact, saveEmergencyContact } from '../api/emergencyApi';
import { openUserKeyWithPassword, userKeyInMemory } from '../lib/userKeyForKit';
import { EmergencyContactSection } from './EmergencyContactSection';

let answer: EmergencyContactResponse = { contact: null, openRequest: null, protectedUserKey: 'v1.a.b' };

vi.mock('../api/emergencyApi', () => ({
  emergencyContactQueryKey: (app: App) => ['emergency-contact', app],
  emergencyContactQuery: (app: App) => ({
    queryKey: ['emergency-contact', app],
    queryFn: () => Promise.resolve(answer),
  }),
  saveEmergencyContact: vi.fn(),
  removeEmergencyContact: vi.fn(),
  refuseOwnRequest: vi.fn(),
}));
vi.mock('../lib/userKeyForKit', () => ({ userKeyInMemory: vi.fn(), openUserKeyWithPassword: vi.fn() }));
vi.mock('../../auth', () => ({
  useSignedIn: () => ({
    app: AppType.password,
    user: {
      id: 'u1',
      username: 'nina',
      firstName: 'Nina',
      lastName: 'Client',
      companyName: 'Demo Wealth Partners',
      scope: 'client',
    },
  }),
}));
vi.mock('../../../lib/notify', () => ({ notifyOops: vi.fn(), notifySuccess: vi.fn(), clearToasts: vi.fn() }));

const saved = {
  name: 'Hanna Heir',
  email: 'hanna@example.com',
  phoneNumber: '+12025550177',
  relationship: 'Daughter',
  waitDays: 7,
  kitId: 'kit_123456789012345678',
  updatedAt: '2026-11-23T12:00:00.000Z',
};

beforeEach(() => {
  answer = { contact: null, openRequest: null, protectedUserKey: 'v1.a.b' };
  vi.mocked(saveEmergencyContact).mockReset().mockResolvedValue(saved);
  vi.mocked(removeEmergencyContact).mockReset().mockResolvedValue(undefined);
  vi.mocked(refuseOwnRequest).mockReset().mockResolvedValue(undefined);
  vi.mocked(userKeyInMemory).mockReset().mockReturnValue(randomKey());
  vi.mocked(openUserKeyWithPassword).mockReset().mockResolvedValue(null);
});
afterEach(cleanup);

function renderSection(app: App = AppType.password) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['branding'], {
    firmId: 'f1',
    name: 'Demo Wealth Partners',
    subdomain: 'demo',
    logoUrl: '',
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <EmergencyContactSection app={app} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

/** Types by pasting (jsdom is slow at key-by-key typing). */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function fillContact(user: ReturnType<typeof userEvent.setup>, phone = '(202) 555-0177') {
  await user.click(await screen.findByRole('button', { name: m.add }));
  await fill(user, input(m.fullName), 'Hanna Heir');
  await fill(user, input(m.email), 'hanna@example.com');
  await fill(user, screen.getByRole('textbox', { name: new RegExp(`^${m.cellPhone}`) }), phone);
  await fill(user, input(m.relationship), 'Daughter');
}

describe('EmergencyContactSection', { timeout: 20_000 }, () => {
  it('shows the seed’s title and text, and Add when there is no contact', async () => {
    renderSection();
    expect(await screen.findByText(m.none)).toBeTruthy();
    expect(screen.getByRole('heading', { name: m.sectionTitle })).toBeTruthy();
    expect(screen.getByText(m.sectionText)).toBeTruthy();
  });

  it('saves the contact with the split key (never the kit code) and shows the Emergency Access Kit once', async () => {
    const user = renderSection();
    await fillContact(user);
    expect(screen.getByLabelText(m.waitPeriod)).toHaveProperty('value', '7');
    await user.click(screen.getByRole('button', { name: m.save }));
    const kit = await screen.findByTestId('emergency-access-kit');
    const code = within(kit).getByTestId('emergency-kit-code').textContent ?? '';
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){5}-[0-9A-Z]{2}$/);
    expect(within(kit).getByTestId('emergency-kit-link').textContent).toContain(
      '/password-management/emergency-access?kit=kit_123456789012345678',
    );

    expect(saveEmergencyContact).toHaveBeenCalledTimes(1);
    const [app, body] = vi.mocked(saveEmergencyContact).mock.calls[0]!;
    expect(app).toBe(AppType.password);
    expect(body).toMatchObject({
      name: 'Hanna Heir',
      email: 'hanna@example.com',
      phoneNumber: '+12025550177',
      relationship: 'Daughter',
      waitDays: 7,
    });
    expect(body.serverShare).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.kitProof).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.emergencyUserKey).toMatch(/^v1\./);
    expect(JSON.stringify(body)).not.toContain(code.replace(/-/g, '').slice(0, 8));

    const done = within(kit).getByRole('button', { name: m.kitDone });
    expect(done).toHaveProperty('disabled', true);
    await user.click(within(kit).getByRole('checkbox', { name: m.kitSavedCheck }));
    await user.click(done);
    await waitFor(() => expect(screen.queryByTestId('emergency-access-kit')).toBeNull());
  });

  it('refuses a number that is not a mobile one, and Cancel saves nothing', async () => {
    const user = renderSection();
    await fillContact(user, '(800) 555-0100');
    await user.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.phoneMobileOnly)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: m.cancel }));
    expect(await screen.findByRole('button', { name: m.add })).toBeTruthy();
    expect(saveEmergencyContact).not.toHaveBeenCalled();
  });

  it('asks for the master password where the user key is not in memory (Documents Guru), and says when it is wrong', async () => {
    vi.mocked(userKeyInMemory).mockReturnValue(null);
    const user = renderSection(AppType.documents);
    await fillContact(user);
    await fill(user, screen.getByLabelText(new RegExp(`^${m.passwordToSave}`)), 'Wrong!2026');
    await user.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.passwordWrong)).toBeTruthy();
    expect(openUserKeyWithPassword).toHaveBeenCalledWith(AppType.documents, 'nina', 'Wrong!2026', 'v1.a.b');
    expect(saveEmergencyContact).not.toHaveBeenCalled();
  });

  it('shows the saved contact with Update and Remove, and an open request the client can refuse', async () => {
    answer = {
      contact: saved,
      openRequest: {
        id: 'r1',
        requestedAt: '2026-11-23T12:00:00.000Z',
        availableAt: '2026-11-30T12:00:00.000Z',
      },
      protectedUserKey: 'v1.a.b',
    };
    const user = renderSection();
    const details = await screen.findByTestId('emergency-contact-details');
    expect(details.textContent).toContain('Hanna Heir');
    expect(details.textContent).toContain('7 days');
    await user.click(
      within(screen.getByTestId('emergency-open-request')).getByRole('button', { name: m.refuseAccess }),
    );
    await waitFor(() => expect(refuseOwnRequest).toHaveBeenCalledWith(AppType.password));

    await user.click(screen.getByRole('button', { name: m.update }));
    expect(input(m.fullName)).toHaveProperty('value', 'Hanna Heir');
    expect(screen.getByText(m.changeNote)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: m.cancel }));
    await user.click(screen.getByRole('button', { name: m.remove }));
    const dialog = await screen.findByRole('dialog', { name: m.removeTitle });
    await user.click(within(dialog).getByRole('button', { name: m.remove }));
    await waitFor(() => expect(removeEmergencyContact).toHaveBeenCalledWith(AppType.password));
  });
});
