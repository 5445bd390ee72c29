import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { formatMessage, recoveryMessages, type AppType } from '@guru/shared';
import { EntryCard } from '../../../components/EntryCard';
import { FormError } from '../../../components/FormError';
import { errorMessage } from '../../../lib/apiClient';
import { fetchRecoveryUserKey } from '../api/recoveryApi';
import { checkRecoveryCodeSyntax, openWithRecoveryCode } from '../lib/resetKeys';
import { endsReset } from './ResetVerifyStep';

export interface RecoveryCodeStepProps {
  app: AppType;
  token: string;
  onOpened: (userKey: Uint8Array) => void;
  onStartOver: () => void;
  onEnded: (message: string) => void;
}

/**
 * The Emergency Kit's recovery code opens the user key in the browser. A mistyped code is caught here;
 * a valid-looking wrong one fails to decrypt, and each try costs one of the server's few handouts.
 */
export function RecoveryCodeStep({ app, token, onOpened, onStartOver, onEnded }: RecoveryCodeStepProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState(false);
  const [understood, setUnderstood] = useState(false);

  const submit = async () => {
    if (checkRecoveryCodeSyntax(code) === 'malformed') {
      setError(recoveryMessages.recoveryCodeMalformed);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const handed = await fetchRecoveryUserKey(app, token);
      const userKey = await openWithRecoveryCode(code, handed.recoveryUserKey);
      if (userKey) {
        setCode('');
        onOpened(userKey);
        return;
      }
      setError(
        `${recoveryMessages.recoveryCodeWrong} ${formatMessage(recoveryMessages.recoveryAttemptsLeft, { count: handed.keyHandoutsLeft })}`,
      );
    } catch (cause) {
      if (endsReset(cause)) onEnded(errorMessage(cause));
      else setError(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <EntryCard title={recoveryMessages.recoveryTitle} description={recoveryMessages.recoveryIntro}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
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
            styles={{
              input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.05em' },
            }}
          />
          <FormError message={error} />
          <Button type="submit" loading={busy} fullWidth size="md">
            {recoveryMessages.continue}
          </Button>
          <Anchor component="button" type="button" size="sm" ta="center" onClick={() => setWarning(true)}>
            {recoveryMessages.noRecoveryCode}
          </Anchor>
        </Stack>
      </form>
      <Modal
        opened={warning}
        onClose={() => setWarning(false)}
        title={recoveryMessages.startOverTitle}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{recoveryMessages.startOverWarning}</Text>
          <Checkbox
            label={recoveryMessages.startOverConfirm}
            checked={understood}
            onChange={(event) => setUnderstood(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setWarning(false)}>
              {recoveryMessages.startOverCancel}
            </Button>
            <Button color="red" disabled={!understood} onClick={onStartOver}>
              {recoveryMessages.startOverButton}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </EntryCard>
  );
}
