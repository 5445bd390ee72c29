import type { AppType } from '@guru/shared';

/**
 * Tabs of one unlocked session share the unlock (ADR 0033) over a BroadcastChannel of the origin:
 * - a new tab asks the others for their sealed key, `AES-GCM(unlockSecret, userKey)` (never the plain key:
 *   the sealed copy is useless without the unlock secret, which only the server gives, and only while
 *   the session is PIN-unlocked); `sealed: null` is the answer of an unlocked tab of an app without a key;
 * - the idle PIN lock, a PIN accepted and a sign-out in one tab are told to the others.
 */
export const tabUnlockChannelName = 'guru.tab-unlock';

/** How long a new tab waits for another tab's answer before it asks for the PIN. */
export const askTabsTimeoutMs = 300;

export type SignOutReason = 'loggedOut' | 'expired';

export type TabUnlockMessage =
  | { type: 'ask'; app: AppType; askId: string }
  | { type: 'answer'; app: AppType; askId: string; sealed: string | null }
  | { type: 'locked'; app: AppType }
  | { type: 'unlocked'; app: AppType }
  | { type: 'signedOut'; app: AppType; reason: SignOutReason };

/** What a tab shares: its sealed key, or null for an unlocked app that has no key. */
export interface SharedUnlock {
  sealed: string | null;
}

/** The part of BroadcastChannel used here (a fake in tests). */
export interface MessageChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** What this tab can share of an app: null while it is locked or signed out. */
export type LocalUnlockSource = (app: AppType) => SharedUnlock | null;

export type TabEvent = Extract<TabUnlockMessage, { type: 'locked' | 'unlocked' | 'signedOut' }>;

export interface TabUnlock {
  /** Another tab's sealed copy, or null when no unlocked tab answered within `timeoutMs`. */
  askOtherTabs(app: AppType, timeoutMs?: number): Promise<SharedUnlock | null>;
  tell(event: TabEvent): void;
  /** Events of the other tabs about `app`; returns the unsubscribe. */
  onTabEvent(app: AppType, listener: (event: TabEvent) => void): () => void;
}

function isMessage(data: unknown): data is TabUnlockMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  if (typeof m.app !== 'string') return false;
  switch (m.type) {
    case 'ask':
      return typeof m.askId === 'string';
    case 'answer':
      return typeof m.askId === 'string' && (m.sealed === null || typeof m.sealed === 'string');
    case 'locked':
    case 'unlocked':
      return true;
    case 'signedOut':
      return m.reason === 'loggedOut' || m.reason === 'expired';
    default:
      return false;
  }
}

function newAskId(): string {
  return crypto.randomUUID();
}

/** The channel logic; `channel` is null where BroadcastChannel is missing (every tab then asks for the PIN). */
export function createTabUnlock(channel: MessageChannelLike | null, local: LocalUnlockSource): TabUnlock {
  channel?.addEventListener('message', (event) => {
    const message: unknown = event.data;
    if (!isMessage(message) || message.type !== 'ask') return;
    const shared = local(message.app);
    if (shared)
      channel.postMessage({
        type: 'answer',
        app: message.app,
        askId: message.askId,
        sealed: shared.sealed,
      } satisfies TabUnlockMessage);
  });

  return {
    askOtherTabs(app, timeoutMs = askTabsTimeoutMs) {
      if (!channel) return Promise.resolve(null);
      const askId = newAskId();
      return new Promise((resolve) => {
        const done = (result: SharedUnlock | null) => {
          clearTimeout(timer);
          channel.removeEventListener('message', onAnswer);
          resolve(result);
        };
        const onAnswer = (event: MessageEvent) => {
          const message: unknown = event.data;
          if (
            isMessage(message) &&
            message.type === 'answer' &&
            message.app === app &&
            message.askId === askId
          )
            done({ sealed: message.sealed });
        };
        const timer = setTimeout(() => done(null), timeoutMs);
        channel.addEventListener('message', onAnswer);
        channel.postMessage({ type: 'ask', app, askId } satisfies TabUnlockMessage);
      });
    },
    tell(event) {
      channel?.postMessage(event);
    },
    onTabEvent(app, listener) {
      if (!channel) return () => undefined;
      const onMessage = (event: MessageEvent) => {
        const message: unknown = event.data;
        if (!isMessage(message) || message.app !== app) return;
        if (message.type === 'locked' || message.type === 'unlocked' || message.type === 'signedOut')
          listener(message);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}

/** The origin's channel, or null where the browser has none. */
export function openTabUnlockChannel(): MessageChannelLike | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(tabUnlockChannelName);
}
