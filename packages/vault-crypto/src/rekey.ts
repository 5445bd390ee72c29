import { KDF_DEFAULTS, deriveLoginKeys, type KdfParams } from './kdf.js';
import { randomSaltB64 } from './random.js';
import { protectUserKey } from './user-key.js';

/** What the server stores for a new master password: a new salt and verifier input, the same user key newly wrapped. */
export interface RekeyedLogin {
  kdfSalt: string;
  kdfParams: KdfParams;
  /** Sent once; the server keeps only argon2id(authKey). */
  authKey: string;
  /** AES-GCM(new wrapKey, userKey). */
  protectedUserKey: string;
}

/**
 * A new master password that keeps the vault: a fresh salt, new authKey and wrapKey from Argon2id of the
 * new password, and the existing user key re-wrapped under the new wrapKey. Used by a password change, a
 * recovery with the Emergency Kit's code and an emergency takeover; the password and the user key stay in
 * the browser.
 */
export async function rekeyUserKey(
  newPassword: string,
  userKey: Uint8Array,
  kdfParams: KdfParams = KDF_DEFAULTS,
  opts?: { minimum?: KdfParams },
): Promise<RekeyedLogin> {
  const kdfSalt = randomSaltB64();
  const params = { ...kdfParams };
  const { authKeyB64, wrapKey } = await deriveLoginKeys(newPassword, kdfSalt, params, opts);
  try {
    return {
      kdfSalt,
      kdfParams: params,
      authKey: authKeyB64,
      protectedUserKey: await protectUserKey(wrapKey, userKey),
    };
  } finally {
    wrapKey.fill(0);
  }
}
