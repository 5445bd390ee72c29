import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { documentTitleFor } from '../../lib/branding';

/** Sets the tab title per app ("Password Guru" / "Documents Guru") and restores scroll. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(pathname);
  }, [pathname]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
