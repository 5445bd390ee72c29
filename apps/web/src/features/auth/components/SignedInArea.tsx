import { useMemo } from 'react';
import { Outlet } from 'react-router';
import type { AppType, CurrentUser } from '@guru/shared';
import { PendingInviteAcceptor } from '../../signup/components/PendingInviteAcceptor';
import { SignedInContext } from '../signedInContext';
import { IdleLockProvider } from './IdleLockProvider';

/** What a guard renders once the session is active and unlocked. */
export function SignedInArea({ app, user }: { app: AppType; user: CurrentUser }) {
  const value = useMemo(() => ({ app, user }), [app, user]);
  return (
    <SignedInContext.Provider value={value}>
      <IdleLockProvider app={app} user={user}>
        <Outlet />
        <PendingInviteAcceptor app={app} user={user} />
      </IdleLockProvider>
    </SignedInContext.Provider>
  );
}
