import { bytesToBase64 } from './encoding.js';

/** getRandomValues refuses more than 65,536 bytes per call. */
const MAX_BYTES_PER_CALL = 65_536;

export const KEY_LENGTH = 32;
export const SALT_LENGTH = 16;

/** n bytes from the platform CSPRNG (WebCrypto). */
export function randomBytes(n: number): Uint8Array<ArrayBuffer> {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError('randomBytes: n must be a non-negative integer');
  const out = new Uint8Array(n);
  for (let offset = 0; offset < n; offset += MAX_BYTES_PER_CALL) {
    globalThis.crypto.getRandomValues(out.subarray(offset, Math.min(n, offset + MAX_BYTES_PER_CALL)));
  }
  return out;
}

/** A fresh 256-bit key. */
export function randomKey(): Uint8Array<ArrayBuffer> {
  return randomBytes(KEY_LENGTH);
}

/** A fresh 128-bit salt, standard base64. */
export function randomSaltB64(): string {
  return bytesToBase64(randomBytes(SALT_LENGTH));
}
