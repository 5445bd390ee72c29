import { subdomainMaxLength, subdomainRuleProblem } from '@guru/shared';

/**
 * What the subdomain box keeps of what is typed: lower case, spaces, dots and underscores as
 * hyphens, nothing else but letters, digits and hyphens, at most 63 characters. The rules'
 * messages (too short, hyphen at an end, IDN, reserved) are the server's, from @guru/shared.
 */
export function subdomainInput(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[\s._]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, subdomainMaxLength);
}

/** A subdomain proposed from the firm's name ("Smith & Co. Wealth" → "smith-co-wealth"). */
export function subdomainFromName(name: string): string {
  const plain = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return subdomainInput(plain.replace(/[^A-Za-z0-9]+/g, '-'))
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Why a subdomain cannot be used by the shared rules (syntax, IDN, reserved and platform words, ADR
 * 0030), or null; the server checks availability and look-alikes of existing firms.
 */
export function subdomainProblem(subdomain: string): string | null {
  return subdomainRuleProblem(subdomain);
}

export interface PageLocation {
  protocol: string;
  /** host with its port, e.g. `localhost:3000` or `demo.localhost:3000`. */
  host: string;
}

/**
 * The site address a firm gets: `{subdomain}.{base}` where the base is this page's host without
 * the subdomain of the firm that serves it (`currentSubdomain`, from the branding), so that the hint
 * is right on `localhost:3000` and on `demo.localhost:3000` alike.
 */
export function firmAddress(subdomain: string, page: PageLocation, currentSubdomain?: string): string {
  const host = page.host.toLowerCase();
  const prefix = currentSubdomain ? `${currentSubdomain.toLowerCase()}.` : '';
  const base = prefix !== '' && host.startsWith(prefix) ? host.slice(prefix.length) : host;
  return `${page.protocol}//${subdomain === '' ? '…' : subdomain}.${base}`;
}

/** The address to show for a sign-in URL of the server (its origin, without a path); the URL itself if it does not parse. */
export function addressOf(url: string, base: string): string {
  try {
    return new URL(url, base).origin;
  } catch {
    return url;
  }
}
