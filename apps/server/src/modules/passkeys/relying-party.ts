import { ErrorCode } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { hostnameOf } from '../firms/tenancy.js';
import { passkeysMessages as pm } from '@guru/shared';

/**
 * The relying party of a request (ADR 0044): the firm's own address. Its id is the host name the request
 * came to, which the tenancy hook has already matched to the request's firm (`{subdomain}.{BASE_DOMAIN}`,
 * or the suite's own host for the default firm), so a passkey made at one firm's address is bound by the
 * browser to that address and never opens another firm's. The origin the browser must report is that host
 * with PUBLIC_URL's scheme and port (nothing but the host name is taken from the request).
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyOf(
  ctx: AppContext,
  host: string | undefined,
  firm: { name: string },
): RelyingParty {
  const hostname = hostnameOf(host);
  if (!hostname) throw new AppError(ErrorCode.PASSKEY_REJECTED, pm.passkeyRejected);
  const { protocol, port } = ctx.config.publicUrl;
  return { id: hostname, origin: `${protocol}//${hostname}${port ? `:${port}` : ''}`, name: firm.name };
}
