import { utf8Encode } from './encoding.js';
import { hkdfSha256 } from './hkdf.js';
import { KEY_LENGTH } from './random.js';
import { unwrapUserKey, wrapUserKey } from './user-key.js';

/**
 * Passwordless unlock with a passkey's PRF extension (ADR 0044). The authenticator computes
 * `prfOutput = HMAC(credential secret, SHA-256("WebAuthn PRF" || 0 || PASSKEY_PRF_INPUT))`; it stays in the
 * browser. `passkeyKey = HKDF(prfOutput, "guru-suite/passkey-key/v1")` wraps the same user key that the
 * password's wrapKey and the recovery code's key wrap, so each wrap opens it alone and changing one leaves
 * the others valid.
 */
export const PASSKEY_PRF_INPUT_TEXT = 'guru-suite/passkey-prf/v1';
export const PASSKEY_KEY_INFO = 'guru-suite/passkey-key/v1';
export const PASSKEY_USER_KEY_AAD = 'guru-suite/passkey-user-key/v1';

/** The PRF input ("salt") every passkey is evaluated with: the same for all, as each credential's secret differs. */
export function passkeyPrfInput(): Uint8Array<ArrayBuffer> {
  return utf8Encode(PASSKEY_PRF_INPUT_TEXT);
}

/** The wrapping key of a passkey, from its PRF output (32 bytes). */
export async function derivePasskeyKey(prfOutput: Uint8Array): Promise<Uint8Array> {
  if (prfOutput.length !== KEY_LENGTH) throw new RangeError('PRF output must be 32 bytes');
  return hkdfSha256(prfOutput, new Uint8Array(0), PASSKEY_KEY_INFO, KEY_LENGTH);
}

/** passkeyUserKey = AES-GCM(passkeyKey, userKey). */
export function wrapUserKeyForPasskey(passkeyKey: Uint8Array, userKey: Uint8Array): Promise<string> {
  return wrapUserKey(passkeyKey, userKey, PASSKEY_USER_KEY_AAD);
}

export function openPasskeyUserKey(passkeyKey: Uint8Array, passkeyUserKey: string): Promise<Uint8Array> {
  return unwrapUserKey(passkeyKey, passkeyUserKey, PASSKEY_USER_KEY_AAD);
}
