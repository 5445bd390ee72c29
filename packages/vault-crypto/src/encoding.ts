/**
 * Byte encodings without Buffer, so the same code runs in the browser and in Node.
 * Decoders are strict: they reject foreign characters, impossible lengths and
 * non-canonical trailing bits, so one byte string has exactly one encoding.
 */

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Character code → 6-bit value, -1 for a character outside the alphabet. */
function buildLookup(alphabet: string): Int8Array {
  const lookup = new Int8Array(128).fill(-1);
  for (let index = 0; index < alphabet.length; index += 1) lookup[alphabet.charCodeAt(index)] = index;
  return lookup;
}

const BASE64_LOOKUP = buildLookup(BASE64_ALPHABET);
const BASE64URL_LOOKUP = buildLookup(BASE64URL_ALPHABET);

function encodeBase64WithAlphabet(bytes: Uint8Array, alphabet: string, pad: boolean): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0;
    const b1 = bytes[i + 1] ?? 0;
    const b2 = bytes[i + 2] ?? 0;
    const remaining = bytes.length - i;
    out += alphabet[b0 >> 2];
    out += alphabet[((b0 & 0x03) << 4) | (b1 >> 4)];
    if (remaining > 1) out += alphabet[((b1 & 0x0f) << 2) | (b2 >> 6)];
    else if (pad) out += '=';
    if (remaining > 2) out += alphabet[b2 & 0x3f];
    else if (pad) out += '=';
  }
  return out;
}

/** How many bytes a base64 text of `length` characters (no padding) decodes to. */
function decodedLength(length: number): number {
  return Math.floor((length * 3) / 4);
}

/** Decodes `text` into `out` from `offset` on (room checked by the caller); returns the bytes written. */
function decodeBase64Into(
  text: string,
  lookup: Int8Array,
  label: string,
  out: Uint8Array,
  offset: number,
): number {
  if (text.length % 4 === 1) throw new TypeError(`Invalid ${label}: impossible length`);
  let buffer = 0;
  let bitCount = 0;
  let written = offset;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const value = code < 128 ? lookup[code]! : -1;
    if (value < 0) throw new TypeError(`Invalid ${label}: unexpected character`);
    buffer = (buffer << 6) | value;
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      out[written++] = (buffer >> bitCount) & 0xff;
      buffer &= (1 << bitCount) - 1;
    }
  }
  if (buffer !== 0) throw new TypeError(`Invalid ${label}: non-canonical trailing bits`);
  return written - offset;
}

function decodeBase64WithLookup(text: string, lookup: Int8Array, label: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(decodedLength(text.length));
  decodeBase64Into(text, lookup, label, out, 0);
  return out;
}

/** Standard base64 (RFC 4648 section 4) with padding. */
export function bytesToBase64(bytes: Uint8Array): string {
  return encodeBase64WithAlphabet(bytes, BASE64_ALPHABET, true);
}

/** Standard base64; padding is optional but, when present, must be exact. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  let body = text;
  if (text.endsWith('=')) {
    if (text.length % 4 !== 0) throw new TypeError('Invalid base64: bad padding');
    body = text.replace(/={1,2}$/, '');
  }
  return decodeBase64WithLookup(body, BASE64_LOOKUP, 'base64');
}

/** URL-safe base64 (RFC 4648 section 5) without padding. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  return encodeBase64WithAlphabet(bytes, BASE64URL_ALPHABET, false);
}

/** URL-safe base64 without padding; '=' is refused. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  return decodeBase64WithLookup(text, BASE64URL_LOOKUP, 'base64url');
}

/** The most bytes base64UrlDecodeInto writes for `text`. */
export function base64UrlDecodedLength(text: string): number {
  return decodedLength(text.length);
}

/**
 * base64UrlToBytes into `out` from `offset` on, which must have base64UrlDecodedLength(text) bytes of room:
 * no new buffer (the vault opens thousands of envelopes in a row). Returns the bytes written.
 */
export function base64UrlDecodeInto(text: string, out: Uint8Array, offset: number): number {
  if (out.length - offset < decodedLength(text.length)) throw new RangeError('base64UrlDecodeInto: no room');
  return decodeBase64Into(text, BASE64URL_LOOKUP, 'base64url', out, offset);
}

const textEncoder = new TextEncoder();
const strictTextDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function utf8Encode(text: string): Uint8Array<ArrayBuffer> {
  return textEncoder.encode(text);
}

/** utf8Encode into `out` (which must have 3 bytes of room per UTF-16 unit of `text`); returns the bytes written. */
export function utf8EncodeInto(text: string, out: Uint8Array): number {
  return textEncoder.encodeInto(text, out).written;
}

/** Throws a TypeError on invalid UTF-8 instead of inserting replacement characters. */
export function utf8Decode(bytes: Uint8Array): string {
  return strictTextDecoder.decode(bytes);
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new TypeError('Invalid hex string');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** A copy backed by a plain ArrayBuffer, the type WebCrypto accepts as BufferSource. */
export function toArrayBufferBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}
