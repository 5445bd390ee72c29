import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { AppType, messages, recoveryMessages } from '@guru/shared';
import { fetchFirstRecoveryCodes, signInWithRecoveryCode } from '../api/totpRecoveryApi';
import { MultiFactorModal, type TotpChallenge } from './MultiFactorModal';

vi.mock('../api/totpRecoveryApi', () => ({
  signInWithRecoveryCode: vi.fn(),
  fetchFirstRecoveryCodes: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.mocked(signInWithRecoveryCode).mockReset();
  vi.mocked(fetchFirstRecoveryCodes).mockReset();
});

const enrolled: TotpChallenge = { method: 'totp', enrolment: null };
const enrolling: TotpChallenge = {
  method: 'totp',
  enrolment: {
    qrCodeDataUrl: 'data:image/png;base64,AAAA',
    secret: 'JBSWY3DPEHPK3PXP',
    otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
  },
};

function renderModal(challenge: TotpChallenge) {
  const props = { onVerified: vi.fn(), onSessionEnded: vi.fn(), onCancel: vi.fn() };
  render(
    <MantineProvider>
      <MultiFactorModal app={AppType.password} challenge={challenge} {...props} />
    </MantineProvider>,
  );
  return { user: userEvent.setup(), ...props };
}

describe('MultiFactorModal and recovery codes', () => {
  it('takes a recovery code instead of the authenticator code', async () => {
    vi.mocked(signInWithRecoveryCode).mockResolvedValue({ stage: 'pin' });
    const { user, onVerified } = renderModal(enrolled);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: recoveryMessages.useRecoveryCode }));
    await user.type(within(dialog).getByLabelText(recoveryMessages.recoveryCodeLabel), 'abcde-fghjk');
    await user.click(within(dialog).getByRole('button', { name: messages.verify }));
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(signInWithRecoveryCode).toHaveBeenCalledWith(AppType.password, 'abcde-fghjk');
  });

  it('offers no recovery code while enrolling (there are none yet)', async () => {
    renderModal(enrolling);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: recoveryMessages.useRecoveryCode })).toBeNull();
    expect(within(dialog).getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
  });
});
