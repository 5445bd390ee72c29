import { useEffect } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { appRoutes, appTypes, messages, formatMessage, appDisplayName, type AppType } from '@guru/shared';
import { EntryCard } from '../../../components/EntryCard';
import { savePendingInvite } from '../lib/pendingInvite';

/**
 * An invite for a person who already has an account (ADR 0008): they sign in to an app they have
 * (the code waits in this tab), and the signed-in area accepts the invite.
 */
export function AlreadyRegisteredCard({ app, code, title }: { app: AppType; code: string; title: string }) {
  const others = appTypes.filter((a) => a !== app);
  useEffect(() => savePendingInvite(code, app), [code, app]);
  return (
    <EntryCard title={title}>
      <Stack gap="md">
        {others.map((other) => (
          <Stack key={other} gap="md">
            <Alert
              color="indigo"
              variant="light"
              icon={<IconUserCheck />}
              title={messages.alreadyRegisteredTitle}
            >
              {formatMessage(messages.alreadyRegisteredHow, {
                other: appDisplayName(other),
                app: appDisplayName(app),
              })}
            </Alert>
            {/* The dashboard's guard leads through the sign-in chain when needed, and straight in when signed in. */}
            <Button component={Link} to={appRoutes(other).dashboard} size="md" fullWidth>
              {formatMessage(messages.alreadyRegisteredSignIn, { other: appDisplayName(other) })}
            </Button>
          </Stack>
        ))}
      </Stack>
    </EntryCard>
  );
}
