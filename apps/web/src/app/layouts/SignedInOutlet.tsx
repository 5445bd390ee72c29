import { Outlet } from 'react-router';
import { useSignedIn } from '../../features/auth';
import { PendingInviteAcceptor } from '../../features/signup';

/**
 * The signed-in screens of a guard, and beside them the invite that sign-up remembered in this tab
 * (ADR 0008), accepted once with the session just opened. Composed here so that auth and sign-up
 * do not import each other.
 */
export function SignedInOutlet() {
  const { app, user } = useSignedIn();
  return (
    <>
      <Outlet />
      <PendingInviteAcceptor app={app} user={user} />
    </>
  );
}
