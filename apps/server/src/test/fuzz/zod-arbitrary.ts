import fc from 'fast-check';
import type { $ZodType } from 'zod/v4/core';

/**
 * fast-check arbitraries read from zod 4 schemas (`schema._zod.def`): values that look valid (the
 * schema's types, lengths, bounds, formats, enums) and hostile ones (wrong types, missing and extra
 * fields, prototype-pollution keys, huge and odd strings, odd numbers, deep nesting), mutated at every
 * level of the schema. Used by the API fuzz test; no schema is parsed or trusted here.
 */

export interface ArbitraryHints {
  /** Real ids of the test's world: offered for uuid strings and fields named like ids. */
  readonly realIds?: readonly string[];
}

type Def = Record<string, unknown> & {
  type: string;
  checks?: ReadonlyArray<{ _zod: { def: Record<string, unknown> } }>;
};

const defOf = (schema: $ZodType): Def => schema._zod.def as unknown as Def;
const checksOf = (def: Def) => [def, ...(def.checks ?? []).map((c) => c._zod.def)];

const MAX_DEPTH = 6;

/** Strings an attacker tries first: injection, traversal, odd unicode, numbers and ids that are not. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '1; SELECT pg_sleep(1)',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '/etc/passwd\u0000.pdf',
  '<script>alert(1)</script>',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Egnp.exe',
  '\u200B\u200C\uFEFF',
  'Ω≈ç√∫˜µ≤≥÷',
  '𝕳𝖊𝖑𝖑𝖔 😀👩‍👩‍👧‍👦',
  'ｆｕｌｌｗｉｄｔｈ',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
  '123e4567-e89b-12d3-a456-42661417400',
  '123e4567-e89b-12d3-a456-4266141740000',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '%',
  '%E0%A4%A',
];

const hugeString = fc.oneof(
  fc.integer({ min: 5_000, max: 40_000 }).map((n) => 'a'.repeat(n)),
  fc.integer({ min: 1_000, max: 8_000 }).map((n) => '😀'.repeat(n)),
);

/** Numbers at and beyond every edge (NaN and the infinities go out as null in JSON, as text in a query). */
export const hostileNumbers: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  -0.5,
  1.5,
  1e-300,
  -1e308,
  1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53) - 2,
  2 ** 64,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

/** A nested array (or object) `depth` levels deep. */
export function deeplyNested(depth: number, asObject: boolean): unknown {
  let value: unknown = asObject ? {} : [];
  for (let i = 0; i < depth; i++) value = asObject ? { a: value } : [value];
  return value;
}

const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 1_500 }), fc.boolean())
  .map(([d, o]) => deeplyNested(d, o));

/** Keys that pollute a prototype when a server merges objects carelessly. */
export const pollutionKeys = ['__proto__', 'constructor', 'prototype'] as const;

/** Sets a key as an own, enumerable property (so JSON.stringify writes it, even `__proto__`). */
export function withOwnKey(
  target: Record<string, unknown>,
  key: string,
  value: unknown,
): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

const pollutionValue = fc.constantFrom<unknown>(
  { polluted: true },
  { prototype: { polluted: true } },
  { isAdmin: true, role_id: 1 },
  'polluted',
);

/** Any value of the wrong kind, for a place that expects something else. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(...hostileNumbers),
  fc.string(),
  fc.constantFrom(...hostileStrings),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }),
  fc.object({ maxDepth: 2, maxKeys: 4 }),
  fc.constant({}),
  fc.constant([]),
);

/** Any code point, lone surrogates included (built once: its code point table is large). */
const binaryString = fc.string({ unit: 'binary', maxLength: 40 });

const anyHostile: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: wrongType, weight: 6 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: deepNesting, weight: 1 },
  { arbitrary: binaryString, weight: 1 },
);

function isOptional(schema: $ZodType): boolean {
  const type = defOf(schema).type;
  return type === 'optional' || type === 'default' || type === 'prefault';
}

function looksLikeId(key: string | undefined): boolean {
  return key !== undefined && /(^id$|Id$|Ids$|^ids$)/.test(key);
}

interface StringRules {
  min: number;
  max: number;
  format: string | undefined;
  patterns: RegExp[];
}

function stringRules(def: Def): StringRules {
  const rules: StringRules = { min: 0, max: 64, format: undefined, patterns: [] };
  let maxGiven = false;
  for (const c of checksOf(def)) {
    if (c.check === 'min_length') rules.min = Number(c.minimum);
    if (c.check === 'max_length') {
      rules.max = Number(c.maximum);
      maxGiven = true;
    }
    if (c.check === 'length_equals') {
      rules.min = Number(c.length);
      rules.max = Number(c.length);
      maxGiven = true;
    }
    if (c.check === 'string_format') {
      if (typeof c.format === 'string' && c.format !== 'regex') rules.format = c.format;
      if (c.pattern instanceof RegExp) rules.patterns.push(c.pattern);
    }
  }
  if (!maxGiven) rules.max = Math.max(rules.min, 64);
  rules.max = Math.min(rules.max, Math.max(rules.min, 2_000));
  return rules;
}

/**
 * Strings matching the pattern, cut to the schema's length: plain text when most of it matches
 * (a pattern that only forbids a few characters), else fast-check's reading of the regex (slow on
 * negated classes, so only where needed).
 */
const byPattern = new Map<string, fc.Arbitrary<string>>();

function matching(pattern: RegExp, r: StringRules): fc.Arbitrary<string> {
  const key = `${pattern.source}/${pattern.flags}/${r.min}/${r.max}`;
  let arbitrary = byPattern.get(key);
  if (!arbitrary) {
    arbitrary = matchingUncached(pattern, r);
    byPattern.set(key, arbitrary);
  }
  return arbitrary;
}

function matchingUncached(pattern: RegExp, r: StringRules): fc.Arbitrary<string> {
  const plain = fc.string({ minLength: r.min, maxLength: Math.min(r.max, 64), unit: textUnit });
  const probe = fc.sample(plain, { numRuns: 40, seed: 7 });
  if (probe.filter((s) => pattern.test(s)).length >= 20) return plain.filter((s) => pattern.test(s));
  try {
    return fc.stringMatching(pattern).map((s) => s.slice(0, Math.max(r.max, r.min)));
  } catch {
    return plain;
  }
}

/** Plain addresses (fast-check's own follow RFC 5322, which zod's e-mail pattern refuses in part). */
const emailAddress = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,14}[a-z0-9]$/),
    fc.stringMatching(/^[a-z0-9]{1,12}$/),
    fc.constantFrom('com', 'org', 'io', 'co.uk'),
  )
  .filter(([local]) => !local.includes('..'))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

/** Mostly printable ASCII, sometimes accented, other scripts or emoji. */
const textUnit = fc.oneof(
  { arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), weight: 8 },
  { arbitrary: fc.constantFrom('é', 'ß', 'Ω', '中', 'ж', '😀'), weight: 1 },
);

function validString(def: Def, key: string | undefined, hints: ArbitraryHints): fc.Arbitrary<string> {
  const r = stringRules(def);
  const ids = hints.realIds ?? [];
  let base: fc.Arbitrary<string>;
  if (r.format === 'uuid' || r.format === 'guid') base = fc.uuid();
  else if (r.format === 'datetime')
    base = fc
      .date({
        min: new Date('1970-01-01T00:00:00Z'),
        max: new Date('2100-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
  else if (r.format === 'email') base = emailAddress.filter((e) => e.length >= r.min && e.length <= r.max);
  else if (r.patterns.length > 0) base = matching(r.patterns[0]!, r);
  else base = fc.string({ minLength: r.min, maxLength: r.max, unit: textUnit });
  const idLike = (r.format === 'uuid' || looksLikeId(key)) && ids.length > 0;
  return idLike
    ? fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 3 }, { arbitrary: base, weight: 1 })
    : base;
}

function hostileString(def: Def): fc.Arbitrary<unknown> {
  const r = stringRules(def);
  const edges: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(...hostileStrings),
    hugeString,
    binaryString,
    wrongType,
  ];
  if (r.max < 2_000) edges.push(fc.constant('a'.repeat(r.max + 1)));
  if (r.min > 0) edges.push(fc.constant('a'.repeat(r.min - 1)));
  return fc.oneof(...edges);
}

interface NumberRules {
  min: number;
  max: number;
  int: boolean;
}

function numberRules(def: Def): NumberRules {
  const r: NumberRules = { min: -1e9, max: 1e9, int: false };
  for (const c of checksOf(def)) {
    if (
      c.check === 'number_format' &&
      (c.format === 'safeint' || c.format === 'int32' || c.format === 'uint32')
    )
      r.int = true;
    if (c.check === 'greater_than') r.min = Number(c.value) + (c.inclusive ? 0 : r.int ? 1 : 1e-9);
    if (c.check === 'less_than') r.max = Number(c.value) - (c.inclusive ? 0 : r.int ? 1 : 1e-9);
  }
  return r;
}

function validNumber(def: Def): fc.Arbitrary<number> {
  const r = numberRules(def);
  if (r.int)
    return fc.integer({
      min: Math.ceil(Math.max(r.min, -(2 ** 31))),
      max: Math.floor(Math.min(r.max, 2 ** 31)),
    });
  return fc.double({ min: r.min, max: r.max, noNaN: true, noDefaultInfinity: true });
}

function hostileNumber(def: Def): fc.Arbitrary<unknown> {
  const r = numberRules(def);
  const edges = [r.min - 1, r.max + 1, r.min - 0.5, r.max + 0.5].filter((n) => Number.isFinite(n));
  return fc.oneof(
    fc.constantFrom(...hostileNumbers, ...edges),
    fc.constantFrom(...edges.map(String), '1', '01', '0x10', '1e3', ' 1 '),
    wrongType,
  );
}

/** A value the schema (probably) accepts: its types, bounds, lengths, formats, enums, real ids. */
export function validArbitrary(
  schema: $ZodType,
  hints: ArbitraryHints = {},
  key?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: unknown, k = key) => validArbitrary(s as $ZodType, hints, k, depth + 1);
  switch (def.type) {
    case 'string':
      return validString(def, key, hints);
    case 'number':
      return validNumber(def);
    case 'bigint':
      return fc.bigInt({ min: -(2n ** 60n), max: 2n ** 60n }).map(String);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'success':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return depth > MAX_DEPTH ? fc.constant(null) : inner((def.getter as () => unknown)());
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => inner(o)));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([a, b]) => (isPlainObject(a) && isPlainObject(b) ? { ...a, ...b } : a));
    case 'array': {
      if (depth > MAX_DEPTH) return fc.constant([]);
      const { min, max } = lengthRules(def);
      return fc.array(inner(def.element), { minLength: min, maxLength: Math.min(max, min + 8) });
    }
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map((o) => inner(o)));
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), inner(def.valueType), { maxKeys: 4 });
    case 'object': {
      if (depth > MAX_DEPTH) return fc.constant({});
      const shape = def.shape as Record<string, $ZodType>;
      const entries = Object.fromEntries(
        Object.entries(shape).map(([k, s]) => [k, validArbitrary(s, hints, k, depth + 1)]),
      );
      const requiredKeys = Object.keys(shape).filter((k) => !isOptional(shape[k]!));
      return fc.record(entries, { requiredKeys }).map(dropUndefined);
    }
    default:
      // transform, custom, any, unknown, file…: anything the schema may refine.
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

function lengthRules(def: Def): { min: number; max: number } {
  let min = 0;
  let max = 8;
  for (const c of checksOf(def)) {
    if (c.check === 'min_length') min = Number(c.minimum);
    if (c.check === 'max_length') max = Number(c.maximum);
    if (c.check === 'length_equals') min = max = Number(c.length);
  }
  return { min, max: Math.max(min, max) };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function dropUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

/** A valid-looking object with one field made hostile, one required field left out, or extra keys added. */
function hostileObject(def: Def, hints: ArbitraryHints, depth: number): fc.Arbitrary<unknown> {
  const shape = def.shape as Record<string, $ZodType>;
  const keys = Object.keys(shape).filter((k) => !isOptional(shape[k]!));
  const valid = validArbitrary({ _zod: { def } } as unknown as $ZodType, hints, undefined, depth);
  const variants: fc.Arbitrary<unknown>[] = [
    wrongType,
    fc
      .tuple(valid, fc.constantFrom(...pollutionKeys), pollutionValue)
      .map(([v, k, p]) => withOwnKey({ ...(v as Record<string, unknown>) }, k, p)),
    fc
      .tuple(valid, fc.dictionary(fc.string({ maxLength: 10 }), anyHostile, { maxKeys: 3 }))
      .map(([v, extra]) => ({ ...extra, ...(v as Record<string, unknown>) })),
  ];
  if (keys.length > 0) {
    variants.push(
      fc.tuple(valid, fc.constantFrom(...keys)).map(([v, k]) => {
        const copy = { ...(v as Record<string, unknown>) };
        delete copy[k];
        return copy;
      }),
    );
  }
  const all = Object.keys(shape);
  if (all.length > 0) {
    const oneFieldHostile = fc.oneof(
      ...all.map((k) =>
        fc
          .tuple(valid, hostileArbitrary(shape[k]!, hints, k, depth + 1))
          .map(([v, h]) => withOwnKey({ ...(v as Record<string, unknown>) }, k, h)),
      ),
    );
    variants.push(oneFieldHostile, oneFieldHostile);
  }
  return fc.oneof(...variants);
}

/** A value the schema must refuse (or, at worst, must survive): mutated at any level of it. */
export function hostileArbitrary(
  schema: $ZodType,
  hints: ArbitraryHints = {},
  key?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > MAX_DEPTH) return anyHostile;
  const inner = (s: unknown) => hostileArbitrary(s as $ZodType, hints, key, depth + 1);
  switch (def.type) {
    case 'string':
      return hostileString(def);
    case 'number':
      return hostileNumber(def);
    case 'boolean':
      return fc.oneof(fc.constantFrom('true', 'false', 0, 1, 'yes', ''), wrongType);
    case 'literal':
    case 'enum': {
      const values =
        def.type === 'literal'
          ? (def.values as unknown[])
          : Object.values(def.entries as Record<string, unknown>);
      const twisted = values.flatMap((v) =>
        typeof v === 'string' ? [v.toUpperCase(), ` ${v}`, `${v}\u0000`, v.slice(1)] : [String(v)],
      );
      return fc.oneof(fc.constantFrom(...twisted), wrongType, fc.constantFrom(...hostileStrings));
    }
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => inner(o)));
    case 'array': {
      const { max } = lengthRules(def);
      const element = def.element as $ZodType;
      return fc.oneof(
        wrongType,
        fc.array(hostileArbitrary(element, hints, key, depth + 1), { minLength: 1, maxLength: 4 }),
        fc.constant(
          max < 5_000 ? Array.from({ length: max + 1 }, () => 'x') : Array.from({ length: 5_000 }, () => 'x'),
        ),
        deepNesting,
      );
    }
    case 'object':
      return hostileObject(def, hints, depth);
    default:
      return anyHostile;
  }
}

/** Half valid-looking, half hostile: what the fuzz test sends for one part of a request. */
export function fuzzArbitrary(schema: $ZodType, hints: ArbitraryHints = {}): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: validArbitrary(schema, hints), weight: 2 },
    { arbitrary: hostileArbitrary(schema, hints), weight: 2 },
    { arbitrary: anyHostile, weight: 1 },
  );
}
