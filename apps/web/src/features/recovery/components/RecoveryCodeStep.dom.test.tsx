import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { AppType, formatMessage, recoveryMessages } from '@guru/shared';
import { createVaultKeys, generateRecoveryCode, randomKey } from '@guru/vault-crypto';
import { fetchRecoveryUserKey } from '../api/recoveryApi';
import { RecoveryCodeStep } from './RecoveryCodeStep';

vi.mock('../api/recoveryApi', () => ({ fetchRecoveryUserKey: vi.fn() }));

beforeEach(() => vi.mocked(fetchRecoveryUserKey).mockReset());
afterEach(cleanup);

function renderStep() {
  const props = { onOpened: vi.fn(), onStartOver: vi.fn(), onEnded: vi.fn() };
  render(
    <MantineProvider>
      <RecoveryCodeStep app={AppType.password} token="t0ken" {...props} />
    </MantineProvider>,
  );
  return { user: userEvent.setup(), ...props };
}

const codeField = () => screen.getByLabelText(recoveryMessages.recoveryCodeLabel);
const continueButton = () => screen.getByRole('button', { name: recoveryMessages.continue });

describe('RecoveryCodeStep', () => {
  it('catches a mistyped code without asking the server (which counts its handouts)', async () => {
    const { user, onOpened } = renderStep();
    await user.type(codeField(), 'not-a-code');
    await user.click(continueButton());
    expect(screen.getByRole('alert').textContent).toContain(recoveryMessages.recoveryCodeMalformed);
    expect(fetchRecoveryUserKey).not.toHaveBeenCalled();
    expect(onOpened).not.toHaveBeenCalled();
  });

  it('opens the user key with the right code, and says how many tries are left after a wrong one', async () => {
    const keys = await createVaultKeys(randomKey());
    vi.mocked(fetchRecoveryUserKey).mockResolvedValue({
      recoveryUserKey: keys.recoveryUserKey,
      keyHandoutsLeft: 3,
    });
    const { user, onOpened } = renderStep();
    await user.click(codeField());
    await user.paste(generateRecoveryCode());
    await user.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      formatMessage(recoveryMessages.recoveryAttemptsLeft, { count: 3 }),
    );
    expect(onOpened).not.toHaveBeenCalled();
    await user.clear(codeField());
    await user.click(codeField());
    await user.paste(keys.recoveryCode);
    await user.click(continueButton());
    await vi.waitFor(() => expect(onOpened).toHaveBeenCalledWith(keys.userKey), { timeout: 10_000 });
  }, 30_000);

  it('warns before starting over with an empty vault', async () => {
    const { user, onStartOver } = renderStep();
    await user.click(screen.getByRole('button', { name: recoveryMessages.noRecoveryCode }));
    const dialog = await screen.findByRole('dialog', { name: recoveryMessages.startOverTitle });
    expect(dialog.textContent).toContain(recoveryMessages.startOverWarning);
    const confirm = within(dialog).getByRole('button', { name: recoveryMessages.startOverButton });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: recoveryMessages.startOverConfirm }));
    await user.click(confirm);
    expect(onStartOver).toHaveBeenCalled();
  });
});
