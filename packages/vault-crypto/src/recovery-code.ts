import { hkdfSha256 } from './hkdf.js';
import { KEY_LENGTH, randomBytes } from './random.js';

/**
 * The 128-bit recovery code of the Emergency Kit, in Crockford base32: 26 characters
 * (130 bits, the last 2 always zero), shown in groups of four: 'ABCD-EFGH-...-WX'.
 */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECOVERY_CODE_BYTES = 16;
export const RECOVERY_CODE_LENGTH = 26;
export const RECOVERY_CODE_GROUP_SIZE = 4;
export const RECOVERY_KEY_INFO = 'guru-suite/recovery-key/v1';

/** Crockford decoding folds look-alikes: O reads as 0, I and L read as 1. */
const LOOK_ALIKES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' };

export class RecoveryCodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecoveryCodeError';
  }
}

function encodeCrockford(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bitCount = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bitCount += 8;
    while (bitCount >= 5) {
      bitCount -= 5;
      out += CROCKFORD_ALPHABET[(buffer >> bitCount) & 0x1f];
    }
    buffer &= (1 << bitCount) - 1;
  }
  if (bitCount > 0) out += CROCKFORD_ALPHABET[(buffer << (5 - bitCount)) & 0x1f];
  return out;
}

/** Decodes 26 canonical characters to 16 bytes; null when a character or the padding bits are wrong. */
function decodeCrockford(canonical: string): Uint8Array | null {
  const out = new Uint8Array(RECOVERY_CODE_BYTES);
  let buffer = 0;
  let bitCount = 0;
  let written = 0;
  for (const char of canonical) {
    const value = CROCKFORD_ALPHABET.indexOf(char);
    if (value < 0) return null;
    buffer = (buffer << 5) | value;
    bitCount += 5;
    if (bitCount >= 8) {
      bitCount -= 8;
      out[written++] = (buffer >> bitCount) & 0xff;
      buffer &= (1 << bitCount) - 1;
    }
  }
  if (written !== RECOVERY_CODE_BYTES || buffer !== 0) return null;
  return out;
}

/** 'ABCDEFGH...' -> 'ABCD-EFGH-...' (groups of four, the last one shorter). */
export function formatRecoveryCode(canonical: string): string {
  const groups: string[] = [];
  for (let i = 0; i < canonical.length; i += RECOVERY_CODE_GROUP_SIZE) {
    groups.push(canonical.slice(i, i + RECOVERY_CODE_GROUP_SIZE));
  }
  return groups.join('-');
}

/** A fresh 128-bit recovery code, grouped for display and printing. */
export function generateRecoveryCode(): string {
  return formatRecoveryCode(encodeCrockford(randomBytes(RECOVERY_CODE_BYTES)));
}

/**
 * What the user typed -> the 26 canonical characters: upper-cased, spaces and dashes removed,
 * O -> 0, I/L -> 1. Throws RecoveryCodeError when the result is not a valid code.
 */
export function normalizeRecoveryCode(input: string): string {
  const canonical = [...input.toUpperCase().replace(/[\s-]/g, '')]
    .map((char) => LOOK_ALIKES[char] ?? char)
    .join('');
  if (canonical.length !== RECOVERY_CODE_LENGTH) {
    throw new RecoveryCodeError(`A recovery code has ${RECOVERY_CODE_LENGTH} characters`);
  }
  if (decodeCrockford(canonical) === null) throw new RecoveryCodeError('This is not a valid recovery code');
  return canonical;
}

/** The 16 bytes a recovery code stands for. */
export function recoveryCodeToBytes(code: string): Uint8Array {
  const bytes = decodeCrockford(normalizeRecoveryCode(code));
  if (bytes === null) throw new RecoveryCodeError('This is not a valid recovery code');
  return bytes;
}

/** HKDF-SHA256 (empty salt) over the 128 random bits; no stretching needed for a random 128-bit secret. */
export async function deriveRecoveryKey(code: string): Promise<Uint8Array> {
  const codeBytes = recoveryCodeToBytes(code);
  try {
    return await hkdfSha256(codeBytes, new Uint8Array(0), RECOVERY_KEY_INFO, KEY_LENGTH);
  } finally {
    codeBytes.fill(0);
  }
}
