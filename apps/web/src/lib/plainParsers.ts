import type { ResponseParser } from './apiClient';

/**
 * Response parsers without zod, for the few calls of the first page (branding, the sign-in's prelogin,
 * login, logout and session stage; docs/ARCHITECTURE.md, "Web delivery"), which must not load zod. Each
 * one mirrors a shared zod schema, and a unit test holds them to it (`plainParsers.unit.test.ts`,
 * `signInParsers.unit.test.ts`). Like zod objects, `shape` keeps only the keys it names.
 */

/** An answer that does not have the shape its parser expects; `path` says where. */
export class ResponseShapeError extends Error {
  constructor(readonly path: string) {
    super(`Unexpected response at ${path === '' ? 'its top' : path}`);
    this.name = 'ResponseShapeError';
  }
}

/** Checks one value (at `path`, for the error) and returns it typed. */
export type Check<T> = (value: unknown, path: string) => T;

export const string: Check<string> = (value, path) => {
  if (typeof value !== 'string') throw new ResponseShapeError(path);
  return value;
};

export const positiveInteger: Check<number> = (value, path) => {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) throw new ResponseShapeError(path);
  return value;
};

/** One of the given strings (or the one literal). */
export function oneOf<const L extends string | boolean>(...allowed: readonly L[]): Check<L> {
  return (value, path) => {
    if (!allowed.includes(value as L)) throw new ResponseShapeError(path);
    return value as L;
  };
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value, path) => (value === null ? null : check(value, path));
}

/** Any object (not an array), returned as it is: what another library reads (WebAuthn options). */
export const record: Check<Record<string, unknown>> = (value, path) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ResponseShapeError(path);
  return value as Record<string, unknown>;
};

/** An object with at least these keys, returned with only these keys. */
export function shape<S extends Record<string, Check<unknown>>>(
  checks: S,
): Check<{ [K in keyof S]: ReturnType<S[K]> }> {
  return (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new ResponseShapeError(path);
    const out: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(checks)) {
      out[key] = check((value as Record<string, unknown>)[key], path === '' ? key : `${path}.${key}`);
    }
    return out as { [K in keyof S]: ReturnType<S[K]> };
  };
}

/** The first of the alternatives that accepts the value (a discriminated union: each checks its tag). */
export function either<A, B>(first: Check<A>, second: Check<B>): Check<A | B> {
  return (value, path) => {
    try {
      return first(value, path);
    } catch {
      return second(value, path);
    }
  };
}

export function parserOf<T>(check: Check<T>): ResponseParser<T> {
  return { parse: (input) => check(input, '') };
}
