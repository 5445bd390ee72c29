import {
  AppType,
  advisorClientsRoutes,
  apiPaths,
  appDisplayName,
  appTypeOfPath,
  messages,
  webRoutes,
  type FirmBranding,
} from '@guru/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './apiClient';
import { parserOf, shape, string } from './plainParsers';

/**
 * The browser tab title: the app's name inside an app and on its Client Management, the console's
 * name in the consoles, the product name elsewhere.
 */
export function documentTitleFor(pathname: string): string {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (under(advisorClientsRoutes.documentvault))
    return `${messages.clientManagementTitle} · ${appDisplayName(AppType.documents)}`;
  if (under(advisorClientsRoutes.passwordguru))
    return `${messages.clientManagementTitle} · ${appDisplayName(AppType.password)}`;
  if (under(webRoutes.advisorHome)) return `${messages.advisorConsoleTitle} · ${messages.productName}`;
  if (under(webRoutes.providerHome)) return `${messages.providerConsoleTitle} · ${messages.productName}`;
  const inApp = under('/password-management') || under('/documents-guru');
  return inApp ? appDisplayName(appTypeOfPath(pathname)) : messages.productName;
}

/** The shared firmBrandingSchema, checked without zod (lib/plainParsers.ts). */
export const firmBrandingParser = parserOf<FirmBranding>(
  shape({ firmId: string, name: string, subdomain: string, logoUrl: string }),
);

/**
 * The firm of the current host (name and logo), as the server knows it from the host name. Display data of
 * every page, the first included: parsed without zod (docs/ARCHITECTURE.md, "Web delivery").
 */
export function fetchBranding(app: AppType): Promise<FirmBranding> {
  return apiRequest(apiPaths.firmBranding, { app, schema: firmBrandingParser });
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
