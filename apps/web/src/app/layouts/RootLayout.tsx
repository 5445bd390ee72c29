import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { webRoutes } from '@guru/shared';
import { documentTitleFor } from '../../lib/branding';
import { ConsoleClosedNotice } from '../../features/advisor';

/** Sets the tab title per app ("Password Guru" / "Documents Guru") and restores scroll. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(pathname);
  }, [pathname]);
  return (
    <>
      <Outlet />
      {/* Why the advisor console sent the advisor to / (features/advisor SubscriptionGate). */}
      {pathname === webRoutes.home && <ConsoleClosedNotice />}
      <ScrollRestoration />
    </>
  );
}
