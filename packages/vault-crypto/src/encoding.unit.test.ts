import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  base64ToBytes,
  base64UrlToBytes,
  bytesToBase64,
  bytesToBase64Url,
  bytesToHex,
  hexToBytes,
  utf8Decode,
  utf8Encode,
} from './encoding.js';

describe('base64', () => {
  // RFC 4648 section 10 test vectors.
  const rfc4648 = [
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg=='],
    ['fooba', 'Zm9vYmE='],
    ['foobar', 'Zm9vYmFy'],
  ] as const;

  it.each(rfc4648)('encodes and decodes %j as %j', (text, encoded) => {
    expect(bytesToBase64(utf8Encode(text))).toBe(encoded);
    expect(utf8Decode(base64ToBytes(encoded))).toBe(text);
    expect(utf8Decode(base64ToBytes(encoded.replace(/=+$/, '')))).toBe(text);
  });

  it('uses + and / in base64 and - and _ without padding in base64url', () => {
    const bytes = Uint8Array.from([0xfb, 0xff, 0xbf, 0xfe]);
    expect(bytesToBase64(bytes)).toBe('+/+//g==');
    expect(bytesToBase64Url(bytes)).toBe('-_-__g');
    expect(base64UrlToBytes('-_-__g')).toEqual(bytes);
  });

  it('refuses foreign characters, bad padding, impossible lengths and non-canonical bits', () => {
    for (const bad of ['Zm9v!', 'Zg=', 'Zg===', 'Z', 'Zh==', 'Zm9=v', ' Zm9v']) {
      expect(() => base64ToBytes(bad), bad).toThrow(TypeError);
    }
    for (const bad of ['Zg==', '+/+/', 'Zh', 'Z']) {
      expect(() => base64UrlToBytes(bad), bad).toThrow(TypeError);
    }
  });

  it('round-trips arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
        expect(base64UrlToBytes(bytesToBase64Url(bytes))).toEqual(bytes);
      }),
    );
  });
});

describe('utf8 and hex', () => {
  it('encodes UTF-8 and refuses invalid sequences', () => {
    expect(bytesToHex(utf8Encode('é€'))).toBe('c3a9e282ac');
    expect(() => utf8Decode(Uint8Array.from([0xc3]))).toThrow(TypeError);
  });

  it('round-trips hex and refuses odd or foreign input', () => {
    expect(bytesToHex(hexToBytes('00ff10AB'))).toBe('00ff10ab');
    expect(() => hexToBytes('abc')).toThrow(TypeError);
    expect(() => hexToBytes('zz')).toThrow(TypeError);
  });
});
