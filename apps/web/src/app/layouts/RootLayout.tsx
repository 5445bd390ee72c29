import { Suspense, lazy, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { webRoutes } from '@guru/shared';
import { documentTitleFor } from '../../lib/branding';
import { consoleClosedOf } from '../../lib/consoleClosed';

const hasConsoleClosedState = (state: unknown) => consoleClosedOf(state) !== null;

/** Loaded only when the console sends an advisor to / (it belongs to the advisor console's code). */
const ConsoleClosedNotice = lazy(async () => ({
  default: (await import('../../features/advisor')).ConsoleClosedNotice,
}));

/** Sets the tab title per app ("Password Guru" / "Documents Guru") and restores scroll. */
export function RootLayout() {
  const { pathname, state } = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(pathname);
  }, [pathname]);
  return (
    <>
      <Outlet />
      {/* Why the advisor console sent the advisor to / (features/advisor SubscriptionGate). */}
      {pathname === webRoutes.home && hasConsoleClosedState(state) && (
        <Suspense fallback={null}>
          <ConsoleClosedNotice />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
