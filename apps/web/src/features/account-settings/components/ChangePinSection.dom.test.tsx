import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { accountSettingsMessages as m, messages } from '@guru/shared';
import { ApiError } from '../../../lib/apiClient';
import { saveNewPin, startPinChange, verifySettingsCode } from '../api/accountSettingsApi';
import { ChangePinSection } from './ChangePinSection';

const endSession = vi.fn();
vi.mock('../../auth', () => ({ useEndSession: () => endSession }));
vi.mock('../../../lib/notify', () => ({ notifyOops: vi.fn(), notifySuccess: vi.fn(), clearToasts: vi.fn() }));
vi.mock('../api/accountSettingsApi', () => ({
  startPinChange: vi.fn(),
  verifySettingsCode: vi.fn(() => Promise.resolve({ ok: true })),
  resendSettingsCode: vi.fn(),
  saveNewPin: vi.fn(() => Promise.resolve({ ok: true })),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** Types digits the way a person does: click the first box of the entry, then type (the focus moves on by itself). */
async function typeInto(user: ReturnType<typeof userEvent.setup>, group: string, digits: string) {
  const first = within(screen.getByRole('group', { name: group })).getByLabelText(/^Digit 1 of/);
  await user.click(first);
  await user.keyboard(digits);
}

describe('ChangePinSection', () => {
  it("walks current PIN → SMS code → new PIN twice, and shows the server's refusal of a wrong PIN", async () => {
    vi.mocked(startPinChange)
      .mockRejectedValueOnce(new ApiError(400, 'PIN_WRONG', messages.pinWrong))
      .mockResolvedValueOnce({ phoneHint: '•••• 0111' });
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <ChangePinSection app="documentvault" />
      </MantineProvider>,
    );

    await user.click(screen.getByRole('button', { name: m.settingsChangePin }));
    expect(screen.getByText(m.settingsChangePinIntro)).toBeTruthy();
    await typeInto(user, m.settingsCurrentPin, '9999');
    await user.click(screen.getByRole('button', { name: m.settingsContinue }));
    expect(await screen.findByText(messages.pinWrong)).toBeTruthy();
    expect(startPinChange).toHaveBeenCalledWith('documentvault', '9999');

    await typeInto(user, m.settingsCurrentPin, '1234');
    await user.click(screen.getByRole('button', { name: m.settingsContinue }));
    expect(await screen.findByText(/•••• 0111/)).toBeTruthy();

    await typeInto(user, m.settingsSmsCode, '123456');
    await waitFor(() => expect(verifySettingsCode).toHaveBeenCalledWith('documentvault', 'pin', '123456'));
    await screen.findByRole('group', { name: m.settingsNewPin });

    await typeInto(user, m.settingsNewPin, '4321');
    await typeInto(user, m.settingsConfirmNewPin, '4322');
    await user.click(screen.getByRole('button', { name: m.settingsSave }));
    expect(await screen.findByText(m.settingsPinsDiffer)).toBeTruthy();
    expect(saveNewPin).not.toHaveBeenCalled();

    await typeInto(user, m.settingsConfirmNewPin, '4321');
    await user.click(screen.getByRole('button', { name: m.settingsSave }));
    await waitFor(() => expect(saveNewPin).toHaveBeenCalledWith('documentvault', '4321', '4321'));
    expect(await screen.findByRole('button', { name: m.settingsChangePin })).toBeTruthy();
  });

  it('goes to the login when the server ended the session (the fifth wrong PIN)', async () => {
    vi.mocked(startPinChange).mockRejectedValueOnce(
      new ApiError(401, 'PIN_ATTEMPTS_EXCEEDED', messages.pinAttemptsExceeded),
    );
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <ChangePinSection app="passwordguru" />
      </MantineProvider>,
    );
    await user.click(screen.getByRole('button', { name: m.settingsChangePin }));
    await typeInto(user, m.settingsCurrentPin, '9999');
    await user.click(screen.getByRole('button', { name: m.settingsContinue }));
    await waitFor(() => expect(endSession).toHaveBeenCalledWith(messages.pinAttemptsExceeded));
  });
});
