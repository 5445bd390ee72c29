import { Navigate, Outlet } from 'react-router';
import { isStaffUser, webRoutes } from '@guru/shared';
import { useSignedIn } from '../../auth';

/**
 * Around the advisors' own screens (billing, branding, the team, the access review, the audit trail): a staff
 * member is sent to the console's home, where those links are not shown (ADR 0051). The server refuses them too.
 */
export function AdvisorOnlyGate() {
  const { user } = useSignedIn();
  if (isStaffUser(user)) return <Navigate to={webRoutes.advisorHome} replace />;
  return <Outlet />;
}
