import type { AppType } from '@guru/shared';

/**
 * Memory-only key material (docs/ARCHITECTURE.md, "Sign-in chain"). Nothing here ever reaches localStorage or
 * sessionStorage: a page reload forgets it, so the PIN has to be entered again.
 */
interface PendingWrapKey {
  app: AppType;
  key: Uint8Array;
}

let pendingWrapKey: PendingWrapKey | null = null;
const userKeys = new Map<AppType, Uint8Array>();
const unlockedApps = new Set<AppType>();

function wipe(bytes: Uint8Array | undefined | null): void {
  bytes?.fill(0);
}

/** Keeps the wrapKey derived at sign-in until the PIN step has opened the user key. */
export function holdWrapKey(app: AppType, key: Uint8Array): void {
  wipe(pendingWrapKey?.key);
  pendingWrapKey = { app, key };
}

/** Hands out the wrapKey of `app` once and forgets it. */
export function takeWrapKey(app: AppType): Uint8Array | null {
  if (!pendingWrapKey || pendingWrapKey.app !== app) return null;
  const { key } = pendingWrapKey;
  pendingWrapKey = null;
  return key;
}

let pendingPasskeyKey: PendingWrapKey | null = null;

/** Keeps the key derived from a passkey's PRF output at a passwordless sign-in until the PIN step (ADR 0044). */
export function holdPasskeyKey(app: AppType, key: Uint8Array): void {
  wipe(pendingPasskeyKey?.key);
  pendingPasskeyKey = { app, key };
}

/** Hands out the passkey key of `app` once and forgets it. */
export function takePasskeyKey(app: AppType): Uint8Array | null {
  if (!pendingPasskeyKey || pendingPasskeyKey.app !== app) return null;
  const { key } = pendingPasskeyKey;
  pendingPasskeyKey = null;
  return key;
}

export function setUserKey(app: AppType, key: Uint8Array): void {
  wipe(userKeys.get(app));
  userKeys.set(app, key);
}

export function getUserKey(app: AppType): Uint8Array | null {
  return userKeys.get(app) ?? null;
}

/** Marks that the PIN was entered for `app` in this page (even for users without a vault key). */
export function markUnlocked(app: AppType): void {
  unlockedApps.add(app);
}

export function isUnlocked(app: AppType): boolean {
  return unlockedApps.has(app);
}

/** PIN lock: the plain user key is dropped; the sealed copy in sessionStorage stays. */
export function lockApp(app: AppType): void {
  wipe(userKeys.get(app));
  userKeys.delete(app);
  unlockedApps.delete(app);
}

/** Sign-out: forget everything held for `app`. */
export function forgetApp(app: AppType): void {
  lockApp(app);
  if (pendingWrapKey?.app === app) {
    wipe(pendingWrapKey.key);
    pendingWrapKey = null;
  }
}
