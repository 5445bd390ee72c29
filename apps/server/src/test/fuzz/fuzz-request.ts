import fc from 'fast-check';
import type { FastifySchema, LightMyRequestResponse } from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import { fuzzArbitrary, hostileStrings, type ArbitraryHints } from './zod-arbitrary.js';

/** One API operation as the app registered it: method, path pattern, zod schemas. */
export interface FuzzOperation {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

/** A request ready for app.inject (the caller's host and cookies are added when it is sent). */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
}

const zodOf = (value: unknown): $ZodType | undefined =>
  typeof value === 'object' && value !== null && '_zod' in value ? (value as $ZodType) : undefined;

/** encodeURIComponent that survives lone surrogates. */
function encodePart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(
      value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
    );
  }
}

function queryValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

/** The generated query object as a query string (arrays as repeated keys, the rest as text). */
export function encodeQuery(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return `q=${encodePart(queryValue(value))}`;
  const parts: string[] = [];
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v])
      parts.push(`${encodePart(key)}=${encodePart(queryValue(item))}`);
  }
  return parts.join('&');
}

/** Query strings no encoder would make: broken escapes, bracket nesting, pollution keys. */
const rawQueries = [
  '%',
  '%E0%A4%A',
  'a=%ZZ',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'a[b][c]=1',
  '&&&==&',
  `page=${'9'.repeat(400)}`,
  'x='.repeat(2_000),
];

function paramArbitrary(
  name: string,
  schema: $ZodType | undefined,
  hints: ArbitraryHints,
): fc.Arbitrary<string> {
  const ids = hints.realIds ?? [];
  const options: Array<fc.WeightedArbitrary<string>> = [
    { arbitrary: fc.constantFrom(...hostileStrings, 'a'.repeat(300), '..', '.', '%2F..%2F'), weight: 2 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
  ];
  if (ids.length > 0) options.push({ arbitrary: fc.constantFrom(...ids), weight: 3 });
  const field = schema
    ? zodOf((schema._zod.def as { shape?: Record<string, unknown> }).shape?.[name])
    : undefined;
  if (field) options.push({ arbitrary: fuzzArbitrary(field, hints).map(queryValue), weight: 2 });
  return fc.oneof(...options).map((v) => (v === '' ? 'x' : v));
}

/** Path with each `:param` (and a trailing `*`) filled in. */
function pathArbitrary(op: FuzzOperation, hints: ArbitraryHints): fc.Arbitrary<string> {
  const names = [...op.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  const wildcard = op.url.endsWith('*');
  const params = zodOf(op.schema?.params);
  const parts = names.map((n) => paramArbitrary(n, params, hints));
  const star = wildcard
    ? fc.constantFrom('index.css', '../../package.json', '%2e%2e/%2e%2e/etc/passwd', 'a'.repeat(300))
    : fc.constant('');
  return fc.tuple(fc.tuple(...parts), star, fc.boolean()).map(([values, rest, raw]) => {
    let url = op.url;
    names.forEach((n, i) => {
      const v = values[i]!;
      // Mostly encoded; sometimes raw, as an attacker sends it.
      url = url.replace(
        `:${n}`,
        raw && /^[\x21-\x7e]*$/.test(v) && !v.includes('?') && !v.includes('#') ? v : encodePart(v),
      );
    });
    return wildcard ? url.slice(0, -1) + rest : url;
  });
}

function queryArbitrary(op: FuzzOperation, hints: ArbitraryHints): fc.Arbitrary<string> {
  const schema = zodOf(op.schema?.querystring);
  const generated = schema ? fuzzArbitrary(schema, hints).map(encodeQuery) : fc.constant('');
  return fc.oneof(
    { arbitrary: generated, weight: 8 },
    { arbitrary: fc.constantFrom(...rawQueries), weight: 1 },
    {
      arbitrary: fc
        .dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 })
        .map(encodeQuery),
      weight: 1,
    },
  );
}

const JSON_TYPE = 'application/json';

/** Bodies a parser must refuse cleanly. */
const malformedBodies = [
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}garbage',
  '\uFEFF{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":"\\ud800"}',
  '{"a":1e999999}',
  '"just a string"',
  '42',
  'null',
  '[]',
];

type Body = { contentType: string | undefined; payload: string | undefined };

function bodyArbitrary(op: FuzzOperation, hints: ArbitraryHints): fc.Arbitrary<Body> {
  if (op.method === 'GET' || op.method === 'HEAD')
    return fc.constant({ contentType: undefined, payload: undefined });
  const schema = zodOf(op.schema?.body);
  const value = schema
    ? fuzzArbitrary(schema, hints)
    : fc.oneof(fc.constant(undefined), fc.object({ maxDepth: 2 }), fc.string());
  const json = value.map((v): Body => {
    const payload = JSON.stringify(v);
    return payload === undefined
      ? { contentType: undefined, payload: undefined }
      : { contentType: JSON_TYPE, payload };
  });
  return fc.oneof(
    { arbitrary: json, weight: 20 },
    { arbitrary: fc.constant({ contentType: JSON_TYPE, payload: '' }), weight: 1 },
    { arbitrary: fc.constant({ contentType: undefined, payload: undefined }), weight: 1 },
    {
      arbitrary: fc.constantFrom(...malformedBodies).map((payload) => ({ contentType: JSON_TYPE, payload })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            'application/json; charset=utf-16',
            'application/offset+octet-stream',
          ),
          json,
        )
        .map(([contentType, b]) => ({ contentType, payload: b.payload ?? 'a=1' })),
      weight: 2,
    },
    {
      arbitrary: fc.constant({
        contentType: JSON_TYPE,
        payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }),
      }),
      weight: 1,
    },
  );
}

/** Requests for one operation: hostile and valid-looking path params, query and body, odd bodies. */
export function requestArbitrary(op: FuzzOperation, hints: ArbitraryHints): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(pathArbitrary(op, hints), queryArbitrary(op, hints), bodyArbitrary(op, hints))
    .map(([path, query, body]): FuzzRequest => ({
      method: op.method,
      url: query ? `${path}?${query}` : path,
      headers: body.contentType ? { 'content-type': body.contentType } : ({} as Record<string, string>),
      payload: body.payload,
    }));
}

/** What a 4xx body must never show: stack frames, SQL, driver and validator internals. */
const internals =
  /\n\s+at |node_modules|\.ts:\d+|SQLITE_|sqlite3|syntax error|\bSELECT\b.+\bFROM\b|\bINSERT INTO\b|\bDELETE FROM\b|duplicate key|violates .*constraint|relation "|ZodError|"stack"/i;

function schemaForStatus(op: FuzzOperation, status: number): $ZodType | undefined {
  const response = op.schema?.response as Record<string, unknown> | undefined;
  return response ? zodOf(response[String(status)]) : undefined;
}

/** Every broken promise of the API in one answer: 5xx, a 2xx off its schema, a 4xx off the envelope or leaking internals. */
export function responseProblems(op: FuzzOperation, res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const status = res.statusCode;
  const type = String(res.headers['content-type'] ?? '');
  const parsed = (): unknown => {
    try {
      return JSON.parse(res.body) as unknown;
    } catch {
      return undefined;
    }
  };
  if (status >= 500) problems.push(`answered ${status}: ${res.body.slice(0, 300)}`);
  if (status >= 200 && status < 300) {
    const schema = schemaForStatus(op, status);
    if (schema && type.includes('json')) {
      const result = safeParse(schema, parsed());
      if (!result.success)
        problems.push(
          `a ${status} off the response schema: ${JSON.stringify(result.error.issues).slice(0, 500)}`,
        );
    }
  }
  if (status >= 400 && status < 500) {
    const body = parsed() as { error?: { code?: unknown; message?: unknown } } | undefined;
    if (
      !type.includes('json') ||
      typeof body?.error?.code !== 'string' ||
      typeof body.error.message !== 'string'
    ) {
      problems.push(`a ${status} without the error envelope: ${type} ${res.body.slice(0, 200)}`);
    }
    if (internals.test(res.body)) problems.push(`a ${status} showing internals: ${res.body.slice(0, 300)}`);
  }
  return problems;
}
