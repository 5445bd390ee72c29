import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './content-encoding.js';

describe('chooseEncoding', () => {
  const both = ['br', 'gzip'] as const;
  it('prefers brotli, then gzip, when the browser takes both or one', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('gzip, deflate', both)).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeNull();
  });
  it('sends the file as it is without the header, for identity, or when every one is refused', () => {
    expect(chooseEncoding(undefined, both)).toBeNull();
    expect(chooseEncoding('identity', both)).toBeNull();
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBeNull();
    expect(chooseEncoding('*;q=0', both)).toBeNull();
  });
  it('follows the weights, and takes the wildcard as gzip (as the built assets are sent)', () => {
    expect(chooseEncoding('br;q=0.2, gzip;q=0.8', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, *', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('gzip');
    expect(chooseEncoding('*', ['br'])).toBeNull();
    expect(chooseEncoding('BR, GZIP', both)).toBe('br');
  });
});
