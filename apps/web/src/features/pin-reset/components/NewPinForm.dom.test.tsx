import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { pinResetMessages } from '@guru/shared';
import { NewPinForm } from './NewPinForm';

afterEach(cleanup);

function renderForm(onSubmit = vi.fn(async () => null as string | null)) {
  render(
    <MantineProvider>
      <NewPinForm onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return { user: userEvent.setup(), onSubmit };
}

const pinField = () =>
  screen.getByLabelText(new RegExp(`^${pinResetMessages.newPinLabel}`), { selector: 'input' });
const confirmField = () =>
  screen.getByLabelText(new RegExp(`^${pinResetMessages.confirmPinLabel}`), { selector: 'input' });
const submit = () => screen.getByRole('button', { name: pinResetMessages.submit });

describe('NewPinForm (Reset PIN Code)', () => {
  it('requires both fields and sends nothing', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(submit());
    expect(screen.getAllByText(pinResetMessages.pinRequired)).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps digits only, at most four, and refuses a confirmation that does not match', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(pinField(), '1a2b345');
    expect(pinField()).toHaveProperty('value', '1234');
    await user.type(confirmField(), '4321');
    await user.click(submit());
    expect(screen.getByText(pinResetMessages.pinMismatch)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the new PIN once both match, and shows the answer of a refusal', async () => {
    const { user, onSubmit } = renderForm(vi.fn(async () => 'Too many codes requested.'));
    await user.type(pinField(), '8642');
    await user.type(confirmField(), '8642');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith('8642');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many codes requested.');
  });
});
