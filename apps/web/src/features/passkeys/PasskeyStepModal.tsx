import { useState } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { passkeysMessages as pm, type AppType } from '@guru/shared';
import { FormError } from '../../components/FormError';
import { errorMessage } from '../../lib/apiClient';
import { passPasskeyStep } from './passkeySignIn';

/** The second factor of a person with a passkey (ADR 0044): the passkey, or the code where the firm allows it. */
export function PasskeyStepModal({
  app,
  onPassed,
  onUseCode,
  onClose,
}: {
  app: AppType;
  onPassed: () => void;
  onUseCode: (() => void) | null;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const use = async () => {
    setBusy(true);
    setError(null);
    try {
      await passPasskeyStep(app);
      onPassed();
    } catch (cause) {
      setError(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={pm.passkeyStepTitle} centered>
      <Stack gap="md">
        <Text size="sm">{pm.passkeyStepText}</Text>
        <FormError message={error} />
        <Button onClick={() => void use()} loading={busy} fullWidth data-autofocus>
          {pm.passkeyStepButton}
        </Button>
        {onUseCode ? (
          <Button variant="subtle" onClick={onUseCode} disabled={busy} fullWidth>
            {pm.passkeyUseCode}
          </Button>
        ) : null}
      </Stack>
    </Modal>
  );
}
