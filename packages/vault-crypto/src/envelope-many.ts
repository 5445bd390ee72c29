import { base64UrlDecodeInto, base64UrlDecodedLength, utf8EncodeInto } from './encoding.js';
import {
  ENVELOPE_VERSION,
  EnvelopeError,
  EnvelopeErrorReason,
  IV_LENGTH,
  TAG_LENGTH,
  authenticationFailedError,
  envelopeMessages,
  importAesKey,
  plaintextJson,
  plaintextText,
  type PlaintextSchema,
  type RecordKey,
} from './envelope.js';

/**
 * decryptJson for thousands of envelopes under one key (the vault's summaries at unlock), with the same
 * checks and errors, at a lower cost per envelope: the key is checked once, at most `inFlight` decryptions
 * run at once (the rest wait their turn, so few envelopes' buffers and promises are alive at a time and
 * most die young), and the IV, ciphertext and associated data are written into one scratch buffer that
 * every call reuses, where decryptJson makes three new buffers per envelope. The reuse is safe because
 * WebCrypto copies its inputs when called (Web Crypto API, "get a copy of the bytes held by" each
 * BufferSource), before the buffer is written again; envelope-many.unit.test.ts checks it.
 */

/** Decryptions running at once by default: enough to keep WebCrypto's thread busy (ADR 0054). */
export const DEFAULT_IN_FLIGHT = 128;

/** Bytes of the scratch buffer at first; it grows for a longer envelope. */
const INITIAL_SCRATCH = 4_096;

/** UTF-8 takes at most 3 bytes per UTF-16 code unit. */
const UTF8_BYTES_PER_UNIT = 3;

interface Scratch {
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * Starts the decryption of one envelope whose inputs are written into `scratch`: the checks of
 * envelope.ts's parseEnvelope (three parts, version, a 12-byte IV, a ciphertext with room for the tag).
 */
function startDecrypt(
  key: CryptoKey,
  envelope: unknown,
  aad: string,
  scratch: Scratch,
): Promise<ArrayBuffer> {
  if (typeof envelope !== 'string')
    throw new EnvelopeError(EnvelopeErrorReason.malformed, envelopeMessages.notAString);
  const first = envelope.indexOf('.');
  const second = first < 0 ? -1 : envelope.indexOf('.', first + 1);
  if (second < 0 || envelope.indexOf('.', second + 1) >= 0)
    throw new EnvelopeError(EnvelopeErrorReason.malformed, envelopeMessages.notThreeParts);
  if (envelope.slice(0, first) !== ENVELOPE_VERSION)
    throw new EnvelopeError(EnvelopeErrorReason.unknownVersion, envelopeMessages.unknownVersion);
  const ivText = envelope.slice(first + 1, second);
  const ciphertextText = envelope.slice(second + 1);
  if (base64UrlDecodedLength(ivText) !== IV_LENGTH)
    throw new EnvelopeError(EnvelopeErrorReason.malformed, envelopeMessages.badIv);
  const room = IV_LENGTH + aad.length * UTF8_BYTES_PER_UNIT + base64UrlDecodedLength(ciphertextText);
  if (scratch.bytes.length < room) scratch.bytes = new Uint8Array(Math.max(room, scratch.bytes.length * 2));
  const bytes = scratch.bytes;
  try {
    base64UrlDecodeInto(ivText, bytes, 0);
  } catch {
    throw new EnvelopeError(EnvelopeErrorReason.malformed, envelopeMessages.badIv);
  }
  const aadEnd = IV_LENGTH + utf8EncodeInto(aad, bytes.subarray(IV_LENGTH));
  let ciphertextLength: number;
  try {
    ciphertextLength = base64UrlDecodeInto(ciphertextText, bytes, aadEnd);
  } catch {
    ciphertextLength = -1;
  }
  if (ciphertextLength < TAG_LENGTH)
    throw new EnvelopeError(EnvelopeErrorReason.malformed, envelopeMessages.badCiphertext);
  return globalThis.crypto.subtle.decrypt(
    {
      name: 'AES-GCM',
      iv: bytes.subarray(0, IV_LENGTH),
      additionalData: bytes.subarray(IV_LENGTH, aadEnd),
      tagLength: TAG_LENGTH * 8,
    },
    key,
    bytes.subarray(aadEnd, aadEnd + ciphertextLength),
  );
}

/**
 * Opens envelopes 0 to `count - 1` (`envelopeOf(i)`, bound to `aadOf(i)`) under `key`, each checked against
 * `schema`. Resolves, in the same order, with each content or the EnvelopeError that envelope met (one
 * that does not open spoils nothing else); rejects only when the key cannot decrypt AES-GCM.
 */
export async function decryptJsonMany<T>(
  key: RecordKey,
  count: number,
  envelopeOf: (index: number) => unknown,
  aadOf: (index: number) => string,
  schema: PlaintextSchema<T>,
  inFlight: number = DEFAULT_IN_FLIGHT,
): Promise<Array<T | EnvelopeError>> {
  const cryptoKey = await importAesKey(key, 'decrypt');
  const results = new Array<T | EnvelopeError>(count);
  const scratch: Scratch = { bytes: new Uint8Array(INITIAL_SCRATCH) };
  let next = 0;
  // Each lane opens one envelope after another; `inFlight` lanes run side by side.
  const lane = async (): Promise<void> => {
    while (next < count) {
      const index = next;
      next += 1;
      try {
        let plaintext: ArrayBuffer;
        const decrypting = startDecrypt(cryptoKey, envelopeOf(index), aadOf(index), scratch);
        try {
          plaintext = await decrypting;
        } catch {
          throw authenticationFailedError();
        }
        // decryptJson's steps after the decryption: UTF-8, JSON, then the schema.
        results[index] = plaintextJson(plaintextText(new Uint8Array(plaintext)), schema);
      } catch (error) {
        results[index] = error instanceof EnvelopeError ? error : authenticationFailedError();
      }
    }
  };
  const lanes: Promise<void>[] = [];
  for (let i = 0; i < Math.min(Math.max(1, inFlight), count); i += 1) lanes.push(lane());
  await Promise.all(lanes);
  return results;
}
