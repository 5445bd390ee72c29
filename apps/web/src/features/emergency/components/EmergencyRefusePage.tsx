import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { appRoutes, emergencyMessages as m, type AppType } from '@guru/shared';
import { EntryCard } from '../../../components/EntryCard';
import { FormError, FormNotice } from '../../../components/FormError';
import { useAddressToken } from '../../../lib/addressToken';
import { errorMessage } from '../../../lib/apiClient';
import { refuseByLink } from '../api/emergencyApi';

/**
 * The refuse link of the client's e-mail and text (`?token=`). The token is posted only when the client
 * presses the button: a mail scanner that opens the link refuses nothing.
 */
export function EmergencyRefusePage({ app }: { app: AppType }) {
  const token = useAddressToken('token');
  const refuse = useMutation({ mutationFn: () => refuseByLink(app, token) });
  return (
    <EntryCard title={m.refuseTitle} description={refuse.isSuccess ? undefined : m.refuseIntro}>
      <Stack gap="md">
        {token === '' ? <FormError message={m.refuseInvalid} /> : null}
        {refuse.isSuccess ? (
          <>
            <FormNotice message={m.refuseDone} />
            <Button component={Link} to={appRoutes(app).login} variant="light">
              {m.accessSignIn}
            </Button>
          </>
        ) : (
          <>
            <FormError message={refuse.error ? errorMessage(refuse.error) : null} />
            <Button
              color="red"
              disabled={token === ''}
              loading={refuse.isPending}
              onClick={() => refuse.mutate()}
            >
              {m.refuseButton}
            </Button>
          </>
        )}
      </Stack>
    </EntryCard>
  );
}
