import { writeSkipPin } from '../vault/lib/sessionPrefs';
import type { AccessCodeLoginResponse, AppType } from '@guru/shared';
import { openFromSession, openProtectedUserKey, sealForSession } from '@guru/vault-crypto';
import { forgetApp, markUnlocked, setUserKey, takeWrapKey } from '../../lib/keyStore';
import { clearSealedUserKey, readSealedUserKey, writeSealedUserKey } from '../../lib/sealedKeyStorage';

export const VaultKeyOutcome = {
  opened: 'opened',
  /** The user has no vault key (advisors, the provider, vaults not created yet). */
  noVault: 'noVault',
  /** A vault key exists but neither the wrapKey nor a valid sealed copy is at hand. */
  unavailable: 'unavailable',
} as const;
export type VaultKeyOutcome = (typeof VaultKeyOutcome)[keyof typeof VaultKeyOutcome];

async function reopenSealed(app: AppType, unlockSecret: string): Promise<Uint8Array | null> {
  const sealed = readSealedUserKey(app);
  if (!sealed) return null;
  try {
    return await openFromSession(unlockSecret, sealed);
  } catch {
    // Sealed by another session (another unlockSecret) or altered: useless now.
    clearSealedUserKey(app);
    return null;
  }
}

/**
 * After a correct PIN (DESIGN.md section 7): open the user key with the wrapKey from sign-in,
 * or reopen it from the sessionStorage seal; re-seal it with the session's unlockSecret and keep
 * the plain key in memory only. The wrapKey is dropped in every case.
 */
export async function openVaultKeyAfterPin(app: AppType, response: AccessCodeLoginResponse): Promise<VaultKeyOutcome> {
  const wrapKey = takeWrapKey(app);
  let userKey: Uint8Array | null;
  try {
    if (wrapKey && response.protectedUserKey) {
      userKey = await openProtectedUserKey(wrapKey, response.protectedUserKey);
    } else {
      userKey = await reopenSealed(app, response.unlockSecret);
    }
  } finally {
    wrapKey?.fill(0);
  }

  if (!userKey) {
    if (response.protectedUserKey) return VaultKeyOutcome.unavailable;
    markUnlocked(app);
    return VaultKeyOutcome.noVault;
  }
  writeSealedUserKey(app, await sealForSession(response.unlockSecret, userKey));
  setUserKey(app, userKey);
  markUnlocked(app);
  return VaultKeyOutcome.opened;
}

/** Forget every secret the browser holds for `app` (sign-out, session end). */
export function clearAppSecrets(app: AppType): void {
  forgetApp(app);
  clearSealedUserKey(app);
  // The choice to skip the PIN before viewing a password ends with the session.
  writeSkipPin(false);
}
