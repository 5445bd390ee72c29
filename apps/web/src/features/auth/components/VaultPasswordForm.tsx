import { useState, type ReactNode } from 'react';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { messages, type AccessCodeLoginResponse, type AppType, type CurrentUser } from '@guru/shared';
import { FormError } from '../../../components/FormError';
import { useVaultPasswordUnlock } from '../hooks/usePinUnlock';

export interface VaultPasswordFormProps {
  app: AppType;
  /** The answer to the correct PIN: its unlockSecret seals the key for this tab. */
  response: AccessCodeLoginResponse;
  onUnlocked: (user: CurrentUser) => void;
  onSessionEnded: (message: string) => void;
  /** Title and explanation above the field (off when the page shows them). */
  intro?: boolean;
  footer?: ReactNode;
}

/**
 * A tab opened after sign-in holds no vault key (it lives in the tab that signed in): once the
 * PIN is accepted, the password opens the vault here too, without a new sign-in.
 */
export function VaultPasswordForm({
  app,
  response,
  onUnlocked,
  onSessionEnded,
  intro = true,
  footer,
}: VaultPasswordFormProps) {
  const unlock = useVaultPasswordUnlock(app, response);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (): Promise<void> => {
    if (password === '') {
      setError(messages.vaultPasswordRequired);
      return;
    }
    setBusy(true);
    setError(null);
    const result = await unlock(password);
    setBusy(false);
    if (result.kind === 'unlocked') onUnlocked(result.user);
    else if (result.kind === 'ended') onSessionEnded(result.message);
    else if (result.kind === 'retry') {
      setError(result.message);
      setPassword('');
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {intro && (
          <>
            <Text fw={600} ta="center">
              {messages.vaultPasswordTitle}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              {messages.vaultPasswordText}
            </Text>
          </>
        )}
        <PasswordInput
          label={messages.passwordLabel}
          autoComplete="current-password"
          autoFocus
          value={password}
          error={error !== null}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <FormError message={error} />
        <Button type="submit" loading={busy} fullWidth size="md">
          {messages.unlockVault}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
