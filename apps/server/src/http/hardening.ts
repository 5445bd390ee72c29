import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, messages } from '@guru/shared';
import { AppError } from '../lib/app-error.js';

/**
 * Query parameters whose values are secrets or personal data (invite codes, link tokens, e-mail
 * addresses): their values never reach a log line, whatever the path (API or web page).
 */
const SECRET_QUERY_NAME = /code|token|key|kit|secret|pass|pin|email|signature/i;

/** The URL as it may be logged: every secret query value replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const redacted = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is judged as written.
      }
      return eq >= 0 && SECRET_QUERY_NAME.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${redacted}`;
}

/** What the request log says of a request: no cookie, no header, no secret query value. */
export function logSafeRequest(req: FastifyRequest): Record<string, unknown> {
  return { method: req.method, url: redactUrl(req.url), host: req.headers.host, remoteAddress: req.ip };
}

/**
 * API answers are never stored by a browser or a proxy (vault, client lists, exports, the unlock secret
 * are all behind these prefixes), unless a route chose its own caching (the firm logo).
 */
export function installNoStore(api: FastifyInstance): void {
  api.addHook('onSend', async (_req, reply, payload) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** A loopback peer: the machine itself (the raw socket address, never a forwarded header). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host (and port) of an Origin header, or null for `null` or garbage. */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host || null;
  } catch {
    return null;
  }
}

/**
 * Why a state-changing request may not come from where it says it does, or null. A browser tells where a
 * request comes from: Sec-Fetch-Site (same-site is not enough: every firm's subdomain is the same site),
 * else Origin, which must be this very host. A caller that is not a browser (a webhook, a script) sends
 * neither and is judged by its credentials alone. A bodiless text/plain post is what a cross-site form
 * sends: it is refused whatever its origin.
 */
export function crossOriginProblem(req: Pick<FastifyRequest, 'method' | 'headers' | 'host'>): string | null {
  if (SAFE_METHODS.has(req.method)) return null;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `sec-fetch-site ${String(site)}`;
  const origin = req.headers.origin;
  if (origin !== undefined) {
    if (originHost(origin)?.toLowerCase() !== req.host.toLowerCase()) return 'origin';
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const length = Number(req.headers['content-length'] ?? 0);
  if (type === 'text/plain' && !(length > 0)) return 'bodiless text/plain';
  return null;
}

/** Refuses, on every API route, the state-changing requests that another site (or a sibling firm) makes a browser send. */
export function installOriginCheck(api: FastifyInstance): void {
  api.addHook('onRequest', async (req) => {
    if (crossOriginProblem(req)) throw new AppError(ErrorCode.FORBIDDEN, messages.crossOriginRefused);
  });
}
