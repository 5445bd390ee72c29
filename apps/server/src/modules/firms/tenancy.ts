import type { FirmsRepository, FirmSummary } from './firms.repository.js';

/**
 * The firm of a request: `{subdomain}.{baseDomain}` selects that firm; the bare
 * domain (or any other host) gets the default firm when one is configured.
 */
export function subdomainOfHost(host: string | undefined, baseDomain: string): string | null {
  if (!host) return null;
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  if (!hostname.endsWith(`.${baseDomain}`)) return null;
  const sub = hostname.slice(0, -(baseDomain.length + 1));
  return /^[a-z0-9-]{1,63}$/.test(sub) ? sub : null;
}

export async function resolveFirm(
  firms: FirmsRepository,
  host: string | undefined,
  baseDomain: string,
  defaultFirm: string | null,
): Promise<FirmSummary | null> {
  const sub = subdomainOfHost(host, baseDomain);
  if (sub) return (await firms.findBySubdomain(sub)) ?? null;
  return defaultFirm ? ((await firms.findBySubdomain(defaultFirm)) ?? null) : null;
}
