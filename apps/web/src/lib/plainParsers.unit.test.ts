import { describe, expect, it } from 'vitest';
import { firmBrandingSchema } from '@guru/shared';
import { firmBrandingParser } from './branding';
import {
  ResponseShapeError,
  either,
  nullable,
  oneOf,
  parserOf,
  positiveInteger,
  shape,
  string,
} from './plainParsers';

describe('plainParsers', () => {
  it('keeps the named keys of an object and refuses a missing or mistyped one, saying where', () => {
    const parser = parserOf(shape({ name: string, size: shape({ count: positiveInteger }) }));
    expect(parser.parse({ name: 'a', size: { count: 2, extra: 1 }, extra: true })).toEqual({
      name: 'a',
      size: { count: 2 },
    });
    expect(() => parser.parse({ name: 'a' })).toThrow(new ResponseShapeError('size'));
    expect(() => parser.parse({ name: 'a', size: { count: 1.5 } })).toThrow(
      new ResponseShapeError('size.count'),
    );
    expect(() => parser.parse({ name: 'a', size: { count: 0 } })).toThrow(ResponseShapeError);
    expect(() => parser.parse({ name: 1, size: { count: 1 } })).toThrow(new ResponseShapeError('name'));
    expect(() => parser.parse(null)).toThrow(new ResponseShapeError(''));
    expect(() => parser.parse([])).toThrow(ResponseShapeError);
  });

  it('takes only the listed values, null where allowed, and the first alternative that fits', () => {
    const tag = parserOf(oneOf('sms', 'totp'));
    expect(tag.parse('sms')).toBe('sms');
    expect(() => tag.parse('email')).toThrow(ResponseShapeError);
    expect(parserOf(nullable(string)).parse(null)).toBeNull();
    expect(() => parserOf(nullable(string)).parse(undefined)).toThrow(ResponseShapeError);
    const union = parserOf(
      either(shape({ kind: oneOf('a'), a: string }), shape({ kind: oneOf('b'), b: positiveInteger })),
    );
    expect(union.parse({ kind: 'b', b: 3 })).toEqual({ kind: 'b', b: 3 });
    expect(() => union.parse({ kind: 'b', a: 'x' })).toThrow(ResponseShapeError);
  });

  it('reads the branding as the shared firmBrandingSchema does', () => {
    const branding = { firmId: 'f1', name: 'Firm', subdomain: 'firm', logoUrl: '/logo.png' };
    expect(firmBrandingParser.parse({ ...branding, extra: 1 })).toEqual(firmBrandingSchema.parse(branding));
    for (const wrong of [{ ...branding, name: null }, { firmId: 'f1' }, 'Firm']) {
      expect(() => firmBrandingSchema.parse(wrong)).toThrow();
      expect(() => firmBrandingParser.parse(wrong)).toThrow(ResponseShapeError);
    }
  });
});
