import { base64ToBytes } from './encoding.js';
import { unwrapUserKey, wrapUserKey } from './user-key.js';
import { KEY_LENGTH } from './random.js';

/**
 * docs/ARCHITECTURE.md, "Sign-in chain", PIN lock without offline guessing: sessionStorage keeps
 * W = AES-GCM(unlockSecret, userKey); the server releases the 256-bit unlockSecret
 * (standard base64) only after a correct PIN.
 */
export const SESSION_SEAL_AAD = 'guru-suite/session-seal/v1';

function decodeUnlockSecret(unlockSecretB64: string): Uint8Array {
  const secret = base64ToBytes(unlockSecretB64);
  if (secret.length !== KEY_LENGTH) throw new RangeError('unlockSecret must be 32 bytes');
  return secret;
}

export async function sealForSession(unlockSecretB64: string, userKey: Uint8Array): Promise<string> {
  const secret = decodeUnlockSecret(unlockSecretB64);
  try {
    return await wrapUserKey(secret, userKey, SESSION_SEAL_AAD);
  } finally {
    secret.fill(0);
  }
}

/** Throws EnvelopeError when the seal was made with another session's secret or was altered. */
export async function openFromSession(unlockSecretB64: string, sealed: string): Promise<Uint8Array> {
  const secret = decodeUnlockSecret(unlockSecretB64);
  try {
    return await unwrapUserKey(secret, sealed, SESSION_SEAL_AAD);
  } finally {
    secret.fill(0);
  }
}
