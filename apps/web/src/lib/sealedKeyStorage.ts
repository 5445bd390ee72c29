import type { AppType } from '@guru/shared';

/** sessionStorage keeps only W = AES-GCM(unlockSecret, userKey), never a plain key. */
export function sealedUserKeyStorageKey(app: AppType): string {
  return `guru.sealedUserKey.${app}`;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSealedUserKey(app: AppType): string | null {
  return storage()?.getItem(sealedUserKeyStorageKey(app)) ?? null;
}

export function writeSealedUserKey(app: AppType, sealed: string): void {
  storage()?.setItem(sealedUserKeyStorageKey(app), sealed);
}

export function clearSealedUserKey(app: AppType): void {
  storage()?.removeItem(sealedUserKeyStorageKey(app));
}

/**
 * An app without a user key (Documents Guru, the consoles) has nothing to seal: this tab only notes that its
 * PIN was entered, so that a reload asks the server (ADR 0033) instead of the PIN. Not a secret: the server decides.
 */
function unlockedWithoutKeyStorageKey(app: AppType): string {
  return `guru.unlockedWithoutKey.${app}`;
}

export function readUnlockedWithoutKey(app: AppType): boolean {
  return storage()?.getItem(unlockedWithoutKeyStorageKey(app)) === '1';
}

export function writeUnlockedWithoutKey(app: AppType): void {
  storage()?.setItem(unlockedWithoutKeyStorageKey(app), '1');
}

export function clearUnlockedWithoutKey(app: AppType): void {
  storage()?.removeItem(unlockedWithoutKeyStorageKey(app));
}

/**
 * The idle PIN lock reached this tab (its own timer, or another tab's): until the PIN is entered again, a reload
 * asks for it even if the server has not yet seen the idle time (ADR 0033).
 */
function lockedTabStorageKey(app: AppType): string {
  return `guru.lockedTab.${app}`;
}

export function readTabLocked(app: AppType): boolean {
  return storage()?.getItem(lockedTabStorageKey(app)) === '1';
}

export function writeTabLocked(app: AppType): void {
  storage()?.setItem(lockedTabStorageKey(app), '1');
}

export function clearTabLocked(app: AppType): void {
  storage()?.removeItem(lockedTabStorageKey(app));
}
