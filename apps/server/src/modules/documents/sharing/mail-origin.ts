import type { AppConfig } from '../../../config.js';
import type { FirmSummary } from '../../firms/firms.repository.js';

/**
 * The origin of a firm's site for links in mails sent outside any request (the notifications job):
 * `{subdomain}.{BASE_DOMAIN}` from the configuration, https in production; outside production with
 * the configured port (the server serves the web app there). Requests use lib/firm-origin.ts instead.
 */
export function configuredFirmOrigin(config: AppConfig, firm: Pick<FirmSummary, 'subdomain'>): string {
  const host = `${firm.subdomain}.${config.baseDomain}`;
  if (config.production) return `https://${host}`;
  const port = config.port === 80 ? '' : `:${config.port}`;
  return `http://${host}${port}`;
}
