import { parse } from 'tldts';

/**
 * Which pages may be offered which entries (ADR 0040). A site is its registrable domain (the public suffix
 * list, private suffixes such as github.io included, so two of their sites are two sites), or its exact host
 * for an IP address or a host that is a bare suffix (`localhost`): `bank.example.localhost` and
 * `bank-example.localhost` are two sites, `10.0.0.1` matches only `10.0.0.1`.
 */
export interface Site {
  /** The key entries and pages are matched on. */
  key: string;
  protocol: string;
  hostname: string;
}

/** The URL of an entry's website as typed by a person (`bank.example.com/login` has no scheme). */
function urlOf(text: string): URL | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
}

export function siteOf(text: string): Site | null {
  const url = urlOf(text);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  const parsed = parse(url.href, { allowPrivateDomains: true });
  const hostname = (parsed.hostname ?? '').toLowerCase();
  if (hostname === '') return null;
  const key = parsed.isIp || !parsed.domain ? hostname : parsed.domain.toLowerCase();
  return { key, protocol: url.protocol, hostname };
}

/** Whether an entry's website and a page are the same site. */
export function sameSite(entryWebsite: string, pageUrl: string): boolean {
  const entry = siteOf(entryWebsite);
  const page = siteOf(pageUrl);
  return entry !== null && page !== null && entry.key === page.key;
}

/**
 * Whether a frame may be filled at all: the top page itself, or a frame of the same site as the top page.
 * A login frame of another site (a cross-origin frame whose own domain is not the page's) is never filled,
 * even when an entry matches the frame: the page around it could be anyone's.
 */
export function frameMayBeFilled(frameUrl: string, topUrl: string, isTopFrame: boolean): boolean {
  if (isTopFrame) return true;
  const frame = siteOf(frameUrl);
  const top = siteOf(topUrl);
  return frame !== null && top !== null && frame.key === top.key;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Plain HTTP outside this machine: the person is asked before anything is filled (localhost aside). */
export function isInsecure(pageUrl: string): boolean {
  const site = siteOf(pageUrl);
  if (!site || site.protocol !== 'http:') return false;
  return !(LOOPBACK_HOSTS.has(site.hostname) || site.hostname.endsWith('.localhost'));
}
