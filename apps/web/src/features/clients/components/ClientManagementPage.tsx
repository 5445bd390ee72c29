import type { AppType } from '@guru/shared';
import { appDisplayName } from '@guru/shared';
import { SignedInLayout } from '../../../app/layouts/SignedInLayout';
import { ClientManagement } from './ClientManagement';

/** /dashboard/password-management and /dashboard/documents-guru: an app's Client Management in the console. */
export function ClientManagementPage({ app }: { app: AppType }) {
  return (
    <SignedInLayout title={appDisplayName(app)}>
      <ClientManagement key={app} app={app} />
    </SignedInLayout>
  );
}
