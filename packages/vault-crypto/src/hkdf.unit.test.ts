import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes } from './encoding.js';
import { hkdfSha256 } from './hkdf.js';

describe('hkdfSha256', () => {
  it('matches RFC 5869 test case 1', async () => {
    const okm = await hkdfSha256(
      new Uint8Array(22).fill(0x0b),
      hexToBytes('000102030405060708090a0b0c'),
      hexToBytes('f0f1f2f3f4f5f6f7f8f9'),
      42,
    );
    expect(bytesToHex(okm)).toBe(
      '3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865',
    );
  });

  it('matches RFC 5869 test case 3 (empty salt and info, as our key split uses)', async () => {
    const okm = await hkdfSha256(new Uint8Array(22).fill(0x0b), new Uint8Array(0), new Uint8Array(0), 42);
    expect(bytesToHex(okm)).toBe(
      '8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8',
    );
  });

  it('treats a string info as UTF-8 and refuses impossible lengths', async () => {
    const ikm = new Uint8Array(32).fill(1);
    const fromString = await hkdfSha256(ikm, new Uint8Array(0), 'guru', 32);
    const fromBytes = await hkdfSha256(ikm, new Uint8Array(0), new TextEncoder().encode('guru'), 32);
    expect(fromString).toEqual(fromBytes);
    await expect(hkdfSha256(ikm, new Uint8Array(0), 'x', 0)).rejects.toThrow(RangeError);
    await expect(hkdfSha256(ikm, new Uint8Array(0), 'x', 255 * 32 + 1)).rejects.toThrow(RangeError);
  });
});
