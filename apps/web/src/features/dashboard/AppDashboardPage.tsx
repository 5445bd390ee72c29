import { Stack } from '@mantine/core';
import { Navigate } from 'react-router';
import { AppType, webRoutes, appDisplayName } from '@guru/shared';
import { SignedInLayout } from '../../app/layouts/SignedInLayout';
import { useSignedIn } from '../auth';
import { ClientManagement } from '../clients';
import { DocumentsDashboard } from '../documents';
import { ClientRequestsPanel } from '../document-requests';
import { PasswordsDashboard } from '../passwords';

/**
 * /password-management/dashboard and /documents-guru/dashboard: the client's app (Documents Guru:
 * also second users and third parties), or for an advisor that app's Client Management (the advisor
 * home is /dashboard/user).
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
      ) : user.roleId === 5 ? (
        <DocumentsDashboard />
      ) : (
        // A client or second user: the advisor's open document requests above the vault.
        <Stack gap="lg">
          <ClientRequestsPanel />
          <DocumentsDashboard />
        </Stack>
      )}
    </SignedInLayout>
  );
}
