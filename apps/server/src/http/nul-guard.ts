import type { FastifyInstance } from 'fastify';
import { appErrors } from '../lib/app-error.js';

/** A parsed object (JSON body, query, params; the query parser's objects have a prototype of their own), not bytes or a stream. */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/** Whether a parsed request part holds a string with a NUL character, at any depth. */
export function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      stack.push(...current);
    } else if (isPlainRecord(current)) {
      for (const [key, inner] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/**
 * No text with a NUL character reaches a service: PostgreSQL cannot store or compare one (the query
 * fails, a 500), and no field of the API has a use for it. Path parameters, query and JSON body are
 * checked before validation; a NUL anywhere answers 400. Raw bodies (upload chunks) are not text.
 */
export function installNulGuard(api: FastifyInstance): void {
  api.addHook('preValidation', async (req) => {
    if (holdsNul(req.params) || holdsNul(req.query) || holdsNul(req.body)) throw appErrors.validation();
  });
}
