import { AppType, type AccessCodeLoginResponse } from '@guru/shared';
import {
  deriveLoginKeys,
  openFromSession,
  openPasskeyUserKey,
  openProtectedUserKey,
  sealForSession,
} from '@guru/vault-crypto';
import {
  forgetApp,
  lockApp,
  markUnlocked,
  setUserKey,
  takePasskeyKey,
  takeWrapKey,
} from '../../lib/keyStore';
import {
  clearSealedUserKey,
  clearTabLocked,
  clearUnlockedWithoutKey,
  readSealedUserKey,
  readTabLocked,
  readUnlockedWithoutKey,
  writeSealedUserKey,
  writeTabLocked,
  writeUnlockedWithoutKey,
} from '../../lib/sealedKeyStorage';
import type { SharedUnlock } from '../../lib/tabUnlock';
import { writeSkipPin } from '../../lib/skipPinPreference';
import { fetchUnlockSecret, prelogin } from './api/authApi';

/**
 * Only a client's Password Guru encrypts with the user key: Documents Guru and the consoles of
 * advisors and the provider (reached through the same routes) never open it.
 */
function needsVaultKey(app: AppType, response: AccessCodeLoginResponse): boolean {
  return app === AppType.password && response.user.scope === 'client';
}

export const VaultKeyOutcome = {
  opened: 'opened',
  /** The user has no vault key (advisors, the provider, vaults not created yet). */
  noVault: 'noVault',
  /**
   * A vault key exists but neither the wrapKey nor a valid sealed copy is at hand (a new tab:
   * sessionStorage belongs to one tab). The password opens it again (openVaultKeyWithPassword).
   */
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
 * After a correct PIN (docs/ARCHITECTURE.md, "Sign-in chain"): open the user key with the wrapKey from sign-in,
 * or reopen it from the sessionStorage seal; re-seal it with the session's unlockSecret and keep
 * the plain key in memory only. The wrapKey is dropped in every case.
 */
export async function openVaultKeyAfterPin(
  app: AppType,
  response: AccessCodeLoginResponse,
): Promise<VaultKeyOutcome> {
  const wrapKey = takeWrapKey(app);
  const passkeyKey = takePasskeyKey(app);
  if (!needsVaultKey(app, response)) {
    wrapKey?.fill(0);
    passkeyKey?.fill(0);
    unlockedWithoutKey(app);
    return VaultKeyOutcome.noVault;
  }
  let userKey: Uint8Array | null;
  try {
    if (passkeyKey && response.passkeyUserKey) {
      userKey = await openPasskeyUserKey(passkeyKey, response.passkeyUserKey);
    } else if (wrapKey && response.protectedUserKey) {
      userKey = await openProtectedUserKey(wrapKey, response.protectedUserKey);
    } else {
      userKey = await reopenSealed(app, response.unlockSecret);
    }
  } finally {
    wrapKey?.fill(0);
    passkeyKey?.fill(0);
  }

  if (!userKey) {
    if (response.protectedUserKey) return VaultKeyOutcome.unavailable;
    unlockedWithoutKey(app);
    return VaultKeyOutcome.noVault;
  }
  await keepUserKey(app, response.unlockSecret, userKey);
  return VaultKeyOutcome.opened;
}

function unlockedWithoutKey(app: AppType): void {
  writeUnlockedWithoutKey(app);
  clearTabLocked(app);
  markUnlocked(app);
}

/** The idle PIN lock (or PIN_REQUIRED): the plain key is dropped, and a reload of this tab asks for the PIN. */
export function lockAppSecrets(app: AppType): void {
  lockApp(app);
  writeTabLocked(app);
}

/**
 * A reloaded tab, or a new one, of a session that is PIN-unlocked (ADR 0033): with this tab's sealed key, else
 * another tab's (`askOtherTabs`), the server's unlock secret reopens the user key without the PIN. Returns the
 * PIN step's answer when the tab is unlocked, null when the PIN has to be asked (no tab answered, the session
 * is locked or ended, the sealed copy belongs to another session).
 */
export async function restoreUnlock(
  app: AppType,
  askOtherTabs: (app: AppType) => Promise<SharedUnlock | null>,
): Promise<AccessCodeLoginResponse | null> {
  if (readTabLocked(app)) return null;
  const own = readSealedUserKey(app);
  const shared: SharedUnlock | null = own
    ? { sealed: own }
    : readUnlockedWithoutKey(app)
      ? { sealed: null }
      : await askOtherTabs(app);
  if (!shared) return null;
  let response: AccessCodeLoginResponse;
  try {
    response = await fetchUnlockSecret(app);
  } catch {
    return null;
  }
  if (!needsVaultKey(app, response) || !response.protectedUserKey) {
    unlockedWithoutKey(app);
    return response;
  }
  if (!shared.sealed) return null;
  let userKey: Uint8Array;
  try {
    userKey = await openFromSession(response.unlockSecret, shared.sealed);
  } catch {
    // Sealed under another session's secret, or altered: the PIN (and the password) as before.
    return null;
  }
  await keepUserKey(app, response.unlockSecret, userKey);
  return response;
}

/** Seal the user key for this tab's session and hold the plain key in memory. */
async function keepUserKey(app: AppType, unlockSecret: string, userKey: Uint8Array): Promise<void> {
  writeSealedUserKey(app, await sealForSession(unlockSecret, userKey));
  clearTabLocked(app);
  setUserKey(app, userKey);
  markUnlocked(app);
}

/**
 * The PIN was right but this tab holds no key (VaultKeyOutcome.unavailable): derive the wrapKey
 * from the password, as at sign-in, and open the user key with it. Nothing is sent to the server
 * but the name signed in with (prelogin); a wrong password fails to decrypt and returns false.
 */
export async function openVaultKeyWithPassword(
  app: AppType,
  response: AccessCodeLoginResponse,
  password: string,
): Promise<boolean> {
  if (!response.protectedUserKey) return false;
  // The wrapped key is that of the name signed in with (ADR 0022): its own salt.
  const name = response.loginName === 'email' ? response.user.email : response.user.username;
  const { kdf, salt } = await prelogin(app, name);
  const { wrapKey } = await deriveLoginKeys(password, salt, kdf);
  let userKey: Uint8Array;
  try {
    userKey = await openProtectedUserKey(wrapKey, response.protectedUserKey);
  } catch {
    return false;
  } finally {
    wrapKey.fill(0);
  }
  await keepUserKey(app, response.unlockSecret, userKey);
  return true;
}

/** Forget every secret the browser holds for `app` (sign-out, session end). */
export function clearAppSecrets(app: AppType): void {
  forgetApp(app);
  clearSealedUserKey(app);
  clearUnlockedWithoutKey(app);
  clearTabLocked(app);
  // The choice to skip the PIN before viewing a password ends with the session.
  writeSkipPin(false);
}
