import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSignedIn } from '../../features/auth';
import { PendingNoticeGate } from '../../features/incident-notices';
import { PendingInviteAcceptor } from '../../features/signup';
import { mountNotificationsWhenIdle } from '../LazyNotifications';
import { passkeyRuleRedirect } from './passkeyRule';

/**
 * The signed-in screens of a guard, and beside them the invite that sign-up remembered in this tab
 * (ADR 0008), accepted once with the session just opened. Composed here so that auth and sign-up
 * do not import each other. The notifications container mounts here when the browser is idle. A person
 * whom the firm's rule asks for a passkey is kept on the page that asks for it (passkeyRuleRedirect). An
 * incident notice not yet read comes before any screen (PendingNoticeGate, ADR 0053).
 */
export function SignedInOutlet() {
  const { app, user } = useSignedIn();
  const { pathname } = useLocation();
  useEffect(mountNotificationsWhenIdle, []);
  const passkeyPage = passkeyRuleRedirect(app, user, pathname);
  if (passkeyPage) return <Navigate to={passkeyPage} replace />;
  return (
    <>
      <PendingNoticeGate>
        <Outlet />
      </PendingNoticeGate>
      <PendingInviteAcceptor app={app} user={user} />
    </>
  );
}
