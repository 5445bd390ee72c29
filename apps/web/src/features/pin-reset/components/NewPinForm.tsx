import { useState, type ChangeEvent } from 'react';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { pinResetMessages } from '@guru/shared';
import { FormError } from '../../../components/FormError';
import { newPinErrors, pinDigits, type NewPinErrors } from '../lib/newPin';

export interface NewPinFormProps {
  /** Sends the new PIN; resolves with a message to show, or null when done. */
  onSubmit: (pin: string) => Promise<string | null>;
}

/** Reset PIN Code: the new PIN and its confirmation, and Reset PIN code. */
export function NewPinForm({ onSubmit }: NewPinFormProps) {
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPinErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (): Promise<void> => {
    const found = newPinErrors(pin, confirm);
    setErrors(found);
    if (found.pin || found.confirm) return;
    setBusy(true);
    setFailure(null);
    try {
      setFailure(await onSubmit(pin));
    } finally {
      setBusy(false);
    }
  };
  const digits = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) =>
    set(pinDigits(event.currentTarget.value));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <PasswordInput
          label={pinResetMessages.newPinLabel}
          required
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          disabled={busy}
          value={pin}
          onChange={digits(setPin)}
          error={errors.pin}
        />
        <PasswordInput
          label={pinResetMessages.confirmPinLabel}
          required
          inputMode="numeric"
          autoComplete="off"
          disabled={busy}
          value={confirm}
          onChange={digits(setConfirm)}
          error={errors.confirm}
        />
        <FormError message={failure} />
        <Button type="submit" loading={busy} fullWidth size="md">
          {pinResetMessages.submit}
        </Button>
      </Stack>
    </form>
  );
}
