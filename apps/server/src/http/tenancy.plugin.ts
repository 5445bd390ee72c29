import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, escapeHtml, healthPaths, isUnderPrefix, messages, serverPrefixes } from '@guru/shared';
import type { AppContext } from '../app-context.js';
import { AppError } from '../lib/app-error.js';
import type { FirmSummary } from '../modules/firms/firms.repository.js';
import { classifyHost, resolveFirm } from '../modules/firms/tenancy.js';

declare module 'fastify' {
  interface FastifyRequest {
    resolvedFirm: FirmSummary | null;
    /** The firm of the request's host; throws UNKNOWN_FIRM when there is none. */
    firm(): FirmSummary;
  }
}

/** Answered whatever the host: a load balancer asks by address or by an internal name. */
const ANY_HOST_PATHS = new Set<string>(Object.values(healthPaths));

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Whether a request carries more than one Host header (Node keeps the first and drops the others silently). */
export function hasDuplicateHost(rawHeaders: readonly string[]): boolean {
  let hosts = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.toLowerCase() === 'host') hosts += 1;
  return hosts > 1;
}

/** The page a browser gets at an address that is no firm's: plain, the suite's name, a way to the suite's site. */
export function unknownFirmPage(publicOrigin: string): string {
  const title = `${messages.unknownFirmTitle} · ${messages.productName}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937}a{color:#1d4ed8}</style></head>
<body><main><p>${escapeHtml(messages.productName)}</p><h1>${escapeHtml(messages.unknownFirmTitle)}</h1><p>${escapeHtml(messages.unknownFirm)}</p>
<p><a href="${escapeHtml(publicOrigin)}">${escapeHtml(messages.unknownFirmHomeLink)}</a></p></main></body></html>
`;
}

function isServerPath(url: string): boolean {
  return serverPrefixes.some((prefix) => isUnderPrefix(url, prefix));
}

function replyUnknownFirm(req: FastifyRequest, reply: FastifyReply, publicOrigin: string): FastifyReply {
  void reply.status(404).header('cache-control', 'no-store');
  if (isServerPath(req.url)) {
    return reply.send({ error: { code: ErrorCode.UNKNOWN_FIRM, message: messages.unknownFirm } });
  }
  return reply.type('text/html; charset=utf-8').send(unknownFirmPage(publicOrigin));
}

/**
 * On the root instance, before any route is added (ADR 0029): a request with two Host headers is refused
 * (400); one at a host that is no firm's (`evil.example`, an unknown subdomain) is answered "no such firm"
 * (404: the API's error envelope, a plain page for a browser), never served as the default firm; otherwise
 * the firm of its host is found (for the API: the default firm on the suite's own host).
 */
export function installTenancy(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('resolvedFirm', null);
  app.decorateRequest('firm', function firm(this: { resolvedFirm: FirmSummary | null }) {
    if (!this.resolvedFirm) throw new AppError(ErrorCode.UNKNOWN_FIRM, messages.unknownFirm);
    return this.resolvedFirm;
  });
  app.addHook('onRequest', async (req, reply) => {
    if (hasDuplicateHost(req.raw.rawHeaders)) {
      return reply
        .status(400)
        .send({ error: { code: ErrorCode.VALIDATION, message: messages.invalidInput } });
    }
    if (ANY_HOST_PATHS.has(pathOf(req.url))) return;
    const kind = classifyHost(req.headers.host, ctx.config);
    // The suite's own host needs the default firm only for the API; its pages and files need no lookup.
    if (kind.kind === 'suite' && !isServerPath(req.url)) return;
    const found = await resolveFirm(ctx.repos.firms, kind, ctx.config.defaultFirm);
    if (!found.known) return replyUnknownFirm(req, reply, ctx.config.publicUrl.origin);
    req.resolvedFirm = found.firm;
  });
}

/**
 * In a plugin whose routes need the host's firm outside the API prefixes (installTenancy finds it for the API
 * only, and has already answered a host that is no firm's).
 */
export function resolveFirmOfHost(scope: FastifyInstance, ctx: AppContext): void {
  scope.addHook('onRequest', async (req) => {
    const found = await resolveFirm(
      ctx.repos.firms,
      classifyHost(req.headers.host, ctx.config),
      ctx.config.defaultFirm,
    );
    req.resolvedFirm = found.known ? found.firm : null;
  });
}
