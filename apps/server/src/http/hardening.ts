import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, messages } from '@guru/shared';
import { AppError } from '../lib/app-error.js';

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

/** The origin (scheme, host and port, default ports dropped) of a URL or of `scheme//host`, or null for `null` or garbage. */
function originOf(text: string): string | null {
  try {
    const origin = new URL(text).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Why a state-changing request may not come from where it says it does, or null. A browser tells where a
 * request comes from: Sec-Fetch-Site (same-site is not enough: every firm's subdomain is the same site),
 * else Origin, which must be this very origin: the suite's scheme (PUBLIC_URL's, never a header's), this
 * host and this port. A caller that is not a browser (a webhook, a script) sends neither and is judged by
 * its credentials alone. A bodiless text/plain post is what a cross-site form sends: it is refused
 * whatever its origin. The browser extension's origins named by EXTENSION_ORIGINS (ADR 0040) are let through
 * as the suite's own: a page cannot send another origin's Origin header.
 */
export function crossOriginProblem(
  req: Pick<FastifyRequest, 'method' | 'headers' | 'host'>,
  publicScheme: string,
  extensionOrigins: readonly string[] = [],
): string | null {
  if (SAFE_METHODS.has(req.method)) return null;
  const origin = req.headers.origin;
  if (origin !== undefined && extensionOrigins.includes(origin.toLowerCase())) return null;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return `sec-fetch-site ${String(site)}`;
  if (origin !== undefined) {
    const own = originOf(`${publicScheme}//${req.host}`);
    if (own === null || originOf(origin) !== own) return 'origin';
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const length = Number(req.headers['content-length'] ?? 0);
  if (type === 'text/plain' && !(length > 0)) return 'bodiless text/plain';
  return null;
}

/** Refuses, on every API route, the state-changing requests that another site (or a sibling firm) makes a browser send. */
export function installOriginCheck(api: FastifyInstance): void {
  api.addHook('onRequest', async (req) => {
    const { publicUrl, extensionOrigins } = api.guru.config;
    if (crossOriginProblem(req, publicUrl.protocol, extensionOrigins))
      throw new AppError(ErrorCode.FORBIDDEN, messages.crossOriginRefused);
  });
}
