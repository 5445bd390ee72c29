import { Alert, Anchor, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { appRoutes, appTypeOfPath, messages, webRoutes } from '@guru/shared';
import { EntryCard } from '../../components/EntryCard';

function isAppPath(pathname: string): boolean {
  return pathname.startsWith('/password-management') || pathname.startsWith('/documents-guru');
}

/** Every flow of a later feature renders this page (inside the entry layout). */
export function NotAvailablePage() {
  const { pathname } = useLocation();
  const inApp = isAppPath(pathname);
  const backTo = inApp ? appRoutes(appTypeOfPath(pathname)).login : webRoutes.home;
  return (
    <EntryCard title={messages.notAvailableTitle}>
      <Stack gap="md">
        <Alert color="indigo" variant="light" icon={<IconInfoCircle />}>
          {messages.flowNotAvailable}
        </Alert>
        <Anchor component={Link} to={backTo}>
          {inApp ? messages.backToLogin : messages.backToHome}
        </Anchor>
      </Stack>
    </EntryCard>
  );
}
