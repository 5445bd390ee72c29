import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFolders, IconShieldCheck } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { AppType, messages, webRoutes, appDisplayName } from '@guru/shared';
import { SignedInLayout } from '../../app/layouts/SignedInLayout';
import { useSignedIn } from '../auth';
import { ClientManagement } from '../clients';
import { PasswordsDashboard } from '../passwords';

/** The client's view of an app without its own screens yet (documents arrive with a later feature). */
function ClientAppHome({ app }: { app: AppType }) {
  const isDocuments = app === AppType.documents;
  const Icon = isDocuments ? IconFolders : IconShieldCheck;
  return (
    <Card withBorder radius="lg" padding="xl">
      <Group gap="lg" wrap="nowrap" align="flex-start">
        <ThemeIcon size={56} radius="md" variant="light" color="teal">
          <Icon size={32} />
        </ThemeIcon>
        <Stack gap={6}>
          <Title order={1} size="h2">
            {appDisplayName(app)}
          </Title>
          <Text c="dimmed">{isDocuments ? messages.documentsVaultOpen : messages.vaultUnlocked}</Text>
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * /password-management/dashboard and /documents-guru/dashboard: the client's app, or for an
 * advisor that app's Client Management (the advisor home is /dashboard/user).
 */
export function AppDashboardPage() {
  const { app, user } = useSignedIn();
  if (user.scope === 'provider') return <Navigate to={webRoutes.providerHome} replace />;
  return (
    <SignedInLayout title={appDisplayName(app)}>
      {user.scope === 'admin' ? (
        <ClientManagement key={app} app={app} />
      ) : app === AppType.password ? (
        <PasswordsDashboard />
      ) : (
        <ClientAppHome app={app} />
      )}
    </SignedInLayout>
  );
}
