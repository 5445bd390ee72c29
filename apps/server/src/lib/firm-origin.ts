import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import { firmSiteOrigin } from './public-urls.js';

/**
 * The origin of a firm's site for links in e-mails: `{subdomain}.{BASE_DOMAIN}`, or the bare domain when
 * this firm is the default one and the request came that way, with PUBLIC_URL's scheme and port. Nothing
 * of the Host header is copied into a link: a forged host (or port) cannot put a foreign site into our mails.
 */
export function firmOrigin(config: AppConfig, req: FastifyRequest, firm: { subdomain: string }): string {
  const hostname = (req.headers.host ?? '').toLowerCase().replace(/:\d{1,5}$/, '');
  const bareDefault = hostname === config.baseDomain && config.defaultFirm === firm.subdomain;
  if (!bareDefault) return firmSiteOrigin(config, firm.subdomain);
  const { protocol, port } = config.publicUrl;
  return `${protocol}//${config.baseDomain}${port ? `:${port}` : ''}`;
}
