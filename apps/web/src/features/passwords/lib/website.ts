/** Website/Application Name: a web address (a link) or the name of an application or a place. */

const WEB_ADDRESS_PREFIX = /^https?:\/\//i;
/** A host name after URL parsing (IDNs are punycode by then), or a bracketed IPv6 address. */
const HOST_NAME =
  /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?\.)*[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?\.?$|^\[[0-9a-f:.]+\]$/i;

/** True when the value is meant as a web address (it starts with http:// or https://). */
export function isWebAddress(website: string): boolean {
  return WEB_ADDRESS_PREFIX.test(website.trim());
}

/** The parsed address of an http(s) website value that may be a link, or null. */
function linkableUrl(website: string): URL | null {
  const trimmed = website.trim();
  if (!isWebAddress(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  // Browsers differ on odd hosts (Chromium escapes a space, others refuse it): check it ourselves.
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !HOST_NAME.test(url.hostname)) return null;
  return url;
}

/**
 * The href for a website value, or null when it must not be a link: only http(s) addresses that
 * parse, and never with credentials (any user:password@ part is dropped).
 */
export function websiteHref(website: string): string | null {
  const url = linkableUrl(website);
  if (!url) return null;
  url.username = '';
  url.password = '';
  return url.href;
}

/**
 * The entries' derived isWebsite flag (seed section 3: the website starts with http:// or https://),
 * kept to addresses that can really be opened, so the flag alone decides link or text.
 */
export function isWebsite(website: string): boolean {
  // websiteHref(website) !== null without writing the address back: it is worked out for every entry at unlock.
  return linkableUrl(website) !== null;
}

/** A filled value is valid when it is a name, or a web address that parses. */
export function isValidWebsite(website: string): boolean {
  const trimmed = website.trim();
  if (trimmed === '') return false;
  return !isWebAddress(trimmed) || websiteHref(trimmed) !== null;
}
