import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_DOCS_PREFIX } from '@guru/shared';

/**
 * Minimal valid inputs for a route, from its zod schemas as the API viewer publishes them (OpenAPI):
 * the required properties only, each with the smallest value its schema accepts. A route whose
 * sample must name real ids or pass a finer rule gives its own in authorization-matrix.ts.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  pattern?: string;
  format?: string;
  default?: unknown;
  const?: unknown;
}

export interface RouteInputs {
  body?: JsonSchema;
  query?: Array<{ name: string; required?: boolean; schema?: JsonSchema }>;
}

/** The published body and query schemas of every documented route, by `METHOD /path` (`:param` style). */
export async function publishedInputs(app: FastifyInstance): Promise<Map<string, RouteInputs>> {
  const res = await app.inject({
    method: 'GET',
    url: `${API_DOCS_PREFIX}/json`,
    headers: { host: 'localhost' },
  });
  if (res.statusCode !== 200) throw new Error(`the API description did not answer: ${res.statusCode}`);
  const doc = res.json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
        }
      >
    >;
  };
  const inputs = new Map<string, RouteInputs>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, op] of Object.entries(operations)) {
      inputs.set(`${method.toUpperCase()} ${url}`, {
        body: op.requestBody?.content?.['application/json']?.schema,
        query: op.parameters?.filter((p) => p.in === 'query'),
      });
    }
  }
  return inputs;
}

const envelope = () =>
  `v1.${crypto.randomBytes(12).toString('base64url')}.${crypto.randomBytes(32).toString('base64url')}`;
const envelopeKeys = new Set([
  'summary',
  'secret',
  'data',
  'recoveryUserKey',
  'protectedUserKey',
  'wrappedUserKey',
]);

function sampleString(s: JsonSchema, key: string): string {
  const pattern = s.pattern ?? '';
  if (s.format === 'uuid' || pattern.includes('{8}-')) return crypto.randomUUID();
  if (s.format === 'date-time' || pattern.includes('-02-29'))
    return new Date(Date.now() + 30 * 86_400_000).toISOString();
  if (s.format === 'email' || /email/i.test(key)) return 'matrix-new@example.com';
  if (/phone/i.test(key)) return '+12025550143';
  if (/subdomain/i.test(key)) return 'matrixnew';
  if (envelopeKeys.has(key)) return envelope();
  const digits = /^\^\\d\{(\d+)\}\$$/.exec(pattern);
  if (digits)
    return (key.toLowerCase().includes('pin') ? '1234' : '0')
      .padEnd(Number(digits[1]), '0')
      .slice(0, Number(digits[1]));
  const repeated = /^\^\[([^\]]+)\]\*?(?:\{(\d+)(?:,\d+)?\})?/.exec(pattern);
  if (repeated) {
    const length = Number(repeated[2] ?? Math.min(s.maxLength ?? 44, Math.max(s.minLength ?? 1, 44)));
    return (repeated[1]!.startsWith('a-z') ? 'a' : 'A').repeat(length);
  }
  return 'Matrix'.padEnd(Math.max(s.minLength ?? 1, 6), 'x').slice(0, s.maxLength ?? 100);
}

/** The smallest value the schema accepts (required properties only). */
export function sampleOf(s: JsonSchema | undefined, key = ''): unknown {
  if (!s) return undefined;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return sampleOf(alternatives.find((a) => a.type !== 'null') ?? alternatives[0], key);
  if (s.allOf?.length) return sampleOf(s.allOf[0], key);
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type ?? (s.properties ? 'object' : undefined)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of s.required ?? []) out[name] = sampleOf(s.properties?.[name], name);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(s.minItems ?? 0, 1) }, () => sampleOf(s.items, key));
    case 'string':
      return sampleString(s, key);
    case 'integer':
    case 'number': {
      const min =
        typeof s.exclusiveMinimum === 'number'
          ? s.exclusiveMinimum + 1
          : (s.minimum ?? 1) + (s.exclusiveMinimum === true ? 1 : 0);
      return min;
    }
    case 'boolean':
      return false;
    default:
      return s.default;
  }
}

/** Required query parameters, sampled. */
export function sampleQuery(inputs: RouteInputs | undefined): Record<string, string> {
  const query: Record<string, string> = {};
  for (const p of inputs?.query ?? []) if (p.required) query[p.name] = String(sampleOf(p.schema, p.name));
  return query;
}
