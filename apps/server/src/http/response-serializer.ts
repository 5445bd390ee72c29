import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responseJsonSchema } from './response-json-schema.js';

/**
 * How a route's answers are written (ADR 0024). `zod`: each answer is checked against the response schema, then
 * JSON.stringify (development and tests, so that a presenter drifting from its schema fails). `compiled`
 * (production): a serializer compiled once per route and status by fast-json-stringify from the schema's JSON
 * Schema (http/response-json-schema.ts), which writes the declared properties only, the same JSON the zod one
 * writes for an answer the schema accepts; a schema it cannot reproduce keeps the zod serializer.
 */
export type ResponseSerializerMode = 'zod' | 'compiled';

/** What was chosen for one route's answers of one status (the tests walk every route with it). */
export interface ResponseSerializerChoice {
  method: string;
  url: string;
  status: string;
  schema: unknown;
  serializer: 'compiled' | 'zod';
  /** Why the zod serializer was kept (compiled mode only). */
  reason?: string;
  serialize: (data: unknown) => string;
}

export function responseSerializerCompiler(
  mode: ResponseSerializerMode,
  onChoice?: (choice: ResponseSerializerChoice) => void,
): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema, method, url } = route;
    const status = route.httpStatus ?? 'default';
    const zodSerializer = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const converted =
      mode === 'zod'
        ? null
        : schema instanceof z.core.$ZodType
          ? responseJsonSchema(schema)
          : ({ ok: false, reason: 'not a zod schema' } as const);
    const serialize =
      converted?.ok === true
        ? (fastJsonStringify(converted.schema) as (data: unknown) => string)
        : zodSerializer;
    onChoice?.({
      method,
      url,
      status,
      schema,
      serializer: converted?.ok === true ? 'compiled' : 'zod',
      ...(converted && !converted.ok ? { reason: converted.reason } : {}),
      serialize,
    });
    return serialize;
  };
}
