import { decryptEnvelope, encryptEnvelope, EnvelopeError, EnvelopeErrorReason } from './envelope.js';
import { deriveRecoveryKey, generateRecoveryCode } from './recovery-code.js';
import { KEY_LENGTH, randomKey } from './random.js';

/**
 * docs/ARCHITECTURE.md, "Password Guru": the vault's random 256-bit userKey is stored only wrapped,
 * once under the password's wrapKey and once under the recovery code's key.
 */
export const PROTECTED_USER_KEY_AAD = 'guru-suite/protected-user-key/v1';
export const RECOVERY_USER_KEY_AAD = 'guru-suite/recovery-user-key/v1';

function assertKeyLength(key: Uint8Array, label: string): void {
  if (key.length !== KEY_LENGTH) throw new RangeError(`${label} must be 32 bytes`);
}

export async function wrapUserKey(
  wrappingKey: Uint8Array,
  userKey: Uint8Array,
  aad: string,
): Promise<string> {
  assertKeyLength(userKey, 'userKey');
  return encryptEnvelope(wrappingKey, userKey, aad);
}

/** Throws EnvelopeError when the envelope cannot be opened or does not hold a 32-byte key. */
export async function unwrapUserKey(
  wrappingKey: Uint8Array,
  envelope: string,
  aad: string,
): Promise<Uint8Array> {
  const userKey = await decryptEnvelope(wrappingKey, envelope, aad);
  if (userKey.length !== KEY_LENGTH) {
    userKey.fill(0);
    throw new EnvelopeError(EnvelopeErrorReason.malformed, 'Wrapped user key is not 32 bytes');
  }
  return userKey;
}

/** protectedUserKey = AES-GCM(wrapKey, userKey); also used after a password change. */
export async function protectUserKey(wrapKey: Uint8Array, userKey: Uint8Array): Promise<string> {
  return wrapUserKey(wrapKey, userKey, PROTECTED_USER_KEY_AAD);
}

/** A fresh recovery code and recoveryUserKey = AES-GCM(HKDF(code), userKey); also used to rotate the code. */
export async function createRecoveryUserKey(
  userKey: Uint8Array,
): Promise<{ recoveryCode: string; recoveryUserKey: string }> {
  const recoveryCode = generateRecoveryCode();
  const recoveryKey = await deriveRecoveryKey(recoveryCode);
  try {
    return { recoveryCode, recoveryUserKey: await wrapUserKey(recoveryKey, userKey, RECOVERY_USER_KEY_AAD) };
  } finally {
    recoveryKey.fill(0);
  }
}

/** Sign-up: a new userKey, wrapped under wrapKey and under a new recovery code (shown once). */
export async function createVaultKeys(wrapKey: Uint8Array): Promise<{
  userKey: Uint8Array;
  protectedUserKey: string;
  recoveryCode: string;
  recoveryUserKey: string;
}> {
  assertKeyLength(wrapKey, 'wrapKey');
  const userKey = randomKey();
  const protectedUserKey = await protectUserKey(wrapKey, userKey);
  const { recoveryCode, recoveryUserKey } = await createRecoveryUserKey(userKey);
  return { userKey, protectedUserKey, recoveryCode, recoveryUserKey };
}

export async function openProtectedUserKey(
  wrapKey: Uint8Array,
  protectedUserKey: string,
): Promise<Uint8Array> {
  return unwrapUserKey(wrapKey, protectedUserKey, PROTECTED_USER_KEY_AAD);
}

/** Throws RecoveryCodeError for a mistyped code, EnvelopeError for a valid but wrong one. */
export async function openRecoveryUserKey(
  recoveryCode: string,
  recoveryUserKey: string,
): Promise<Uint8Array> {
  const recoveryKey = await deriveRecoveryKey(recoveryCode);
  try {
    return await unwrapUserKey(recoveryKey, recoveryUserKey, RECOVERY_USER_KEY_AAD);
  } finally {
    recoveryKey.fill(0);
  }
}
