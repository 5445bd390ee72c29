import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encodeQuery, requestArbitrary, responseProblems, type FuzzOperation } from './fuzz-request.js';

const op: FuzzOperation = {
  method: 'PUT',
  url: '/api/folders/:id',
  schema: {
    params: z.object({ id: z.uuid() }),
    querystring: z.object({ page: z.coerce.number().int().min(1) }),
    body: z.object({ name: z.string().min(1).max(20) }),
    response: { 200: z.object({ data: z.object({ id: z.string(), name: z.string() }) }) },
  },
};

const answer = (statusCode: number, body: unknown, type = 'application/json'): LightMyRequestResponse =>
  ({
    statusCode,
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }) as unknown as LightMyRequestResponse;

describe('requestArbitrary', () => {
  const requests = fc.sample(requestArbitrary(op, { realIds: ['0b7d9c2e-6a53-4a8e-9a43-2f1d3c4b5a69'] }), {
    numRuns: 400,
    seed: 3,
  });

  it('fills every path parameter, with real ids among hostile ones', () => {
    expect(requests.every((r) => r.url.startsWith('/api/folders/') && !r.url.includes(':id'))).toBe(true);
    expect(requests.some((r) => r.url.startsWith('/api/folders/0b7d9c2e-6a53-4a8e-9a43-2f1d3c4b5a69'))).toBe(
      true,
    );
    expect(requests.some((r) => r.url.includes('%00') || r.url.includes('..'))).toBe(true);
  });

  it('sends JSON bodies, valid and not, and odd bodies: empty, malformed, another content type, too large', () => {
    const valid = requests.filter(
      (r) =>
        r.payload !== undefined &&
        op.schema &&
        (op.schema.body as z.ZodType).safeParse(safeJson(r.payload)).success,
    );
    expect(valid.length).toBeGreaterThan(40);
    expect(requests.some((r) => r.payload === '' && r.headers['content-type'] === 'application/json')).toBe(
      true,
    );
    expect(requests.some((r) => r.payload === '{"a":')).toBe(true);
    expect(requests.some((r) => r.headers['content-type'] === 'text/plain')).toBe(true);
    expect(requests.some((r) => (r.payload?.length ?? 0) > 1_048_576)).toBe(true);
  });
});

function safeJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}

describe('encodeQuery', () => {
  it('writes arrays as repeated keys and everything else as text', () => {
    expect(encodeQuery({ a: [1, 'x y'], b: null, c: { d: 1 }, e: undefined })).toBe(
      'a=1&a=x%20y&b=null&c=%7B%22d%22%3A1%7D',
    );
    expect(encodeQuery('raw')).toBe('q=raw');
    expect(encodeQuery({ s: '\uD800' })).toBe('s=%EF%BF%BD');
  });
});

describe('responseProblems', () => {
  it('passes a 2xx within its schema and a 4xx in the envelope', () => {
    expect(responseProblems(op, answer(200, { data: { id: 'x', name: 'n' } }))).toEqual([]);
    expect(
      responseProblems(op, answer(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } })),
    ).toEqual([]);
  });

  it('reports a 5xx, a 2xx off its schema, a 4xx off the envelope or showing internals', () => {
    expect(responseProblems(op, answer(500, { error: { code: 'INTERNAL_ERROR', message: 'x' } }))[0]).toMatch(
      /answered 500/,
    );
    expect(responseProblems(op, answer(200, { data: { id: 1 } }))[0]).toMatch(/off the response schema/);
    expect(responseProblems(op, answer(400, { message: 'bad' }))[0]).toMatch(/without the error envelope/);
    expect(responseProblems(op, answer(400, 'bad', 'text/plain'))[0]).toMatch(/without the error envelope/);
    expect(
      responseProblems(
        op,
        answer(409, {
          error: { code: 'CONFLICT', message: 'duplicate key value violates unique constraint "users_pkey"' },
        }),
      )[0],
    ).toMatch(/showing internals/);
    expect(
      responseProblems(
        op,
        answer(400, { error: { code: 'X', message: 'at Object.<anonymous> (/srv/app/src/a.ts:12:3)' } }),
      )[0],
    ).toMatch(/showing internals/);
  });
});
