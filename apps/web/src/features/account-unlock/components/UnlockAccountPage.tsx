import { Button, Stack } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { appRoutes, unlockAccountBody, unlockMessages as m, type AppType } from '@guru/shared';
import { EntryCard } from '../../../components/EntryCard';
import { FormError } from '../../../components/FormError';
import { OutcomeCard } from '../../../components/OutcomeCard';
import { useFragmentToken } from '../../../lib/addressToken';
import { errorMessage } from '../../../lib/apiClient';
import { unlockAccount } from '../api/unlockApi';

/**
 * /password-management/unlock-account#token and /documents-guru/unlock-account#token: opened from the
 * e-mail sent when wrong passwords from many places locked the account (ADR 0003). Opening it changes
 * nothing (a mail scanner unlocks nothing); the button posts the token once, then the owner signs in.
 */
export function UnlockAccountPage({ app }: { app: AppType }) {
  const token = useFragmentToken();
  const valid = unlockAccountBody.safeParse({ token }).success;
  const unlock = useMutation({ mutationFn: () => unlockAccount(app, token) });
  const toLogin = (
    <Button
      component={Link}
      to={appRoutes(app).login}
      variant="light"
      rightSection={<IconArrowRight size={16} />}
    >
      {m.toLogin}
    </Button>
  );
  if (!valid) {
    return (
      <OutcomeCard outcome="error" title={m.title} message={m.linkInvalid}>
        {toLogin}
      </OutcomeCard>
    );
  }
  if (unlock.isSuccess) {
    return (
      <OutcomeCard outcome="success" title={m.doneTitle} message={m.doneText}>
        {toLogin}
      </OutcomeCard>
    );
  }
  return (
    <EntryCard title={m.title} description={m.intro}>
      <Stack gap="md">
        <FormError message={unlock.error ? errorMessage(unlock.error) : null} />
        <Button loading={unlock.isPending} onClick={() => unlock.mutate()}>
          {m.button}
        </Button>
      </Stack>
    </EntryCard>
  );
}
