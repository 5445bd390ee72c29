import type { z } from 'zod';

/**
 * Answers made up from a response schema, to compare the compiled serializer with the zod one on every route
 * (http/response-serializer.api.test.ts): `full` fills every optional and nullable property, `sparse` leaves the
 * optional ones out and sets the nullable ones to null. Every object also carries a key its schema does not
 * declare (UNDECLARED), which neither serializer may write. A text is the first candidate its own schema accepts
 * (formats, regexes, the envelope's syntax), among them texts JSON must escape.
 */
export const UNDECLARED = 'undeclared-property';

const textCandidates = [
  'Émile "O’Brien" \\ \n\t\u2028 😀 \ud800',
  'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAA',
  '00000000-0000-4000-8000-000000000001',
  'someone@example.com',
  '2026-11-27T20:00:00.000Z',
  '2026-11-27',
  'https://example.com/a?b=c',
  '123456',
  'AAAA',
  'a',
];

export class NoSample extends Error {}

export interface SampleAnswers {
  full: unknown;
  sparse: unknown;
}

export function sampleAnswers(schema: z.core.$ZodType): SampleAnswers {
  return { full: sample(schema, 'full'), sparse: sample(schema, 'sparse') };
}

type Kind = 'full' | 'sparse';

function sample(schema: z.core.$ZodType, kind: Kind): unknown {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const inner = () => sample(def.innerType as z.core.$ZodType, kind);
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return firstAccepted(schema, textCandidates);
    case 'number':
      return firstAccepted(schema, [3, 0, 1, 1.5, 100]);
    case 'boolean':
      return kind === 'full';
    case 'null':
      return null;
    case 'date':
      return new Date('2026-11-27T20:00:00.123Z');
    case 'any':
    case 'unknown':
      return kind === 'full' ? { nested: ['kept', 1, null] } : null;
    case 'enum': {
      const values = Object.values(def.entries as Record<string, unknown>);
      return kind === 'full' ? values[0] : values[values.length - 1];
    }
    case 'literal':
      return (def.values as unknown[])[0];
    case 'nullable':
      return kind === 'full' ? inner() : null;
    case 'optional':
    case 'default':
    case 'readonly':
      return inner();
    case 'union': {
      const options = def.options as z.core.$ZodType[];
      const chosen = kind === 'full' ? options[0]! : options[options.length - 1]!;
      return sample(chosen, kind);
    }
    case 'array': {
      const element = def.element as z.core.$ZodType;
      return kind === 'full' ? [sample(element, kind), sample(element, 'sparse')] : [];
    }
    case 'object': {
      const shape = def.shape as Record<string, z.core.$ZodType>;
      const answer: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(shape)) {
        if (kind === 'sparse' && property._zod.def.type === 'optional') continue;
        answer[key] = sample(property, kind);
      }
      const strict = (def.catchall as z.core.$ZodType | undefined)?._zod.def.type === 'never';
      if (!strict) answer[UNDECLARED] = 'must not be written';
      return answer;
    }
    default:
      throw new NoSample(def.type);
  }
}

function firstAccepted(schema: z.core.$ZodType, candidates: unknown[]): unknown {
  for (const candidate of candidates) {
    const result = schema['~standard'].validate(candidate);
    if (!(result instanceof Promise) && !result.issues) return candidate;
  }
  throw new NoSample(`no text or number its schema accepts`);
}
