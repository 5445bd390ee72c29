import { deriveLoginKeys, openProtectedUserKey } from '@guru/vault-crypto';
import type { AppType } from '@guru/shared';
import { getUserKey } from '../../../lib/keyStore';
import { prelogin } from '../../auth';

/** The user key held in memory (Password Guru after the PIN); else null, and the password must open it. */
export function userKeyInMemory(app: AppType): Uint8Array | null {
  return getUserKey(app);
}

/**
 * Opens the user key with the master password, as the sign-in does (prelogin, Argon2id, the wrapped key):
 * only the username leaves the browser. Null when the password does not open it.
 */
export async function openUserKeyWithPassword(
  app: AppType,
  username: string,
  password: string,
  protectedUserKey: string,
): Promise<Uint8Array | null> {
  const { kdf, salt } = await prelogin(app, username);
  const { wrapKey } = await deriveLoginKeys(password, salt, kdf);
  try {
    return await openProtectedUserKey(wrapKey, protectedUserKey);
  } catch {
    return null;
  } finally {
    wrapKey.fill(0);
  }
}
