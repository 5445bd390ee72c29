import { useState } from 'react';
import { Button, Stack, TextInput, type MantineSize } from '@mantine/core';
import { messages } from '@guru/shared';
import { FormError } from './FormError';

export interface TypedCodeFormProps {
  label: string;
  submitLabel: string;
  /** The field's autocomplete hint ("off" for a printed code, "one-time-code" for the authenticator's). */
  autoComplete: string;
  spellCheck?: boolean;
  buttonSize?: MantineSize;
  /** Sends the trimmed code (and goes on when it is right); a rejection is a failure. */
  onSubmit: (code: string) => Promise<void>;
  /** The message to show for a failure, or null when the failure was handled elsewhere (the sign-in ended). */
  onFailure: (cause: unknown) => string | null;
}

/** A code typed into one field (an authenticator or a printed recovery code), its error line and a full-width submit; a failure empties the field. */
export function TypedCodeForm({
  label,
  submitLabel,
  autoComplete,
  spellCheck,
  buttonSize,
  onSubmit,
  onFailure,
}: TypedCodeFormProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (code.trim() === '') {
      setError(messages.input2faCode);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(code.trim());
    } catch (cause) {
      setError(onFailure(cause));
      setCode('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={label}
          autoComplete={autoComplete}
          spellCheck={spellCheck}
          autoFocus
          disabled={busy}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error !== null}
        />
        <FormError message={error} />
        <Button type="submit" loading={busy} fullWidth size={buttonSize}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
