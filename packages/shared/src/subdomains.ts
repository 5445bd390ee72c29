/**
 * Subdomain rules of advisor firms: `{subdomain}.{BASE_DOMAIN}` is the firm's site. Lower-case
 * letters, digits and hyphens, 3 to 63 characters, no hyphen first or last (a DNS label), and none of
 * the names the suite or common infrastructure use.
 */
export const reservedSubdomains: ReadonlySet<string> = new Set([
  'www', 'admin', 'administrator', 'api', 'app', 'apps', 'mail', 'email', 'smtp', 'imap', 'pop', 'pop3', 'mx', 'ns', 'ns1', 'ns2', 'dns',
  'ftp', 'sftp', 'ssh', 'vpn', 'demo', 'test', 'staging', 'dev', 'beta', 'static', 'assets', 'cdn', 'media', 'img', 'images', 'files',
  'docs', 'help', 'support', 'status', 'blog', 'billing', 'pay', 'payments', 'stripe', 'webhook', 'webhooks', 'auth', 'login', 'signin',
  'signup', 'register', 'account', 'accounts', 'secure', 'security', 'provider', 'root', 'system', 'internal', 'localhost', 'guru',
  'dashboard', 'console', 'portal', 'pricing', 'contact', 'faq', 'legal', 'privacy', 'terms', 'about', 'home', 'public', 'be', 'pass-api',
  'dev-outbox', 'outbox', 'autodiscover', 'autoconfig', 'postmaster', 'hostmaster', 'webmaster', 'abuse', 'noreply', 'no-reply',
]);

export const subdomainMinLength = 3;
export const subdomainMaxLength = 63;

export function isValidSubdomainSyntax(value: string): boolean {
  return value.length >= subdomainMinLength && value.length <= subdomainMaxLength && /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(value);
}

export function isReservedSubdomain(value: string): boolean {
  return reservedSubdomains.has(value);
}
