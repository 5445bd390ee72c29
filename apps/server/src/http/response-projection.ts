import type { z } from 'zod';

/**
 * A response's zod schema compiled, once, into a projection: a function that copies from an answer exactly the
 * properties the schema declares, checking each value's kind on the way, so that `JSON.stringify` of its result
 * is the JSON the zod serializer writes (zod's parse, then `JSON.stringify`) for every answer zod accepts
 * (ADR 0024, "Answers serialized by compiled schemas"):
 * - an object is rebuilt from its declared properties, in the schema's order: an undeclared key never reaches
 *   the wire; an absent optional property is undefined, which JSON.stringify leaves out as zod leaves it out;
 * - what is not of its declared kind is refused as zod refuses it (an error, so a 500): a text, a finite number,
 *   a boolean, null where not nullable, an array, an object (not an array), a Date, one of an enum's or literal's
 *   values; a required property that is undefined too. So a presenter that puts an object where a text belongs
 *   cannot send it.
 * - not checked: refinements and formats (an envelope's syntax, a uuid, an integer, a length); development and
 *   tests keep the zod serializer, so a presenter drifting from them fails there.
 * What the projection cannot reproduce is refused with the reason, and that route keeps the zod serializer: a
 * pipe (transform, codec), a check that rewrites the value (trim, toLowerCase), coercion, unions other than of
 * literals or with null, records, tuples, intersections, lazy (recursive) schemas, catch, prefault, objects that
 * keep unknown keys, bigints, maps, sets.
 */
export type ResponseProjection =
  { ok: true; project: (answer: unknown) => unknown } | { ok: false; reason: string };

type AnyZod = z.core.$ZodType;

class Unprojectable extends Error {}

function refuse(reason: string): never {
  throw new Unprojectable(reason);
}

/** An answer the projection refuses: not of the kind its schema declares at `path`. */
export class ResponseShapeError extends Error {
  constructor(readonly path: string) {
    super(`The answer does not match its response schema at ${path}`);
    this.name = 'ResponseShapeError';
  }
}

export function compileResponseProjection(schema: AnyZod): ResponseProjection {
  const compiler = new ProjectionCompiler();
  try {
    const root = compiler.node(schema, 'value');
    return { ok: true, project: compiler.build(root) };
  } catch (error) {
    if (error instanceof Unprojectable) return { ok: false, reason: error.message };
    throw error;
  }
}

/**
 * Writes one function per schema node (`n0`, `n1`…), each taking the value at its place and returning its
 * projection; objects are object literals (one shape per schema, which JSON.stringify walks fastest).
 */
class ProjectionCompiler {
  private readonly functions: string[] = [];
  private readonly constants: unknown[] = [];

  build(root: string): (answer: unknown) => unknown {
    const source = `${this.functions.join('\n')}\nreturn ${root};`;
    const factory = new Function('fail', 'constants', source) as (
      fail: (path: string) => never,
      constants: unknown[],
    ) => (answer: unknown) => unknown;
    return factory((path) => {
      throw new ResponseShapeError(path);
    }, this.constants);
  }

  /** The name of the function projecting a value of `schema` found at `path`. */
  node(schema: AnyZod, path: string): string {
    const def = schema._zod.def;
    refuseOverwrites(def, path);
    // z.coerce.string() and the like turn any value into their kind.
    if ('coerce' in def && def.coerce === true) refuse(`${path}: coerced ${def.type}`);
    const at = JSON.stringify(path);
    switch (def.type) {
      case 'string':
      case 'template_literal':
        return this.fn(`return typeof v === 'string' ? v : fail(${at});`);
      case 'number':
        return this.fn(`return typeof v === 'number' && Number.isFinite(v) ? v : fail(${at});`);
      case 'boolean':
        return this.fn(`return typeof v === 'boolean' ? v : fail(${at});`);
      case 'null':
        return this.fn(`return v === null ? v : fail(${at});`);
      case 'date':
        return this.fn(`return v instanceof Date && !Number.isNaN(v.getTime()) ? v : fail(${at});`);
      // Written as zod writes them: as they are.
      case 'any':
      case 'unknown':
        return this.fn('return v;');
      case 'enum':
        return this.oneOf(Object.values((def as z.core.$ZodEnumDef).entries), at, path);
      case 'literal':
        return this.oneOf((def as z.core.$ZodLiteralDef<z.core.util.Literal>).values, at, path);
      case 'union':
        return this.union(def as z.core.$ZodUnionDef, at, path);
      case 'nullable':
        return this.nullable(this.node((def as z.core.$ZodNullableDef).innerType, path));
      // Undefined, which JSON.stringify leaves out of an object as zod does (and writes as null in an array).
      case 'optional': {
        const inner = this.node((def as z.core.$ZodOptionalDef).innerType, path);
        return this.fn(`return v === undefined ? undefined : ${inner}(v);`);
      }
      case 'readonly':
        return this.node((def as z.core.$ZodReadonlyDef).innerType, path);
      // Encoding (the zod serializer's direction) does not apply a default: the inner schema answers.
      case 'default':
        return this.node((def as z.core.$ZodDefaultDef).innerType, path);
      case 'array':
        return this.array(def as z.core.$ZodArrayDef, at, path);
      case 'object':
        return this.object(def as z.core.$ZodObjectDef, at, path);
      // A transform is the output side of a pipe, as a codec is.
      case 'pipe':
        return refuse(`${path}: pipe (a transform, codec or second schema)`);
      default:
        return refuse(`${path}: ${def.type}`);
    }
  }

  private fn(body: string): string {
    const name = `n${this.functions.length}`;
    this.functions.push(`function ${name}(v) { ${body} }`);
    return name;
  }

  private constant(value: unknown): string {
    this.constants.push(value);
    return `constants[${this.constants.length - 1}]`;
  }

  private nullable(inner: string): string {
    return this.fn(`return v === null ? null : ${inner}(v);`);
  }

  private oneOf(values: readonly unknown[], at: string, path: string): string {
    if (values.length === 0 || values.some((value) => value === undefined || typeof value === 'bigint')) {
      refuse(`${path}: values ${values.map(String).join(', ') || 'none'}`);
    }
    return this.fn(`return ${this.constant(new Set(values))}.has(v) ? v : fail(${at});`);
  }

  private union(def: z.core.$ZodUnionDef, at: string, path: string): string {
    const options = def.options;
    // A | null: nullable A.
    const nonNull = options.filter((option) => option._zod.def.type !== 'null');
    if (options.length === 2 && nonNull.length === 1) return this.nullable(this.node(nonNull[0]!, path));
    // Literals and enums: one of their values.
    const values: unknown[] = [];
    for (const option of options) {
      const optionDef = option._zod.def;
      refuseOverwrites(optionDef, path);
      if (optionDef.type === 'literal') {
        values.push(...(optionDef as z.core.$ZodLiteralDef<z.core.util.Literal>).values);
      } else if (optionDef.type === 'enum') {
        values.push(...Object.values((optionDef as z.core.$ZodEnumDef).entries));
      } else if (optionDef.type === 'null') {
        values.push(null);
      } else {
        refuse(`${path}: union of ${options.map((o) => o._zod.def.type).join(', ')}`);
      }
    }
    return this.oneOf(values, at, path);
  }

  private array(def: z.core.$ZodArrayDef, at: string, path: string): string {
    const element = this.node(def.element, `${path}[]`);
    return this.fn(
      `if (!Array.isArray(v)) return fail(${at}); const out = new Array(v.length); ` +
        `for (let i = 0; i < v.length; i++) out[i] = ${element}(v[i]); return out;`,
    );
  }

  private object(def: z.core.$ZodObjectDef, at: string, path: string): string {
    const catchall = def.catchall?._zod.def.type;
    // Strict (never) refuses unknown keys where zod parses; leaving them out is what reaches the wire either way.
    if (catchall !== undefined && catchall !== 'never') refuse(`${path}: unknown keys kept (${catchall})`);
    const properties = Object.entries(def.shape).map(([key, property]) => {
      const name = this.node(property, `${path}.${key}`);
      const quoted = JSON.stringify(key);
      // A literal's "__proto__" key would set the prototype; a computed one is a property.
      const literalKey = key === '__proto__' ? `[${quoted}]` : quoted;
      return `${literalKey}: ${name}(v[${quoted}])`;
    });
    return this.fn(
      `if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(${at}); ` +
        `return { ${properties.join(', ')} };`,
    );
  }
}

/** A check that rewrites the value (trim, toLowerCase, overwrite) would change what zod writes. */
function refuseOverwrites(def: z.core.$ZodTypeDef, path: string): void {
  for (const check of def.checks ?? []) {
    if (check._zod.def.check === 'overwrite') refuse(`${path}: a check that rewrites the value`);
  }
}
