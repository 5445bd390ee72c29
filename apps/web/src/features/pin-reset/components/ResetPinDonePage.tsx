import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { appRoutes, pinResetMessages, type AppType } from '@guru/shared';
import { EntryCard } from '../../../components/EntryCard';
import { sessionQueryKey } from '../../auth';
import { readResetPinState } from '../lib/newPin';

/**
 * /…/reset-pin-code-done: by phone the session still waits for its PIN, so the new PIN is asked
 * next (and opens the dashboard); by the e-mailed link there is no session: sign in.
 */
export function ResetPinDonePage({ app }: { app: AppType }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const byLink = readResetPinState(useLocation().state).link !== undefined;
  const routes = appRoutes(app);
  return (
    <EntryCard
      title={pinResetMessages.doneTitle}
      description={byLink ? pinResetMessages.doneTextEmail : pinResetMessages.doneTextSignedIn}
    >
      <Button
        fullWidth
        size="md"
        onClick={() => {
          queryClient.removeQueries({ queryKey: sessionQueryKey(app) });
          navigate(byLink ? routes.login : routes.verifyPin, { replace: true });
        }}
      >
        {byLink ? pinResetMessages.continueToLogin : pinResetMessages.continueToPin}
      </Button>
    </EntryCard>
  );
}
