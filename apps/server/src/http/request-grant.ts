import type { FastifyRequest } from 'fastify';
import { appErrors } from '../lib/app-error.js';

export interface RequestGrant<T> {
  /** Route hook: checks the caller before any body is read, and keeps what it found. */
  onRequest(req: FastifyRequest): Promise<void>;
  /** What onRequest found for this request. */
  of(req: FastifyRequest): T;
}

/**
 * Authorization that runs on onRequest (so strangers cannot make the server parse a large body)
 * and hands its result to the handler.
 */
export function requestGrant<T>(check: (req: FastifyRequest) => Promise<T>): RequestGrant<T> {
  const granted = new WeakMap<FastifyRequest, T>();
  return {
    onRequest: async (req) => {
      granted.set(req, await check(req));
    },
    of: (req) => {
      if (!granted.has(req)) throw appErrors.unauthenticated();
      return granted.get(req) as T;
    },
  };
}
