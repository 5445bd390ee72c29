import type { z } from 'zod';

/**
 * A response's zod schema as the JSON Schema fast-json-stringify compiles, when the two write the same JSON for
 * every answer the zod schema accepts (ADR 0024, "Answers serialized by compiled schemas"). Only the subset whose
 * output the compiled serializer reproduces is converted; anything else is refused with the reason, and that
 * route keeps the zod serializer:
 * - objects strip unknown keys (`additionalProperties: false`): only declared properties reach the wire;
 * - no property is listed as required, so the properties come out in the schema's order as zod writes them
 *   (fast-json-stringify writes required ones first); an absent or undefined one is left out, as JSON.stringify does;
 * - `nullable` is fast-json-stringify's keyword (a `null` check, no union to validate);
 * - a transform, pipe, codec or overwriting check (trim, toLowerCase…) changes the value: refused; so are unions
 *   other than of literals, records, tuples, intersections, lazy (recursive) schemas, catch and prefault, objects
 *   passing unknown keys through, bigints, maps, sets.
 * Refinements and formats are not checked by the compiled serializer: tests and development keep the zod one.
 */
export type JsonSchema = { [keyword: string]: unknown };

export type ResponseJsonSchema = { ok: true; schema: JsonSchema } | { ok: false; reason: string };

type AnyZod = z.core.$ZodType;

class Unconvertible extends Error {}

function refuse(reason: string): never {
  throw new Unconvertible(reason);
}

export function responseJsonSchema(schema: AnyZod): ResponseJsonSchema {
  try {
    return { ok: true, schema: convert(schema, 'value') };
  } catch (error) {
    if (error instanceof Unconvertible) return { ok: false, reason: error.message };
    throw error;
  }
}

function convert(schema: AnyZod, path: string): JsonSchema {
  const def = schema._zod.def;
  refuseOverwrites(def, path);
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return { type: 'string' };
    case 'number':
      // Not 'integer': fast-json-stringify truncates a fraction there, JSON.stringify writes it.
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'null':
      return { type: 'null' };
    // Written as JSON.stringify writes it (a date through its toJSON).
    case 'any':
    case 'unknown':
    case 'date':
      return {};
    case 'enum':
      return { type: primitiveType(Object.values((def as z.core.$ZodEnumDef).entries), path) };
    case 'literal':
      return { type: primitiveType((def as z.core.$ZodLiteralDef<z.core.util.Literal>).values, path) };
    case 'union':
      return convertUnion(def as z.core.$ZodUnionDef, path);
    case 'nullable':
      return nullable(convert((def as z.core.$ZodNullableDef).innerType, path), path);
    case 'readonly':
      return convert((def as z.core.$ZodReadonlyDef).innerType, path);
    // Encoding (the zod serializer's direction) does not apply a default: the inner schema answers.
    case 'default':
      return convert((def as z.core.$ZodDefaultDef).innerType, path);
    case 'array':
      return { type: 'array', items: convert((def as z.core.$ZodArrayDef).element, `${path}[]`) };
    case 'object':
      return convertObject(def as z.core.$ZodObjectDef, path);
    // A transform is the output side of a pipe, as a codec is.
    case 'pipe':
      return refuse(`${path}: pipe (a transform, codec or second schema)`);
    default:
      return refuse(`${path}: ${def.type}`);
  }
}

function convertObject(def: z.core.$ZodObjectDef, path: string): JsonSchema {
  const catchall = def.catchall?._zod.def.type;
  // Strict (never) refuses unknown keys where zod parses; stripping them is what reaches the wire either way.
  if (catchall !== undefined && catchall !== 'never') refuse(`${path}: unknown keys kept (${catchall})`);
  const properties: Record<string, JsonSchema> = {};
  for (const [key, property] of Object.entries(def.shape)) {
    properties[key] = convertProperty(property, `${path}.${key}`);
  }
  return { type: 'object', properties, additionalProperties: false };
}

/** A property may be optional (left out when undefined, as every property is: see the file's comment). */
function convertProperty(schema: AnyZod, path: string): JsonSchema {
  const def = schema._zod.def;
  if (def.type === 'optional') {
    refuseOverwrites(def, path);
    return convertProperty((def as z.core.$ZodOptionalDef).innerType, path);
  }
  if (def.type === 'nullable') {
    refuseOverwrites(def, path);
    return nullable(convertProperty((def as z.core.$ZodNullableDef).innerType, path), path);
  }
  return convert(schema, path);
}

function convertUnion(def: z.core.$ZodUnionDef, path: string): JsonSchema {
  const options = def.options.map((option) => option._zod.def);
  const withoutNull = options.filter((option) => option.type !== 'null');
  // A | null: nullable A.
  if (withoutNull.length === 1 && options.length === 2) {
    const only = def.options.find((option) => option._zod.def.type !== 'null')!;
    return nullable(convert(only, path), path);
  }
  // Literals and enums of one type: that type.
  const values: unknown[] = [];
  for (const option of options) {
    refuseOverwrites(option, path);
    if (option.type === 'literal')
      values.push(...(option as z.core.$ZodLiteralDef<z.core.util.Literal>).values);
    else if (option.type === 'enum') values.push(...Object.values((option as z.core.$ZodEnumDef).entries));
    else refuse(`${path}: union of ${options.map((o) => o.type).join(', ')}`);
  }
  return { type: primitiveType(values, path) };
}

function nullable(schema: JsonSchema, path: string): JsonSchema {
  // {} already writes null; a type that is itself null or already nullable stays as it is.
  if (schema.type === undefined || schema.type === 'null' || schema.nullable === true) return schema;
  if (typeof schema.type !== 'string') refuse(`${path}: nullable ${String(schema.type)}`);
  return { ...schema, nullable: true };
}

function primitiveType(values: readonly unknown[], path: string): 'string' | 'number' | 'boolean' | 'null' {
  const types = new Set(values.map((value) => (value === null ? 'null' : typeof value)));
  const [only] = types;
  if (types.size === 1 && (only === 'string' || only === 'number' || only === 'boolean' || only === 'null')) {
    return only;
  }
  return refuse(`${path}: values of types ${[...types].join(', ') || 'none'}`);
}

/** A check that rewrites the value (trim, toLowerCase, overwrite) would change what zod writes. */
function refuseOverwrites(def: z.core.$ZodTypeDef, path: string): void {
  for (const check of def.checks ?? []) {
    if (check._zod.def.check === 'overwrite') refuse(`${path}: a check that rewrites the value`);
  }
}
