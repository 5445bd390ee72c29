import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compileResponseProjection } from './response-projection.js';

/**
 * How a route's answers are written (ADR 0024). `zod`: each answer is checked against the response schema, then
 * JSON.stringify (development and tests, so that a presenter drifting from its schema fails). `compiled`
 * (production): the schema is compiled once per route and status into a projection (http/response-projection.ts)
 * that copies the declared properties only, checking their kinds, then JSON.stringify: the JSON the zod serializer
 * writes for an answer the schema accepts, at a third of its cost on a list; a schema the projection cannot
 * reproduce keeps the zod serializer.
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
    const compiled =
      mode === 'zod'
        ? null
        : schema instanceof z.core.$ZodType
          ? compileResponseProjection(schema)
          : ({ ok: false, reason: 'not a zod schema' } as const);
    const serialize = compiled?.ok === true ? projectThenStringify(compiled.project) : zodSerializer;
    onChoice?.({
      method,
      url,
      status,
      schema,
      serializer: compiled?.ok === true ? 'compiled' : 'zod',
      ...(compiled && !compiled.ok ? { reason: compiled.reason } : {}),
      serialize,
    });
    return serialize;
  };
}

function projectThenStringify(project: (answer: unknown) => unknown): (data: unknown) => string {
  return (data) => JSON.stringify(project(data));
}
