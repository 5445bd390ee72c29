import { messages } from '@guru/shared';
import { SignedInLayout } from '../../app/layouts/SignedInLayout';
import { AdvisorHomeContent } from './AdvisorHomeContent';

/** /dashboard/user: the advisor console's home. */
export function AdvisorHomePage() {
  return (
    <SignedInLayout title={messages.productName}>
      <AdvisorHomeContent />
    </SignedInLayout>
  );
}
