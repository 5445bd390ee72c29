import { useParams } from 'react-router';
import { AppType, appDisplayName } from '@guru/shared';
import { SignedInLayout } from '../../../app/layouts/SignedInLayout';
import { DocumentsDashboard } from './DocumentsDashboard';

/**
 * /documents-guru/{clientId}/dashboard: the advisor's view of a client's shared area, opened by
 * Open Client Vault in a new tab (behind the console guard).
 */
export function AdvisorDocumentsPage() {
  const { clientId = '' } = useParams();
  return (
    <SignedInLayout title={appDisplayName(AppType.documents)}>
      <DocumentsDashboard key={clientId} clientId={clientId} />
    </SignedInLayout>
  );
}
