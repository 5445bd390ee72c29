import { Alert, Anchor, Group, Loader, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { accountSettingsMessages as m, appDisplayName, appRoutes } from '@guru/shared';
import { SignedInLayout } from '../../../app/layouts/SignedInLayout';
import { useSignedIn } from '../../auth';
import { EmergencyContactSection } from '../../emergency';
import { PasskeysSection } from '../../passkeys';
import { accountSettingsQuery, hasAccountSettings, hasAccountSettingsPage } from '../api/accountSettingsApi';
import { ChangePasswordSection } from './ChangePasswordSection';
import { ChangePinSection } from './ChangePinSection';
import { IdleTimesSection } from './IdleTimesSection';
import { RecoveryCodeSection } from './RecoveryCodeSection';
import { YourInfoSection } from './YourInfoSection';

/**
 * /password-management/account-settings and /documents-guru/account-settings: a client's own account; a
 * third party's page holds only their passkeys (they have no other settings).
 */
export function AccountSettingsPage() {
  const { app, user } = useSignedIn();
  const full = hasAccountSettings(user);
  const settings = useQuery({ ...accountSettingsQuery(app), enabled: full });
  const dashboard = appRoutes(app).dashboard;
  if (!hasAccountSettingsPage(user)) return <Navigate to={dashboard} replace />;
  const required = user.passkeyRequired === true;

  return (
    <SignedInLayout title={appDisplayName(app)}>
      <Stack gap="lg" maw={760} mx="auto">
        <Anchor component={Link} to={dashboard} size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {m.settingsBackToDashboard}
          </Group>
        </Anchor>
        <Title order={1} size="h2">
          {m.settingsTitle}
        </Title>
        {!full ? (
          <PasskeysSection app={app} />
        ) : settings.isPending ? (
          <Group justify="center" py="xl">
            <Loader aria-label={m.settingsWorking} />
          </Group>
        ) : settings.isError ? (
          <Alert color="red">{m.settingsLoadFailed}</Alert>
        ) : (
          <>
            <YourInfoSection app={app} settings={settings.data} />
            <ChangePasswordSection app={app} username={settings.data.username} />
            <ChangePinSection app={app} />
            <PasskeysSection app={app} required={required} />
            <RecoveryCodeSection app={app} settings={settings.data} />
            <IdleTimesSection app={app} settings={settings.data} />
            <EmergencyContactSection app={app} />
          </>
        )}
      </Stack>
    </SignedInLayout>
  );
}
