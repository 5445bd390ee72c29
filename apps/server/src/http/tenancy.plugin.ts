import type { FastifyInstance } from 'fastify';
import { ErrorCode, messages } from '@guru/shared';
import type { AppContext } from '../app-context.js';
import { AppError } from '../lib/app-error.js';
import type { FirmSummary } from '../modules/firms/firms.repository.js';
import { resolveFirm } from '../modules/firms/tenancy.js';

declare module 'fastify' {
  interface FastifyRequest {
    resolvedFirm: FirmSummary | null;
    /** The firm of the request's host; throws UNKNOWN_FIRM when there is none. */
    firm(): FirmSummary;
  }
}

/** Resolves the firm from the host of every API request. */
export function installTenancy(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('resolvedFirm', null);
  app.decorateRequest('firm', function firm(this: { resolvedFirm: FirmSummary | null }) {
    if (!this.resolvedFirm) throw new AppError(ErrorCode.UNKNOWN_FIRM, messages.unknownFirm);
    return this.resolvedFirm;
  });
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/pass-api/api/') && !req.url.startsWith('/be/api/') && !req.url.startsWith('/dev/')) return;
    req.resolvedFirm = await resolveFirm(ctx.repos.firms, req.headers.host, ctx.config.baseDomain, ctx.config.defaultFirm);
  });
}
