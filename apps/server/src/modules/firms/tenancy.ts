import type { FirmsRepository, FirmSummary } from './firms.repository.js';

/**
 * Where a request's Host points (ADR 0029): the suite's own host (the bare BASE_DOMAIN, PUBLIC_URL's host,
 * `localhost`, `127.0.0.1`, `[::1]`), which serves the default firm when one is configured; a firm's
 * `{subdomain}.{BASE_DOMAIN}`; or nowhere (any other host, a deeper subdomain, a malformed one).
 */
export type HostKind = { kind: 'suite' } | { kind: 'firm'; subdomain: string } | { kind: 'unknown' };

/** The hosts of the suite itself, and the domain under which each firm has its subdomain. */
export interface SuiteHosts {
  baseDomain: string;
  publicUrl: URL;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host name of a Host header, lower-cased, without its port; null when it is not one. */
export function hostnameOf(host: string | undefined): string | null {
  if (!host) return null;
  const hostname = host
    .trim()
    .toLowerCase()
    .replace(/:\d{1,5}$/, '');
  return /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(hostname) ? hostname : null;
}

export function classifyHost(host: string | undefined, suite: SuiteHosts): HostKind {
  const hostname = hostnameOf(host);
  if (hostname === null) return { kind: 'unknown' };
  if (
    LOOPBACK_NAMES.has(hostname) ||
    hostname === suite.baseDomain ||
    hostname === suite.publicUrl.hostname.toLowerCase()
  )
    return { kind: 'suite' };
  if (!hostname.endsWith(`.${suite.baseDomain}`)) return { kind: 'unknown' };
  const sub = hostname.slice(0, -(suite.baseDomain.length + 1));
  return /^[a-z0-9-]{1,63}$/.test(sub) ? { kind: 'firm', subdomain: sub } : { kind: 'unknown' };
}

/** The firm a host serves (null: the suite's own host without a default firm), or `unknown` when it belongs to no firm. */
export type HostFirm = { known: true; firm: FirmSummary | null } | { known: false };

export async function resolveFirm(
  firms: FirmsRepository,
  kind: HostKind,
  defaultFirm: string | null,
): Promise<HostFirm> {
  if (kind.kind === 'unknown') return { known: false };
  if (kind.kind === 'firm') {
    const firm = await firms.findBySubdomain(kind.subdomain);
    return firm ? { known: true, firm } : { known: false };
  }
  return { known: true, firm: defaultFirm ? ((await firms.findBySubdomain(defaultFirm)) ?? null) : null };
}
