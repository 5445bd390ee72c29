import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { EmailListForm, type EmailAddOutcome } from './EmailListForm';

afterEach(() => {
  cleanup();
});

function renderForm(onAdd: (input: string) => EmailAddOutcome) {
  render(
    <MantineProvider>
      <EmailListForm label="E-mail" addLabel="Add" maxLength={20} onAdd={onAdd} />
    </MantineProvider>,
  );
  return {
    field: screen.getByLabelText<HTMLInputElement>('E-mail'),
    addButton: screen.getByRole('button', { name: 'Add' }),
    user: userEvent.setup(),
  };
}

describe('EmailListForm', () => {
  it('keeps Add disabled while the field is blank, and offers the text on Add or Enter', async () => {
    const onAdd = vi.fn((): EmailAddOutcome => ({ kind: 'added' }));
    const { field, addButton, user } = renderForm(onAdd);
    expect(addButton.hasAttribute('disabled')).toBe(true);
    await user.type(field, '   ');
    expect(addButton.hasAttribute('disabled')).toBe(true);
    await user.clear(field);
    await user.type(field, 'a@b.io');
    await user.click(addButton);
    expect(onAdd).toHaveBeenLastCalledWith('a@b.io');
    expect(field.value).toBe('');
    await user.type(field, 'c@d.io{Enter}');
    expect(onAdd).toHaveBeenLastCalledWith('c@d.io');
    expect(field.maxLength).toBe(20);
  });

  it('shows a refusal under the field until the text changes, and keeps the text at a limit', async () => {
    let outcome: EmailAddOutcome = { kind: 'invalid', message: 'Please enter a valid e-mail.' };
    const { field, user } = renderForm(() => outcome);
    await user.type(field, 'nope{Enter}');
    expect(screen.getByText('Please enter a valid e-mail.')).toBeTruthy();
    expect(field.value).toBe('nope');
    await user.type(field, 'x');
    expect(screen.queryByText('Please enter a valid e-mail.')).toBeNull();
    outcome = { kind: 'limit' };
    await user.type(field, '{Enter}');
    expect(field.value).toBe('nopex');
    outcome = { kind: 'ignored' };
    await user.type(field, '{Enter}');
    expect(field.value).toBe('');
  });
});
