import type { AppConfig } from '../config.js';

/**
 * Addresses for e-mails and redirects, from the configuration only (PUBLIC_URL and BASE_DOMAIN),
 * never from a request's Host: a forged Host cannot put a foreign site into our mails or redirects.
 */

/** A page of the public site: PUBLIC_URL + path (and query). */
export function publicSiteUrl(config: AppConfig, pathAndQuery: string): string {
  return new URL(pathAndQuery, config.publicUrl).toString();
}

/** A firm's own site: PUBLIC_URL's scheme and port, host `{subdomain}.{BASE_DOMAIN}`. */
export function firmSiteOrigin(config: AppConfig, subdomain: string): string {
  const { protocol, port } = config.publicUrl;
  return `${protocol}//${subdomain}.${config.baseDomain}${port ? `:${port}` : ''}`;
}

export function firmSiteUrl(config: AppConfig, subdomain: string, pathAndQuery = '/'): string {
  return new URL(pathAndQuery, firmSiteOrigin(config, subdomain)).toString();
}

/** A link carrying a single-use token in its query. */
export function withToken(url: string, token: string): string {
  const u = new URL(url);
  u.searchParams.set('token', token);
  return u.toString();
}
