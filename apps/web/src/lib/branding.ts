import { AppType, advisorClientsRoutes, appTypeOfPath, messages, webRoutes, type FirmBranding } from '@guru/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchBranding } from '../features/auth/api/authApi';

export function appDisplayName(app: AppType): string {
  return app === AppType.documents ? messages.appNameDocuments : messages.appNamePassword;
}

/**
 * The browser tab title: the app's name inside an app and on its Client Management, the console's
 * name in the consoles, the product name elsewhere.
 */
export function documentTitleFor(pathname: string): string {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (under(advisorClientsRoutes.documentvault)) return `${messages.clientManagementTitle} · ${messages.appNameDocuments}`;
  if (under(advisorClientsRoutes.passwordguru)) return `${messages.clientManagementTitle} · ${messages.appNamePassword}`;
  if (under(webRoutes.advisorHome)) return `${messages.advisorConsoleTitle} · ${messages.productName}`;
  if (under(webRoutes.providerHome)) return `${messages.providerConsoleTitle} · ${messages.productName}`;
  const inApp = under('/password-management') || under('/documents-guru');
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
