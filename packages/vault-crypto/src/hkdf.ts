import { toArrayBufferBytes, utf8Encode } from './encoding.js';

const SHA256_LENGTH = 32;

/**
 * HKDF-SHA256 (RFC 5869) over WebCrypto. Internal helper, exported for the
 * known-answer tests; callers of the package use the purpose-bound functions.
 */
export async function hkdfSha256(
  ikm: Uint8Array,
  salt: Uint8Array,
  info: Uint8Array | string,
  length: number,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!Number.isSafeInteger(length) || length < 1 || length > 255 * SHA256_LENGTH) {
    throw new RangeError('hkdfSha256: length must be between 1 and 8160 bytes');
  }
  const infoBytes = typeof info === 'string' ? utf8Encode(info) : toArrayBufferBytes(info);
  const subtle = globalThis.crypto.subtle;
  const baseKey = await subtle.importKey('raw', toArrayBufferBytes(ikm), 'HKDF', false, ['deriveBits']);
  const bits = await subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: toArrayBufferBytes(salt), info: infoBytes },
    baseKey,
    length * 8,
  );
  return new Uint8Array(bits);
}
