import { describe, expect, it } from 'vitest';
import { generateDefaultLogo } from './default-logo.js';
import { logoTypeOf } from './logo-image.js';

describe('logo type by its bytes', () => {
  it('knows a PNG by its signature and header chunk, a JPEG by its start of image', () => {
    expect(logoTypeOf(generateDefaultLogo('Acme'))).toBe('image/png');
    expect(logoTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]))).toBe('image/jpeg');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(logoTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(logoTypeOf(Buffer.from('GIF89a\u0001\u0000\u0001\u0000'))).toBeNull();
    expect(logoTypeOf(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(
      logoTypeOf(
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16)]),
      ),
    ).toBeNull();
    expect(logoTypeOf(Buffer.alloc(0))).toBeNull();
  });
});
