import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSignedIn } from '../../features/auth';
import { PendingInviteAcceptor } from '../../features/signup';
import { mountNotificationsWhenIdle } from '../LazyNotifications';

/**
 * The signed-in screens of a guard, and beside them the invite that sign-up remembered in this tab
 * (ADR 0008), accepted once with the session just opened. Composed here so that auth and sign-up
 * do not import each other. The notifications container mounts here when the browser is idle.
 */
export function SignedInOutlet() {
  const { app, user } = useSignedIn();
  useEffect(mountNotificationsWhenIdle, []);
  return (
    <>
      <Outlet />
      <PendingInviteAcceptor app={app} user={user} />
    </>
  );
}
