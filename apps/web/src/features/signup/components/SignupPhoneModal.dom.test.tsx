import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { formatMessage, messages, pinResetMessages } from '@guru/shared';
import { SignupPhoneModal } from './SignupPhoneModal';

vi.mock('../../../lib/notify', () => ({
  notifyOops: vi.fn(),
  notifySuccess: vi.fn(),
  clearToasts: vi.fn(),
  notifyCodeResent: vi.fn(),
}));
afterEach(cleanup);

function renderModal(
  onConfirm = vi.fn(async () => null as string | null),
  onResend = vi.fn(async () => null as string | null),
) {
  const onCancel = vi.fn();
  render(
    <MantineProvider>
      <SignupPhoneModal phoneHint="•••• 0147" onConfirm={onConfirm} onResend={onResend} onCancel={onCancel} />
    </MantineProvider>,
  );
  return { user: userEvent.setup(), onConfirm, onResend, onCancel };
}

const confirmButton = () => screen.getByRole('button', { name: pinResetMessages.signupPhoneVerify });
const firstBox = () => screen.getAllByRole('textbox')[0]!;

describe('SignupPhoneModal', () => {
  it('names the number, and asks for all six digits before sending', async () => {
    const { user, onConfirm } = renderModal();
    expect(
      screen.getByText(formatMessage(pinResetMessages.signupPhoneText, { phone: '•••• 0147' })),
    ).toBeTruthy();
    await user.click(confirmButton());
    expect(screen.getByText(messages.input2faCode)).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends the code, and shows a refusal with the boxes cleared', async () => {
    const { user, onConfirm } = renderModal(vi.fn(async () => messages.codeInvalid));
    await user.click(firstBox());
    await user.keyboard('123456');
    await user.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith('123456');
    expect((await screen.findByRole('alert')).textContent).toContain(messages.codeInvalid);
    expect((firstBox() as HTMLInputElement).value).toBe('');
  });

  it('asks for a new code', async () => {
    const { user, onResend } = renderModal();
    await user.click(screen.getByRole('button', { name: pinResetMessages.resend }));
    expect(onResend).toHaveBeenCalledOnce();
  });
});
