import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  clientListSchema,
  dataEnvelope,
  envelopeSchema,
  passwordsItemList,
  passwordsItemSchema,
  passwordsListedItemList,
} from '@guru/shared';
import { responseSerializerCompiler, type ResponseSerializerChoice } from './response-serializer.js';
import { ResponseShapeError, compileResponseProjection } from './response-projection.js';

/** Both serializers of one schema, as Fastify compiles them for a route. */
function serializers(schema: z.ZodType) {
  const choices: ResponseSerializerChoice[] = [];
  const route = { schema, method: 'GET', url: '/test', httpStatus: '200' };
  const zod = responseSerializerCompiler('zod')(route);
  const compiled = responseSerializerCompiler('compiled', (choice) => choices.push(choice))(route);
  return { zod, compiled, choice: choices[0]! };
}

/** The compiled serializer writes byte for byte what the zod one writes (zod's parse, then JSON.stringify). */
function expectSameJson(schema: z.ZodType, answer: unknown): string {
  const { zod, compiled, choice } = serializers(schema);
  expect(choice.serializer).toBe('compiled');
  const written = compiled(answer);
  expect(written).toBe(zod(answer));
  return written;
}

const envelope = (tail: string) => envelopeSchema.parse(`v1.AAAAAAAAAAAAAAAA.${tail.padEnd(24, 'A')}`);
/** Texts JSON must escape or that a fast path could get wrong. */
const awkward = [
  'plain',
  '',
  'Émile O’Brien 😀 日本語',
  'a "quoted" \\ back\\slash',
  'line\nbreak\ttab\r\u0000\u001f',
  'separators \u2028 \u2029',
  'lone \ud800 surrogate \udc00',
  'x'.repeat(5000) + '"',
];

function entry(index: number, extra: object = {}) {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    folderId: index % 2 ? null : `10000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    summary: envelope(`S${index}`),
    secret: envelope(`T${index}`),
    updatedAt: '2026-11-27T20:00:00.000Z',
    ...extra,
  };
}

describe('answers written by a serializer compiled from the response schema', () => {
  it('writes the list of entries as zod does, without the keys the schema does not declare', () => {
    const answer = {
      data: {
        results: Array.from({ length: 50 }, (_, i) => entry(i, { ownerId: 'leak', user_key: 'leak' })),
        total: 50,
        firmId: 'leak',
      },
      debug: 'leak',
    };
    const written = expectSameJson(dataEnvelope(passwordsItemList), answer);
    expect(written).not.toContain('leak');
    expect(JSON.parse(written).data.results[1].folderId).toBeNull();
    expectSameJson(dataEnvelope(passwordsListedItemList), answer);
    expect(serializers(dataEnvelope(passwordsListedItemList)).compiled(answer)).not.toContain('"secret"');
  });

  it('writes one entry as zod does, a created or updated one too', () => {
    expectSameJson(dataEnvelope(passwordsItemSchema), { data: entry(7, { deletedAt: null }) });
    expectSameJson(dataEnvelope(passwordsItemSchema), { data: entry(8) });
  });

  it('writes the advisor’s client list as zod does, with texts that need escapes', () => {
    const results = awkward.map((text, i) => ({
      id: `client-${i}`,
      firstName: text,
      lastName: text.toUpperCase(),
      fullName: `${text} ${text}`,
      email: `c${i}@example.com`,
      createdAt: '2026-11-27T20:00:00.000Z',
      lastLogged: i % 2 ? null : '2026-11-27T21:00:00.000Z',
      status: 'Active',
      enableFANotification: i % 3 === 0,
      roleId: 3,
      negOwnerId: null,
      passwordHash: 'leak',
    }));
    const written = expectSameJson(dataEnvelope(clientListSchema), {
      data: { results, total: 1234, hasDisabled: true },
    });
    expect(written).not.toContain('leak');
  });

  it('leaves out optional properties that are absent or undefined, and writes nulls, numbers and enums', () => {
    const schema = z.object({
      a: z.string().optional(),
      b: z.number().nullable(),
      c: z.object({ d: z.boolean() }).nullable().optional(),
      e: z.array(z.string().nullable()),
      f: z.enum(['x', 'y']),
      g: z.literal(true),
      h: z.union([z.literal(1), z.literal(2)]),
      i: z.union([z.object({ j: z.string() }), z.null()]),
      k: z.array(z.object({ l: z.number() })).readonly(),
    });
    expectSameJson(schema, { b: null, c: undefined, e: [], f: 'x', g: true, h: 2, i: null, k: [] });
    expectSameJson(schema, {
      a: 'é',
      b: -0.5,
      c: { d: false, x: 1 },
      e: [null, 'a', '\n'],
      f: 'y',
      g: true,
      h: 1,
      i: { j: 'k', extra: 'no' },
      k: [{ l: 1e21, m: 2 }, { l: 3 }],
    });
    expectSameJson(schema, { b: 1, c: null, e: ['z'], f: 'x', g: true, h: 1, i: null, k: [{ l: 0 }] });
  });

  it('writes dates, unknown values and strict objects as zod does', () => {
    expectSameJson(z.object({ at: z.date(), meta: z.unknown(), any: z.any() }), {
      at: new Date('2026-11-27T20:00:00.123Z'),
      meta: { nested: ['kept', 1, null] },
      any: 'x',
    });
    expectSameJson(z.strictObject({ a: z.string() }), { a: 'b' });
    expect(serializers(z.strictObject({ a: z.string() })).compiled({ a: 'b', c: 'd' })).toBe('{"a":"b"}');
  });

  it('keeps the zod serializer for what it cannot reproduce, and says why', () => {
    const refused: [string, z.ZodType][] = [
      ['transform', z.object({ a: z.string().transform((s) => s.length) })],
      ['pipe', z.object({ a: z.string().pipe(z.email()) })],
      ['a check that rewrites the value', z.object({ a: z.string().trim() })],
      ['union of object, object', z.union([z.object({ a: z.string() }), z.object({ b: z.string() })])],
      ['record', z.object({ a: z.record(z.string(), z.string()) })],
      ['lazy', z.object({ a: z.lazy(() => z.string()) })],
      ['unknown keys kept', z.looseObject({ a: z.string() })],
      ['tuple', z.tuple([z.string()])],
      ['catch', z.object({ a: z.string().catch('x') })],
      ['bigint', z.object({ a: z.bigint() })],
      ['coerced string', z.object({ a: z.coerce.string() })],
    ];
    for (const [reason, schema] of refused) {
      const { choice } = serializers(schema);
      expect(choice.serializer, reason).toBe('zod');
      expect(choice.reason, reason).toContain(reason);
      expect(compileResponseProjection(schema).ok, reason).toBe(false);
    }
  });

  it('refuses, as zod does, an answer whose values are not of their declared kind', () => {
    const schema = z.object({
      text: z.string(),
      count: z.number(),
      flag: z.boolean(),
      kind: z.enum(['a', 'b']),
      list: z.array(z.object({ id: z.string() })),
      inner: z.object({ id: z.string() }).nullable(),
      at: z.date(),
    });
    const valid = {
      text: 't',
      count: 1,
      flag: true,
      kind: 'a',
      list: [{ id: 'x' }],
      inner: null,
      at: new Date(0),
    };
    const { zod, compiled } = serializers(schema);
    expect(compiled(valid)).toBe(zod(valid));
    const wrong: Record<string, unknown>[] = [
      { text: { secret: 'an object where a text belongs' } },
      { text: undefined },
      { count: Number.NaN },
      { count: '1' },
      { flag: 'true' },
      { kind: 'c' },
      { list: { 0: { id: 'x' }, length: 1 } },
      { list: [{ id: 1 }] },
      { inner: [] },
      { inner: 'x' },
      { at: new Date(Number.NaN) },
      { at: '1970-01-01T00:00:00.000Z' },
    ];
    for (const change of wrong) {
      const answer = { ...valid, ...change };
      expect(() => zod(answer), JSON.stringify(change)).toThrow();
      expect(() => compiled(answer), JSON.stringify(change)).toThrow(ResponseShapeError);
    }
  });

  it('answers with the zod serializer in zod mode, which refuses an answer its schema does not accept', () => {
    const schema = dataEnvelope(passwordsItemSchema);
    const choices: ResponseSerializerChoice[] = [];
    const serialize = responseSerializerCompiler('zod', (choice) => choices.push(choice))({
      schema,
      method: 'GET',
      url: '/test',
      httpStatus: '200',
    });
    expect(choices[0]).toMatchObject({ serializer: 'zod', status: '200' });
    expect(choices[0]!.reason).toBeUndefined();
    expect(() => serialize({ data: { ...entry(1), summary: 'plain text' } })).toThrow();
  });
});
