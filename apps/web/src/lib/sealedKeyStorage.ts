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
