import { subscriptionMessages } from './messages-subscriptions.js';

/**
 * Subdomain rules of advisor firms: `{subdomain}.{BASE_DOMAIN}` is the firm's site. Lower-case
 * letters, digits and hyphens, 3 to 63 characters, no hyphen first or last (a DNS label), and none of
 * the names the suite or common infrastructure use.
 */
export const reservedSubdomains: ReadonlySet<string> = new Set([
  'www',
  'admin',
  'administrator',
  'api',
  'app',
  'apps',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'pop3',
  'mx',
  'ns',
  'ns1',
  'ns2',
  'dns',
  'ftp',
  'sftp',
  'ssh',
  'vpn',
  'demo',
  'test',
  'staging',
  'dev',
  'beta',
  'static',
  'assets',
  'cdn',
  'media',
  'img',
  'images',
  'files',
  'docs',
  'help',
  'support',
  'status',
  'blog',
  'billing',
  'pay',
  'payments',
  'stripe',
  'webhook',
  'webhooks',
  'auth',
  'login',
  'signin',
  'signup',
  'register',
  'account',
  'accounts',
  'secure',
  'security',
  'provider',
  'root',
  'system',
  'internal',
  'localhost',
  'guru',
  'dashboard',
  'console',
  'portal',
  'pricing',
  'contact',
  'faq',
  'legal',
  'privacy',
  'terms',
  'about',
  'home',
  'public',
  'be',
  'pass-api',
  'dev-outbox',
  'outbox',
  'autodiscover',
  'autoconfig',
  'postmaster',
  'hostmaster',
  'webmaster',
  'abuse',
  'noreply',
  'no-reply',
]);

export const subdomainMinLength = 3;
export const subdomainMaxLength = 63;

export function isValidSubdomainSyntax(value: string): boolean {
  return (
    value.length >= subdomainMinLength &&
    value.length <= subdomainMaxLength &&
    /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(value)
  );
}

export function isReservedSubdomain(value: string): boolean {
  return reservedSubdomains.has(value);
}

/**
 * Look-alike addresses (ADR 0030). A firm's address must not pass for the suite's own or for another
 * firm's: the rules below are pure, so the browser says why while the user types; the comparison with
 * the existing firms runs on the server, which has their list.
 */

/** An IDN ("punycode", `xn--`) label, or any label with hyphens in its 3rd and 4th places (reserved for such encodings). */
export function isIdnSubdomain(value: string): boolean {
  return value.slice(2, 4) === '--';
}

/** Words of the platform refused anywhere inside an address, however they are spelled with look-alike characters. */
export const platformWordsContained: readonly string[] = [
  'guru',
  'admin',
  'support',
  'secure',
  'login',
  'logon',
  'signin',
  'signon',
  'billing',
  'stripe',
  'password',
  'passwd',
  'verify',
  'official',
  'webmail',
  'helpdesk',
  'postmaster',
  'webmaster',
  'hostmaster',
  'noreply',
  'unlock',
];

/**
 * Short words of the platform refused as a whole part of an address (between hyphens, digits aside):
 * inside a longer word they are ordinary ("capital" holds "api"), around digits or hyphens they are not
 * ("www1", "demo-wealth", "api-secure").
 */
export const platformWordsAsPart: readonly string[] = [
  'www',
  'api',
  'mail',
  'email',
  'smtp',
  'help',
  'demo',
  'auth',
  'app',
  'apps',
  'pay',
  'payment',
  'payments',
  'account',
  'accounts',
  'team',
  'staff',
  'status',
  'cdn',
  'dev',
  'test',
  'ftp',
  'vpn',
  'root',
  'provider',
  'portal',
  'console',
  'dashboard',
];

/** Look-alike characters and pairs, each to one representative: 0/o, 1/l/i, 3/e, 4/a, 5/s, 7/t, 8/b, rn/m, vv/w. */
const lookAlikes: ReadonlyArray<[RegExp, string]> = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/0/g, 'o'],
  [/[1i]/g, 'l'],
  [/3/g, 'e'],
  [/4/g, 'a'],
  [/5/g, 's'],
  [/7/g, 't'],
  [/8/g, 'b'],
];

/** What an address looks like to a reader: look-alike characters folded to one, hyphens removed. */
export function subdomainSkeleton(value: string): string {
  let s = value.toLowerCase().replace(/-/g, '');
  for (const [from, to] of lookAlikes) s = s.replace(from, to);
  return s;
}

/** The skeleton without the digits: "demo1" and "demo-22" read as "demo". */
function bareSkeleton(value: string): string {
  return subdomainSkeleton(value.replace(/[0-9]/g, ''));
}

/** The platform word an address contains or is built around, or null. */
export function platformWordIn(value: string): string | null {
  const whole = subdomainSkeleton(value);
  const contained = platformWordsContained.find((w) => whole.includes(subdomainSkeleton(w)));
  if (contained) return contained;
  const parts = [...value.split('-'), value];
  const forms = new Set(parts.flatMap((p) => [subdomainSkeleton(p), bareSkeleton(p)]));
  return platformWordsAsPart.find((w) => forms.has(subdomainSkeleton(w))) ?? null;
}

/** Edit distance of two strings, stopping early once it is over `max` (returns max + 1 then). */
function editDistanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Labels of this many characters or more are confusable one edit away. */
export const confusableEditMinLength = 4;

/**
 * Whether a new address reads like an existing one (not the same: that one is taken): the same
 * skeleton (look-alike characters folded, hyphens removed), the same without digits, or one edit away
 * when both are at least 4 characters long.
 */
export function isConfusableSubdomain(candidate: string, existing: string): boolean {
  if (candidate === existing) return false;
  const a = subdomainSkeleton(candidate);
  const b = subdomainSkeleton(existing);
  if (a === b) return true;
  const bareA = bareSkeleton(candidate);
  if (bareA.length >= subdomainMinLength && bareA === bareSkeleton(existing)) return true;
  return (
    Math.min(candidate.length, existing.length) >= confusableEditMinLength && editDistanceWithin(a, b, 1) <= 1
  );
}

/** The first existing address the candidate is confusable with, or null. */
export function confusableWith(candidate: string, existing: Iterable<string>): string | null {
  for (const e of existing) if (isConfusableSubdomain(candidate, e)) return e;
  return null;
}

/** Why an address cannot be used by the rules alone (not the existing firms), as a message, or null. */
export function subdomainRuleProblem(value: string): string | null {
  if (!isValidSubdomainSyntax(value)) return subscriptionMessages.subdomainInvalid;
  if (isIdnSubdomain(value)) return subscriptionMessages.subdomainIdn;
  if (isReservedSubdomain(value)) return subscriptionMessages.subdomainReserved;
  if (platformWordIn(value) !== null) return subscriptionMessages.subdomainPlatformWord;
  return null;
}
