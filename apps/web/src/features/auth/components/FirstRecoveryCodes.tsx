import { useEffect, useState } from 'react';
import { Button, Center, Checkbox, Loader, Stack } from '@mantine/core';
import { ErrorCode, messages, recoveryMessages, type AppType } from '@guru/shared';
import { FormError } from '../../../components/FormError';
import { errorMessage, isApiError } from '../../../lib/apiClient';
import { fetchFirstRecoveryCodes } from '../api/totpRecoveryApi';
import { RecoveryCodesList } from '../../../components/RecoveryCodesList';

/**
 * Right after the authenticator's first code: the 10 recovery codes, made once and shown once. When the set
 * exists already (a reload), there is nothing to show and the sign-in goes on.
 */
export function FirstRecoveryCodes({ app, onDone }: { app: AppType; onDone: () => void }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    let current = true;
    fetchFirstRecoveryCodes(app)
      .then((result) => current && setCodes(result.codes))
      .catch((cause: unknown) => {
        if (!current) return;
        if (isApiError(cause, ErrorCode.CONFLICT)) onDone();
        else setError(errorMessage(cause));
      });
    return () => {
      current = false;
    };
    // Once per mount: the first set is made a single time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [app]);

  if (error) {
    return (
      <Stack gap="md">
        <FormError message={error} />
        <Button onClick={onDone}>{recoveryMessages.continue}</Button>
      </Stack>
    );
  }
  if (!codes) {
    return (
      <Center py="lg">
        <Loader />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <RecoveryCodesList codes={codes} />
      <Checkbox
        label={recoveryMessages.totpCodesSaved}
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
      />
      <Button disabled={!saved} onClick={onDone}>
        {messages.kitContinue}
      </Button>
    </Stack>
  );
}
