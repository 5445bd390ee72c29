import { appTypes, type AppType } from '@guru/shared';

/**
 * An invite for someone who already has an account (ADR 0008): the sign-up screen keeps its code
 * in this tab's sessionStorage; after the person signs in to an app they have, the signed-in area
 * accepts it. The code is single use and only works for the invited person's own session.
 */
export const PENDING_INVITE_KEY = 'guru.pendingInvite';
/** A pending code older than this is dropped unused (the person did not sign in soon after). */
export const PENDING_INVITE_MAX_AGE_MS = 60 * 60 * 1000;

export interface PendingInvite {
  code: string;
  /** The app the invite is for. */
  app: AppType;
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function savePendingInvite(code: string, app: AppType, now = Date.now()): void {
  const value: PendingInvite = { code, app, savedAt: now };
  storage()?.setItem(PENDING_INVITE_KEY, JSON.stringify(value));
}

export function clearPendingInvite(): void {
  storage()?.removeItem(PENDING_INVITE_KEY);
}

function isPendingInvite(value: unknown): value is PendingInvite {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' &&
    v.code !== '' &&
    (appTypes as readonly unknown[]).includes(v.app) &&
    typeof v.savedAt === 'number'
  );
}

/** The pending invite, or null (none, unreadable or too old: then it is removed). */
export function readPendingInvite(now = Date.now()): PendingInvite | null {
  const raw = storage()?.getItem(PENDING_INVITE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isPendingInvite(value) && now - value.savedAt <= PENDING_INVITE_MAX_AGE_MS) return value;
  } catch {
    // fall through: not ours or damaged
  }
  clearPendingInvite();
  return null;
}
