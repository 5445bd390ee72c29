import type { SessionView } from '../background/session.js';

/** The messages of the popup and the content script to the service worker, and their answers. */
export type PopupRequest =
  | { type: 'view' }
  | { type: 'chooseFirm'; address: string }
  | { type: 'changeFirm' }
  | { type: 'signIn'; username: string; password: string }
  | { type: 'verifyCode'; code: string }
  | { type: 'unlock'; pin: string }
  | { type: 'vaultPassword'; password: string }
  | { type: 'lock' }
  | { type: 'signOut' }
  | { type: 'search'; query: string }
  | { type: 'copy'; id: string; field: 'username' | 'password' }
  | { type: 'clipboardCopied' }
  | { type: 'setClipboardSeconds'; seconds: number };

export type PageRequest =
  | { type: 'menu'; signUp: boolean }
  | { type: 'fill'; id: string; insecureConfirmed: boolean }
  | { type: 'generate' }
  | { type: 'submitted'; username: string; password: string }
  | { type: 'offer' }
  | { type: 'answerOffer'; offerId: string; accept: boolean; name: string; folderId: string | null };

export type Request = PopupRequest | PageRequest;

export const popupRequestTypes: ReadonlySet<string> = new Set<PopupRequest['type']>([
  'view',
  'chooseFirm',
  'changeFirm',
  'signIn',
  'verifyCode',
  'unlock',
  'vaultPassword',
  'lock',
  'signOut',
  'search',
  'copy',
  'clipboardCopied',
  'setClipboardSeconds',
]);

export type Answer<T> = { ok: true; data: T } | { ok: false; message: string };

export interface ListedEntry {
  id: string;
  name: string;
  username: string;
  website: string;
}

export type MenuAnswer =
  | { state: 'none' }
  | { state: 'locked' }
  | { state: 'open'; insecure: boolean; entries: ListedEntry[]; generate: boolean };

export interface FilledCredential {
  username: string;
  password: string;
}

export interface Offer {
  id: string;
  kind: 'save' | 'update';
  /** The entry to update, or the name suggested for a new one. */
  name: string;
  username: string;
  folders: { id: string; name: string }[];
}

export type OfferOutcome = 'saved' | 'updated' | 'dismissed';

export type { SessionView };
