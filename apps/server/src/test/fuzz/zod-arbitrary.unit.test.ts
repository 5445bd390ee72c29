import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  deeplyNested,
  fuzzArbitrary,
  hostileArbitrary,
  validArbitrary,
  withOwnKey,
} from './zod-arbitrary.js';

const sample = (arb: fc.Arbitrary<unknown>, n = 300) => fc.sample(arb, { numRuns: n, seed: 42 });
const share = (schema: z.ZodType, values: unknown[]) =>
  values.filter((v) => schema.safeParse(v).success).length / values.length;

const entry = z.object({
  id: z.uuid(),
  name: z.string().trim().min(1).max(40),
  email: z.email().max(120),
  code: z.string().regex(/^\d{6}$/),
  count: z.number().int().min(0).max(50),
  ratio: z.number().gt(0).lt(1),
  kind: z.enum(['file', 'folder']),
  app: z.literal('passwordguru'),
  tags: z.array(z.string().max(10)).max(3),
  note: z.string().max(200).optional(),
  parent: z.uuid().nullable(),
  at: z.iso.datetime(),
  size: z.coerce.number().int().positive().default(10),
  flag: z.boolean(),
  either: z.union([z.literal('a'), z.number().int()]),
});

describe('validArbitrary', () => {
  it('makes values the schema accepts, from its types, bounds, formats, enums and literals', () => {
    const values = sample(validArbitrary(entry));
    expect(share(entry, values)).toBeGreaterThan(0.95);
  });

  it('leaves optional fields out sometimes and keeps required ones', () => {
    const values = sample(validArbitrary(entry)) as Array<Record<string, unknown>>;
    expect(values.some((v) => !('note' in v))).toBe(true);
    expect(values.some((v) => 'note' in v)).toBe(true);
    expect(values.every((v) => 'id' in v && 'kind' in v)).toBe(true);
  });

  it('offers the real ids for uuid strings and fields named like ids', () => {
    const realIds = ['11111111-1111-4111-8111-111111111111'];
    const values = sample(
      validArbitrary(z.object({ id: z.uuid(), folderId: z.string().max(60), ids: z.array(z.string()) }), {
        realIds,
      }),
    ) as Array<Record<string, unknown>>;
    expect(values.filter((v) => v.id === realIds[0]).length).toBeGreaterThan(100);
    expect(values.filter((v) => v.folderId === realIds[0]).length).toBeGreaterThan(100);
  });
});

describe('hostileArbitrary', () => {
  it('makes values the schema refuses, at every level', () => {
    const values = sample(hostileArbitrary(entry), 500);
    // Extra keys are stripped and some edge values (an empty optional note) pass: most must not.
    expect(share(entry, values)).toBeLessThan(0.5);
    const objects = values.filter(
      (v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v),
    );
    expect(
      objects.some(
        (v) => Object.keys(v).length === Object.keys(entry.shape).length - 1 || Object.keys(v).length < 10,
      ),
    ).toBe(true);
  });

  it('tries prototype pollution keys as own properties that JSON keeps', () => {
    const texts = sample(hostileArbitrary(z.object({ name: z.string() })), 500).map(
      (v) => JSON.stringify(v) ?? '',
    );
    expect(texts.some((s) => s.includes('"__proto__"'))).toBe(true);
    expect(texts.some((s) => s.includes('"constructor"'))).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('tries wrong types, odd numbers, huge and odd strings, deep nesting', () => {
    const strings = sample(hostileArbitrary(z.string().max(20)), 600);
    expect(strings.some((v) => typeof v !== 'string')).toBe(true);
    expect(strings.some((v) => typeof v === 'string' && v.length > 5_000)).toBe(true);
    expect(strings).toContain("'; DROP TABLE users; --");
    expect(strings).toContain('../../../../etc/passwd');
    expect(strings).toContain('a'.repeat(21));
    const numbers = sample(hostileArbitrary(z.number().int().min(1).max(100)), 600);
    expect(numbers).toEqual(expect.arrayContaining([0, 101, -1, 1.5]));
    expect(numbers.some((v) => Number.isNaN(v))).toBe(true);
    const arrays = sample(hostileArbitrary(z.array(z.string()).max(3)), 600);
    expect(arrays.some((v) => Array.isArray(v) && v.length === 4)).toBe(true);
    expect(arrays.some((v) => JSON.stringify(v)!.startsWith('[[[[[[[[[['))).toBe(true);
  });

  it('twists enums and literals', () => {
    const values = sample(hostileArbitrary(z.enum(['file', 'folder'])));
    expect(values).toEqual(expect.arrayContaining(['FILE', ' folder']));
    expect(values).not.toContain('file');
  });
});

describe('fuzzArbitrary', () => {
  it('mixes accepted and refused values', () => {
    const ratio = share(entry, sample(fuzzArbitrary(entry), 1_000));
    expect(ratio).toBeGreaterThan(0.2);
    expect(ratio).toBeLessThan(0.7);
  });
});

describe('helpers', () => {
  it('nests to the depth asked', () => {
    expect(JSON.stringify(deeplyNested(3, false))).toBe('[[[[]]]]');
    expect(JSON.stringify(deeplyNested(2, true))).toBe('{"a":{"a":{}}}');
  });

  it('sets __proto__ as an own key without touching the prototype', () => {
    const o = withOwnKey({}, '__proto__', { polluted: true });
    expect(JSON.stringify(o)).toBe('{"__proto__":{"polluted":true}}');
    expect(Object.getPrototypeOf(o)).toBe(Object.prototype);
  });
});
