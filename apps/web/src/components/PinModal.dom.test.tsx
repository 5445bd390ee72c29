import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { messages } from '@guru/shared';
import { PinModal } from './PinModal';

afterEach(() => {
  cleanup();
});

function renderPinModal(
  onSubmit: (pinCode: string, eachTime: boolean) => Promise<boolean>,
  eachTimeLabel?: string,
) {
  const onCancel = vi.fn<() => void>();
  render(
    <MantineProvider>
      <PinModal opened eachTimeLabel={eachTimeLabel} onSubmit={onSubmit} onCancel={onCancel} />
    </MantineProvider>,
  );
  const boxes = Array.from({ length: 4 }, (_, index) =>
    screen.getByLabelText<HTMLInputElement>(`Digit ${index + 1} of 4`),
  );
  return { boxes, onCancel, user: userEvent.setup() };
}

describe('PinModal', () => {
  it('asks for the PIN in a dialog and sends it on the fourth digit when there is no checkbox', async () => {
    const onSubmit = vi.fn(async () => true);
    const { boxes, user } = renderPinModal(onSubmit);
    expect(screen.getByRole('dialog', { name: messages.passwordsPinModalTitle })).toBeTruthy();
    expect(screen.getByText(messages.passwordsPinModalText)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(boxes[0]!);
    await user.keyboard('1234');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('1234', true));
  });

  it('clears the boxes for another try when the PIN is refused', async () => {
    const onSubmit = vi.fn(async () => false);
    const { boxes, user } = renderPinModal(onSubmit);
    await user.click(boxes[0]!);
    await user.keyboard('9999');
    await waitFor(() => expect(boxes.map((box) => box.value)).toEqual(['', '', '', '']));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('with the each-time choice, waits for Verify and sends the checkbox', async () => {
    const onSubmit = vi.fn(async () => true);
    const { boxes, user } = renderPinModal(onSubmit, messages.passwordsPinEachTime);
    await user.click(boxes[0]!);
    await user.keyboard('1234');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: messages.passwordsPinEachTime }));
    await user.click(screen.getByRole('button', { name: messages.verify }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('1234', false));
  });

  it('keeps Verify disabled until four digits, and Cancel cancels', async () => {
    const { boxes, onCancel, user } = renderPinModal(async () => true, messages.passwordsPinEachTime);
    await user.click(boxes[0]!);
    await user.keyboard('12');
    expect(screen.getByRole('button', { name: messages.verify }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: messages.passwordsCancel }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
