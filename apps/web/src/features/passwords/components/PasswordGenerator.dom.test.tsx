import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { passwordStrength } from '@guru/shared';
import { PasswordGenerator } from './PasswordGenerator';
import { PasswordStrength } from '../../../components/PasswordStrength';

afterEach(() => {
  cleanup();
});

describe('PasswordGenerator', () => {
  it('opens with the seeds’ defaults, keeps one class on, and hands the value over on OK', async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn<(password: string) => void>();
    const onCopy = vi.fn<(password: string) => void>();
    render(
      <MantineProvider>
        <PasswordGenerator onAccept={onAccept} onCopy={onCopy} />
      </MantineProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Generate Password' }));
    const value = await screen.findByLabelText<HTMLInputElement>('Generated password');
    expect(value.value).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(screen.getByLabelText<HTMLInputElement>('Symbols').checked).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Strict (use every chosen kind)').checked).toBe(true);

    await user.click(screen.getByLabelText('Uppercase'));
    await user.click(screen.getByLabelText('Lowercase'));
    expect(screen.getByLabelText<HTMLInputElement>('Numbers').disabled).toBe(true);
    expect(value.value).toMatch(/^[0-9]{10}$/);

    await user.click(await screen.findByRole('button', { name: 'Copy', hidden: true }));
    expect(onCopy).toHaveBeenCalledWith(value.value);
    const generated = value.value;
    await user.click(await screen.findByRole('button', { name: 'OK', hidden: true }));
    expect(onAccept).toHaveBeenCalledWith(generated);
  });

  it('shows the live strength of the generated value', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <PasswordGenerator onAccept={() => undefined} onCopy={() => undefined} />
      </MantineProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Generate Password' }));
    const value = await screen.findByLabelText<HTMLInputElement>('Generated password');
    const strength = () =>
      within(screen.getByTestId('generated-password-strength')).getByTestId('password-strength').textContent;
    // Ten letters and digits: two classes at least, so Medium.
    expect(strength()).toBe('Medium');
    await user.click(screen.getByLabelText('Symbols'));
    expect(strength()).toBe(passwordStrength(value.value));
    await user.click(screen.getByLabelText('Uppercase'));
    await user.click(screen.getByLabelText('Symbols'));
    await user.click(screen.getByLabelText('Numbers'));
    expect(value.value).toMatch(/^[a-z]{10}$/);
    expect(strength()).toBe('Weak');
  });
});

describe('PasswordStrength', () => {
  it('shows nothing for an empty password and the strength otherwise', () => {
    const { rerender } = render(
      <MantineProvider>
        <PasswordStrength password="" />
      </MantineProvider>,
    );
    expect(screen.queryByTestId('password-strength')).toBeNull();
    rerender(
      <MantineProvider>
        <PasswordStrength password="abc123" />
      </MantineProvider>,
    );
    expect(screen.getByTestId('password-strength').textContent).toBe('Medium');
    rerender(
      <MantineProvider>
        <PasswordStrength password="Abcdef1!" />
      </MantineProvider>,
    );
    expect(screen.getByTestId('password-strength').textContent).toBe('Strong');
  });
});
