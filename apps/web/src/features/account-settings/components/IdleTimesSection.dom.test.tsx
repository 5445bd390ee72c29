import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { accountSettingsMessages as m, type AccountSettings } from '@guru/shared';
import { saveIdleTimes } from '../api/accountSettingsApi';
import { IdleTimesSection } from './IdleTimesSection';

vi.mock('../../auth', () => ({ sessionQueryKey: (app: string) => ['session', app] }));
vi.mock('../../../lib/notify', () => ({ notifyOops: vi.fn(), notifySuccess: vi.fn(), clearToasts: vi.fn() }));
vi.mock('../api/accountSettingsApi', () => ({
  accountSettingsQueryKey: (app: string) => ['account-settings', app],
  saveIdleTimes: vi.fn((_app: string, times: { pinTimeInMinute: number; logoutTimeInMinute: number }) =>
    Promise.resolve({ ...settings, ...times }),
  ),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const settings: AccountSettings = {
  firstName: 'Casey',
  lastName: 'Client',
  username: 'casey',
  email: 'casey@example.com',
  phoneNumber: '+12015550111',
  recoverPhoneNumber: null,
  enableNotification: true,
  pinTimeInMinute: 5,
  logoutTimeInMinute: 15,
  photoVersion: null,
  protectedUserKey: null,
};

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <IdleTimesSection app="passwordguru" settings={settings} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const pinField = () =>
  screen.getByRole('textbox', { name: new RegExp(`^${m.settingsPinIdle.replace(/[()]/g, '\\$&')}`) });
const logoutField = () =>
  screen.getByRole('textbox', { name: new RegExp(`^${m.settingsLogoutIdle.replace(/[()]/g, '\\$&')}`) });

describe('IdleTimesSection', () => {
  it('says at the field that a time below the minimum is refused, keeps what was typed and saves nothing', async () => {
    const user = renderSection();
    await user.clear(pinField());
    await user.type(pinField(), '2');
    await user.click(logoutField());
    expect(pinField()).toHaveProperty('value', '2');
    expect(pinField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The PIN lock time must be between 5 and 10 minutes.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: m.settingsSave }));
    expect(saveIdleTimes).not.toHaveBeenCalled();
    expect(pinField()).toHaveProperty('value', '2');
  });

  it('says a logout time below its minimum at its own field, and saves once both are within range', async () => {
    const user = renderSection();
    await user.clear(logoutField());
    await user.type(logoutField(), '3');
    await user.click(screen.getByRole('button', { name: m.settingsSave }));
    expect(screen.getByText('The logout time must be between 10 and 30 minutes.')).toBeTruthy();
    expect(logoutField().getAttribute('aria-invalid')).toBe('true');
    expect(saveIdleTimes).not.toHaveBeenCalled();
    await user.type(logoutField(), '0');
    await user.click(screen.getByRole('button', { name: m.settingsSave }));
    expect(saveIdleTimes).toHaveBeenCalledWith('passwordguru', {
      pinTimeInMinute: 5,
      logoutTimeInMinute: 30,
    });
  });
});
