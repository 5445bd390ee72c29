import type { FirmBranding } from '@guru/shared';

/**
 * Whether the page is served on a firm's own host (`{subdomain}.{BASE_DOMAIN}`), as opposed to the
 * suite's bare domain (which may show a default firm outside production) or an unknown host.
 */
export function isFirmHost(firm: Pick<FirmBranding, 'subdomain'> | undefined, hostname: string): boolean {
  if (!firm || firm.subdomain === '') return false;
  return hostname.toLowerCase().startsWith(`${firm.subdomain.toLowerCase()}.`);
}
