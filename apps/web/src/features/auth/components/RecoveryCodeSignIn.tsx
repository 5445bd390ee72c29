import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { ErrorCode, messages, recoveryMessages, type AppType } from '@guru/shared';
import { FormError } from '../../../components/FormError';
import { errorMessage, isApiError } from '../../../lib/apiClient';
import { signInWithRecoveryCode } from '../api/totpRecoveryApi';

export interface RecoveryCodeSignInProps {
  app: AppType;
  onVerified: () => void;
  onSessionEnded: (message: string) => void;
}

/** "Use a recovery code" at the authenticator step: one of the printed codes, once each. */
export function RecoveryCodeSignIn({ app, onVerified, onSessionEnded }: RecoveryCodeSignInProps) {
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
      await signInWithRecoveryCode(app, code.trim());
      onVerified();
    } catch (cause) {
      const ended = [ErrorCode.CODE_ATTEMPTS_EXCEEDED, ErrorCode.ACCOUNT_LOCKED, ErrorCode.UNAUTHENTICATED, ErrorCode.SESSION_EXPIRED].some((c) => isApiError(cause, c));
      if (ended) onSessionEnded(errorMessage(cause));
      else setError(errorMessage(cause));
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
          label={recoveryMessages.recoveryCodeLabel}
          autoComplete="off"
          spellCheck={false}
          autoFocus
          disabled={busy}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error !== null}
        />
        <FormError message={error} />
        <Button type="submit" loading={busy} fullWidth>
          {messages.verify}
        </Button>
      </Stack>
    </form>
  );
}
