import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import type { FirmSummary } from '../modules/firms/firms.repository.js';

/**
 * The origin of a firm's site for links in e-mails: `{subdomain}.{BASE_DOMAIN}` (or the bare
 * domain when this firm is the default one and the request came that way), with the request's
 * port. Never an arbitrary Host header: a forged host cannot put a foreign site into our mails.
 */
export function firmOrigin(config: AppConfig, req: FastifyRequest, firm: FirmSummary): string {
  const host = (req.headers.host ?? '').toLowerCase();
  const match = /^(.*?)(:\d{1,5})?$/.exec(host);
  const hostname = match?.[1] ?? '';
  const port = match?.[2] ?? '';
  const firmHost = `${firm.subdomain}.${config.baseDomain}`;
  const bareDefault = hostname === config.baseDomain && config.defaultFirm === firm.subdomain;
  const protocol = config.production ? 'https' : req.protocol;
  return `${protocol}://${bareDefault ? hostname : firmHost}${port}`;
}
