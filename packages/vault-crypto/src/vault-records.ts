import { decryptJson, encryptJson } from './envelope.js';

/** What a vault entry's two envelopes hold: the summary is opened to list, the secret only to view. */
export interface ItemSummary {
  name: string;
  username: string;
  website: string;
}

export interface ItemSecret {
  password: string;
  note: string;
}

export interface FolderData {
  name: string;
  note: string;
}

export type ItemField = 'summary' | 'secret';

/** Associated data binding an envelope to its owner, its record and its field. */
export function itemAad(userId: string, itemId: string, field: ItemField): string {
  return `guru-suite/item/v1|${userId}|${itemId}|${field}`;
}

export function folderAad(userId: string, folderId: string): string {
  return `guru-suite/folder/v1|${userId}|${folderId}`;
}

export async function encryptItem(
  userKey: Uint8Array,
  userId: string,
  itemId: string,
  summary: ItemSummary,
  secret: ItemSecret,
): Promise<{ summary: string; secret: string }> {
  return {
    summary: await encryptJson(userKey, summary, itemAad(userId, itemId, 'summary')),
    secret: await encryptJson(userKey, secret, itemAad(userId, itemId, 'secret')),
  };
}

export function decryptItemSummary(userKey: Uint8Array, userId: string, itemId: string, envelope: string): Promise<ItemSummary> {
  return decryptJson<ItemSummary>(userKey, envelope, itemAad(userId, itemId, 'summary'));
}

export function decryptItemSecret(userKey: Uint8Array, userId: string, itemId: string, envelope: string): Promise<ItemSecret> {
  return decryptJson<ItemSecret>(userKey, envelope, itemAad(userId, itemId, 'secret'));
}

export function encryptFolder(userKey: Uint8Array, userId: string, folderId: string, data: FolderData): Promise<string> {
  return encryptJson(userKey, data, folderAad(userId, folderId));
}

export function decryptFolder(userKey: Uint8Array, userId: string, folderId: string, envelope: string): Promise<FolderData> {
  return decryptJson<FolderData>(userKey, envelope, folderAad(userId, folderId));
}
