import { base64ToBytes, bytesToBase64, utf8Encode } from './encoding.js';
import { hkdfSha256 } from './hkdf.js';
import { KEY_LENGTH } from './random.js';

/** docs/ARCHITECTURE.md, "Sign-in chain": Argon2id, m = 64 MiB, t = 3, p = 4. */
export const KDF_DEFAULTS = {
  algorithm: 'argon2id',
  memoryKiB: 65_536,
  iterations: 3,
  parallelism: 4,
} as const;

/** Ceilings that keep a hostile server from making the browser burn memory or time. */
export const KDF_MAXIMUMS = {
  memoryKiB: 1_048_576,
  iterations: 20,
  parallelism: 16,
} as const;

export interface KdfParams {
  algorithm: 'argon2id';
  memoryKiB: number;
  iterations: number;
  parallelism: number;
}

export const AUTH_KEY_INFO = 'guru-suite/auth-key/v1';
export const WRAP_KEY_INFO = 'guru-suite/wrap-key/v1';

/** Argon2 needs a salt of at least 8 bytes. */
const MIN_SALT_LENGTH = 8;

/** The KDF parameters are weaker than the minimum, absurdly high, or not Argon2id. */
export class KdfDowngradeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KdfDowngradeError';
  }
}

const NUMERIC_FIELDS = ['memoryKiB', 'iterations', 'parallelism'] as const;

/**
 * The downgrade guard: refuses parameters below `minimum` (default KDF_DEFAULTS), above
 * KDF_MAXIMUMS, not whole numbers, or for another algorithm.
 */
export function assertKdfParams(params: KdfParams, minimum: KdfParams = KDF_DEFAULTS): void {
  if (params.algorithm !== 'argon2id') {
    throw new KdfDowngradeError(`Unsupported KDF algorithm: ${String(params.algorithm)}`);
  }
  for (const field of NUMERIC_FIELDS) {
    const value = params[field];
    if (!Number.isSafeInteger(value)) throw new KdfDowngradeError(`KDF ${field} must be an integer`);
    if (value < minimum[field]) {
      throw new KdfDowngradeError(`KDF ${field} ${value} is below the minimum ${minimum[field]}`);
    }
    if (value > KDF_MAXIMUMS[field]) {
      throw new KdfDowngradeError(`KDF ${field} ${value} is above the maximum ${KDF_MAXIMUMS[field]}`);
    }
  }
  if (params.memoryKiB < 8 * params.parallelism) {
    throw new KdfDowngradeError('KDF memoryKiB must be at least 8 x parallelism');
  }
}

/** Argon2id(NFKC(password) as UTF-8, salt) with a 32-byte output. Does not apply the guard. */
export async function deriveMasterKey(
  password: string,
  saltB64: string,
  params: KdfParams,
): Promise<Uint8Array> {
  if (params.algorithm !== 'argon2id') throw new KdfDowngradeError('Unsupported KDF algorithm');
  const salt = base64ToBytes(saltB64);
  if (salt.length < MIN_SALT_LENGTH) throw new RangeError('deriveMasterKey: salt must be at least 8 bytes');
  // Loaded on first use: the Argon2 module (WebAssembly) is the heaviest part of the sign-in page, and the
  // page needs it only once a password is submitted.
  const { argon2id } = await import('hash-wasm');
  return argon2id({
    password: utf8Encode(password.normalize('NFKC')),
    salt,
    iterations: params.iterations,
    parallelism: params.parallelism,
    memorySize: params.memoryKiB,
    hashLength: KEY_LENGTH,
    outputType: 'binary',
  });
}

/** HKDF-SHA256 with an empty salt: one key proves the password to the server, the other never leaves the browser. */
export async function splitMasterKey(
  masterKey: Uint8Array,
): Promise<{ authKey: Uint8Array; wrapKey: Uint8Array }> {
  if (masterKey.length !== KEY_LENGTH) throw new RangeError('splitMasterKey: master key must be 32 bytes');
  const emptySalt = new Uint8Array(0);
  const [authKey, wrapKey] = await Promise.all([
    hkdfSha256(masterKey, emptySalt, AUTH_KEY_INFO, KEY_LENGTH),
    hkdfSha256(masterKey, emptySalt, WRAP_KEY_INFO, KEY_LENGTH),
  ]);
  return { authKey, wrapKey };
}

/** The browser side of the zero-knowledge login: guard, Argon2id, split. Only authKeyB64 is sent. */
export async function deriveLoginKeys(
  password: string,
  saltB64: string,
  params: KdfParams,
  opts?: { minimum?: KdfParams },
): Promise<{ authKeyB64: string; wrapKey: Uint8Array }> {
  assertKdfParams(params, opts?.minimum ?? KDF_DEFAULTS);
  const masterKey = await deriveMasterKey(password, saltB64, params);
  try {
    const { authKey, wrapKey } = await splitMasterKey(masterKey);
    const authKeyB64 = bytesToBase64(authKey);
    authKey.fill(0);
    return { authKeyB64, wrapKey };
  } finally {
    masterKey.fill(0);
  }
}
