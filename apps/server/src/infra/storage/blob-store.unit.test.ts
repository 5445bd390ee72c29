import { describe, expect, it } from 'vitest';
import { assertBlobKey, assertBlobPrefix, assertByteRange } from './blob-store.js';
import { InvalidBlobKeyError } from './storage-errors.js';

describe('blob keys', () => {
  it('accepts opaque paths of ids', () => {
    for (const key of [
      'a',
      'firm-1/client_2/3f2c9a7e-0b1d-4c6e-9d2a-1b2c3d4e5f60',
      'a/b.c/d-e',
      'X'.repeat(128),
    ]) {
      expect(() => assertBlobKey(key), key).not.toThrow();
    }
  });

  it('refuses anything that could leave its folder or name a hidden file', () => {
    const bad = [
      '',
      '.',
      '..',
      '../x',
      'a/../b',
      'a/./b',
      '/a',
      'a/',
      'a//b',
      '.tmp/x',
      'a/.hidden',
      'a\\b',
      '..\\..\\x',
      'a b',
      'é',
      'a\u0000b',
      'C:x',
      'X'.repeat(129),
      'a/b/c/d/e/f/g/h/i',
    ];
    for (const key of bad) {
      expect(() => assertBlobKey(key), JSON.stringify(key)).toThrow(InvalidBlobKeyError);
      expect(() => assertBlobPrefix(key), JSON.stringify(key)).toThrow(InvalidBlobKeyError);
    }
  });

  it('checks byte ranges', () => {
    expect(() => assertByteRange({ start: 0, end: 0 })).not.toThrow();
    for (const range of [
      { start: -1, end: 0 },
      { start: 2, end: 1 },
      { start: 0.5, end: 1 },
      { start: 0, end: Number.NaN },
    ]) {
      expect(() => assertByteRange(range)).toThrow(RangeError);
    }
  });
});
