import { asEnvelope, type Envelope } from '@guru/shared';
import {
  base64UrlToBytes,
  bytesToBase64Url,
  toArrayBufferBytes,
  utf8Decode,
  utf8Encode,
} from './encoding.js';
import { KEY_LENGTH, randomBytes } from './random.js';

/*
 * `Envelope` (the branded ciphertext type) comes from @guru/shared and not the other way round:
 * shared holds the API schemas that must use the brand and never imports vault-crypto, so this
 * package depending on shared keeps the graph acyclic.
 */
export type { Envelope };

/**
 * Versioned AES-256-GCM envelope: 'v1.<base64url iv>.<base64url ciphertext+tag>', no padding.
 * The associated data (AAD) binds a ciphertext to its place (user, item, field), so a server
 * that swaps ciphertexts between places makes decryption fail instead of showing wrong data.
 */
export const ENVELOPE_VERSION = 'v1';
export const IV_LENGTH = 12;
export const TAG_LENGTH = 16;

/** The messages of an envelope that cannot be opened (envelope-many.ts meets the same cases). Not part of the package's API. */
export const envelopeMessages = {
  notAString: 'Envelope must be a string',
  notThreeParts: 'Envelope must have three parts',
  unknownVersion: 'Unknown envelope version',
  badIv: 'Envelope IV must be 12 bytes of base64url',
  badCiphertext: 'Envelope ciphertext must be base64url of 16+ bytes',
  authenticationFailed:
    'Envelope authentication failed: wrong key, wrong associated data or tampered ciphertext',
  notUtf8: 'Envelope plaintext is not valid UTF-8',
  notJson: 'Envelope plaintext is not valid JSON',
  wrongShape: 'Envelope plaintext does not have the expected shape',
} as const;

export const EnvelopeErrorReason = {
  malformed: 'malformed',
  unknownVersion: 'unknown-version',
  authenticationFailed: 'authentication-failed',
} as const;
export type EnvelopeErrorReason = (typeof EnvelopeErrorReason)[keyof typeof EnvelopeErrorReason];

/** The envelope cannot be opened: malformed, unknown version, wrong key, wrong AAD or tampered. */
export class EnvelopeError extends Error {
  readonly reason: EnvelopeErrorReason;

  constructor(reason: EnvelopeErrorReason, message: string) {
    super(message);
    this.name = 'EnvelopeError';
    this.reason = reason;
  }
}

interface ParsedEnvelope {
  iv: Uint8Array<ArrayBuffer>;
  ciphertext: Uint8Array<ArrayBuffer>;
}

function decodeBase64UrlOrNull(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return base64UrlToBytes(text);
  } catch {
    return null;
  }
}

function parseEnvelope(envelope: string): ParsedEnvelope {
  const parts = envelope.split('.');
  if (parts.length !== 3)
    throw new EnvelopeError(EnvelopeErrorReason.malformed, envelopeMessages.notThreeParts);
  const [version, ivText, ciphertextText] = parts as [string, string, string];
  if (version !== ENVELOPE_VERSION) {
    throw new EnvelopeError(EnvelopeErrorReason.unknownVersion, envelopeMessages.unknownVersion);
  }
  const iv = decodeBase64UrlOrNull(ivText);
  const ciphertext = decodeBase64UrlOrNull(ciphertextText);
  if (iv === null || iv.length !== IV_LENGTH) {
    throw new EnvelopeError(EnvelopeErrorReason.malformed, envelopeMessages.badIv);
  }
  if (ciphertext === null || ciphertext.length < TAG_LENGTH) {
    throw new EnvelopeError(EnvelopeErrorReason.malformed, envelopeMessages.badCiphertext);
  }
  return { iv, ciphertext };
}

/** Syntactic check only (version, 12-byte IV, ciphertext with room for the tag); proves nothing about the key. */
export function isEnvelope(text: string): boolean {
  if (typeof text !== 'string') return false;
  try {
    parseEnvelope(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * An AES-256-GCM key: raw bytes, imported for each call, or a CryptoKey made once by
 * `importRecordKey` (non-extractable: it can be used, and handed to a Web Worker, never read).
 */
export type RecordKey = Uint8Array | CryptoKey;

/** The user key as a non-extractable AES-GCM CryptoKey for many envelopes (one import, no copy of the bytes). */
export function importRecordKey(key: Uint8Array): Promise<CryptoKey> {
  if (key.length !== KEY_LENGTH) throw new RangeError('AES-256-GCM key must be 32 bytes');
  return globalThis.crypto.subtle.importKey('raw', toArrayBufferBytes(key), 'AES-GCM', false, [
    'encrypt',
    'decrypt',
  ]);
}

/** The key as a CryptoKey for `usage` (checked, or imported from raw bytes). Not part of the package's API. */
export async function importAesKey(key: RecordKey, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  if (!(key instanceof Uint8Array)) {
    if (key.algorithm.name !== 'AES-GCM' || !key.usages.includes(usage))
      throw new RangeError(`the key cannot ${usage} AES-GCM`);
    return key;
  }
  if (key.length !== KEY_LENGTH) throw new RangeError('AES-256-GCM key must be 32 bytes');
  return globalThis.crypto.subtle.importKey('raw', toArrayBufferBytes(key), 'AES-GCM', false, [usage]);
}

/**
 * Encrypts with a fresh random 96-bit IV. `opts.iv` exists for known-answer tests only:
 * reusing an IV under one key breaks GCM.
 */
export async function encryptEnvelope(
  key: RecordKey,
  plaintext: Uint8Array | string,
  aad: string,
  opts?: { iv?: Uint8Array },
): Promise<Envelope> {
  const iv = opts?.iv === undefined ? randomBytes(IV_LENGTH) : toArrayBufferBytes(opts.iv);
  if (iv.length !== IV_LENGTH) throw new RangeError('encryptEnvelope: iv must be 12 bytes');
  const plaintextBytes =
    typeof plaintext === 'string' ? utf8Encode(plaintext) : toArrayBufferBytes(plaintext);
  const cryptoKey = await importAesKey(key, 'encrypt');
  const ciphertext = await globalThis.crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: utf8Encode(aad), tagLength: TAG_LENGTH * 8 },
    cryptoKey,
    plaintextBytes,
  );
  // Checked, not cast: the brand is earned by the same syntax check the API applies.
  return asEnvelope(
    `${ENVELOPE_VERSION}.${bytesToBase64Url(iv)}.${bytesToBase64Url(new Uint8Array(ciphertext))}`,
  );
}

export async function decryptEnvelope(key: RecordKey, envelope: string, aad: string): Promise<Uint8Array> {
  if (typeof envelope !== 'string')
    throw new EnvelopeError(EnvelopeErrorReason.malformed, envelopeMessages.notAString);
  const { iv, ciphertext } = parseEnvelope(envelope);
  const cryptoKey = await importAesKey(key, 'decrypt');
  try {
    const plaintext = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv, additionalData: utf8Encode(aad), tagLength: TAG_LENGTH * 8 },
      cryptoKey,
      ciphertext,
    );
    return new Uint8Array(plaintext);
  } catch {
    throw authenticationFailedError();
  }
}

/** What a decryption that AES-GCM refused throws. Not part of the package's API. */
export function authenticationFailedError(): EnvelopeError {
  return new EnvelopeError(EnvelopeErrorReason.authenticationFailed, envelopeMessages.authenticationFailed);
}

/** An opened envelope's bytes as text (strict UTF-8). Not part of the package's API. */
export function plaintextText(plaintext: Uint8Array): string {
  try {
    return utf8Decode(plaintext);
  } catch {
    throw new EnvelopeError(EnvelopeErrorReason.malformed, envelopeMessages.notUtf8);
  }
}

export async function decryptEnvelopeText(key: RecordKey, envelope: string, aad: string): Promise<string> {
  return plaintextText(await decryptEnvelope(key, envelope, aad));
}

export async function encryptJson(key: RecordKey, value: unknown, aad: string): Promise<Envelope> {
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) throw new TypeError('encryptJson: value is not JSON-serialisable');
  return encryptEnvelope(key, json, aad);
}

/** What decryptJson checks a plaintext against: a zod schema (only its safeParse is used). */
export interface PlaintextSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * Opens a JSON envelope and parses its content with `schema`: authenticated content of another
 * shape (`{"name":5}`, a bare string) throws an EnvelopeError ('malformed') instead of being cast.
 */
export async function decryptJson<T>(
  key: RecordKey,
  envelope: string,
  aad: string,
  schema: PlaintextSchema<T>,
): Promise<T> {
  return plaintextJson(await decryptEnvelopeText(key, envelope, aad), schema);
}

/** An opened envelope's text as JSON of `schema`'s shape, or an EnvelopeError ('malformed'). Not part of the package's API. */
export function plaintextJson<T>(text: string, schema: PlaintextSchema<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new EnvelopeError(EnvelopeErrorReason.malformed, envelopeMessages.notJson);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new EnvelopeError(EnvelopeErrorReason.malformed, envelopeMessages.wrongShape);
  return parsed.data;
}
