import { AppType, appTypeOfPath, messages, type FirmBranding } from '@guru/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchBranding } from '../features/auth/api/authApi';

export function appDisplayName(app: AppType): string {
  return app === AppType.documents ? messages.appNameDocuments : messages.appNamePassword;
}

/** The browser tab title: the app's name inside an app, the product name elsewhere. */
export function documentTitleFor(pathname: string): string {
  const inApp = pathname.startsWith('/password-management') || pathname.startsWith('/documents-guru');
  return inApp ? appDisplayName(appTypeOfPath(pathname)) : messages.productName;
}

/** The firm of the current host; fetched once per page load. */
export function useBranding() {
  return useQuery<FirmBranding>({
    queryKey: ['branding'],
    queryFn: () => fetchBranding(appTypeOfPath(window.location.pathname)),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
}
