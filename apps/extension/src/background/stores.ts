import { browser } from 'wxt/browser';

/**
 * What the extension keeps between service-worker restarts (ADR 0040). `local` (on disk) holds only the
 * firm's address and name and the person's clipboard setting. `session` (in memory, gone when the browser
 * closes) holds the user key sealed with the session's unlock secret, which only the server gives back and
 * only while the session is PIN-unlocked, and the time of the last activity: nothing in either opens the
 * vault without the server.
 */
export interface FirmRecord {
  origin: string;
  name: string;
  logoUrl: string;
}

export interface UnlockRecord {
  userId: string;
  /** AES-GCM(unlockSecret, userKey): session-seal.ts of @guru/vault-crypto. */
  sealed: string;
  fullName: string;
  pinIdleMinutes: number;
  logoutIdleMinutes: number;
  /** The extension dropped its key (Lock, idle): the PIN is asked even if the server still holds it unlocked. */
  locked: boolean;
}

export const DEFAULT_CLIPBOARD_SECONDS = 30;

interface LocalShape {
  firm?: FirmRecord;
  clipboardSeconds?: number;
}

interface SessionShape {
  unlock?: UnlockRecord;
  lastActivity?: number;
}

export async function readLocal(): Promise<LocalShape> {
  return (await browser.storage.local.get(['firm', 'clipboardSeconds'])) as LocalShape;
}

export async function writeLocal(values: LocalShape): Promise<void> {
  await browser.storage.local.set(values);
}

export async function forgetFirm(): Promise<void> {
  await browser.storage.local.remove('firm');
}

export async function readSession(): Promise<SessionShape> {
  return (await browser.storage.session.get(['unlock', 'lastActivity'])) as SessionShape;
}

export async function writeSession(values: SessionShape): Promise<void> {
  await browser.storage.session.set(values);
}

export async function clearSession(): Promise<void> {
  await browser.storage.session.clear();
}
