import { useState } from 'react';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages, recoveryMessages } from '@guru/shared';
import { EntryCard } from '../../../components/EntryCard';
import { FormError } from '../../../components/FormError';
import { PasswordStrength } from '../../../components/PasswordStrength';
import { passwordError } from '../../signup';

interface NewPasswordValues {
  password: string;
  confirm: string;
}

export interface NewPasswordStepProps {
  /** Derives and sends the new login; resolves with a message to show, or null when done. */
  onSubmit: (password: string) => Promise<string | null>;
}

/** The new master password (the shared rule and the strength meter, as at sign-up). */
export function NewPasswordStep({ onSubmit }: NewPasswordStepProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<NewPasswordValues>({
    mode: 'controlled',
    initialValues: { password: '', confirm: '' },
    validate: {
      password: (value) => passwordError(value) ?? null,
      confirm: (value, values) => (value === values.password ? null : recoveryMessages.passwordsDoNotMatch),
    },
  });
  const submit = async (values: NewPasswordValues) => {
    setBusy(true);
    setError(null);
    try {
      setError(await onSubmit(values.password));
    } finally {
      setBusy(false);
    }
  };
  return (
    <EntryCard title={recoveryMessages.newPasswordTitle}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={recoveryMessages.newPasswordLabel}
            autoComplete="new-password"
            autoFocus
            disabled={busy}
            visibilityToggleButtonProps={{ 'aria-label': messages.toggleVisibility }}
            {...form.getInputProps('password')}
          />
          <PasswordStrength password={form.values.password} />
          <PasswordInput
            label={recoveryMessages.confirmPasswordLabel}
            autoComplete="new-password"
            disabled={busy}
            visibilityToggleButtonProps={{ 'aria-label': messages.toggleVisibility }}
            {...form.getInputProps('confirm')}
          />
          <FormError message={error} />
          <Button type="submit" loading={busy} fullWidth size="md">
            {recoveryMessages.savePassword}
          </Button>
        </Stack>
      </form>
    </EntryCard>
  );
}
