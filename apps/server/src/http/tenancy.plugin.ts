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

/** On the root instance: every request can ask for the firm of its host. */
export function installTenancy(app: FastifyInstance): void {
  app.decorateRequest('resolvedFirm', null);
  app.decorateRequest('firm', function firm(this: { resolvedFirm: FirmSummary | null }) {
    if (!this.resolvedFirm) throw new AppError(ErrorCode.UNKNOWN_FIRM, messages.unknownFirm);
    return this.resolvedFirm;
  });
}

/** In each API prefix's plugin: resolves the firm from the host, before any access check. */
export function resolveFirmOfHost(api: FastifyInstance, ctx: AppContext): void {
  api.addHook('onRequest', async (req) => {
    req.resolvedFirm = await resolveFirm(ctx.repos.firms, req.headers.host, ctx.config.baseDomain, ctx.config.defaultFirm);
  });
}
