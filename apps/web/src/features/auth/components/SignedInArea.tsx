import { useMemo } from 'react';
import { Outlet } from 'react-router';
import type { AppType, CurrentUser } from '@guru/shared';
import { SignedInContext } from '../signedInContext';
import { IdleLockProvider } from './IdleLockProvider';

/**
 * What a guard renders once the session is active and unlocked. What else runs beside the signed-in
 * screens (the pending invite of sign-up) is put in by the router (app/layouts/SignedInOutlet).
 */
export function SignedInArea({ app, user }: { app: AppType; user: CurrentUser }) {
  const value = useMemo(() => ({ app, user }), [app, user]);
  return (
    <SignedInContext.Provider value={value}>
      <IdleLockProvider app={app} user={user}>
        <Outlet />
      </IdleLockProvider>
    </SignedInContext.Provider>
  );
}
