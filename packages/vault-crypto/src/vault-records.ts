import {
  passwordsFolderDataSchema,
  passwordsItemSecretSchema,
  passwordsItemSummarySchema,
  type PasswordsFolderData,
  type PasswordsItemSecret,
  type PasswordsItemSummary,
} from '@guru/shared';
import { decryptJson, encryptJson, type Envelope, type EnvelopeError, type RecordKey } from './envelope.js';
import { decryptJsonMany } from './envelope-many.js';

/**
 * What a vault entry's two envelopes hold: the summary is opened to list, the secret only to view.
 * The shapes are zod schemas of @guru/shared; every decrypted payload is parsed with them.
 */
export type ItemSummary = PasswordsItemSummary;
export type ItemSecret = PasswordsItemSecret;
export type FolderData = PasswordsFolderData;

export type ItemField = 'summary' | 'secret';

/** Associated data binding an envelope to its owner, its record and its field. */
export function itemAad(userId: string, itemId: string, field: ItemField): string {
  return `guru-suite/item/v1|${userId}|${itemId}|${field}`;
}

export function folderAad(userId: string, folderId: string): string {
  return `guru-suite/folder/v1|${userId}|${folderId}`;
}

export async function encryptItem(
  userKey: RecordKey,
  userId: string,
  itemId: string,
  summary: ItemSummary,
  secret: ItemSecret,
): Promise<{ summary: Envelope; secret: Envelope }> {
  return {
    summary: await encryptJson(userKey, summary, itemAad(userId, itemId, 'summary')),
    secret: await encryptJson(userKey, secret, itemAad(userId, itemId, 'secret')),
  };
}

/** Throws EnvelopeError when the envelope does not open or its content is not an ItemSummary. */
export function decryptItemSummary(
  userKey: RecordKey,
  userId: string,
  itemId: string,
  envelope: string,
): Promise<ItemSummary> {
  return decryptJson(userKey, envelope, itemAad(userId, itemId, 'summary'), passwordsItemSummarySchema);
}

/**
 * decryptItemSummary for many items under one key (envelope-many.ts): in the same order, each summary or
 * the EnvelopeError its envelope met.
 */
export function decryptItemSummaries(
  userKey: RecordKey,
  userId: string,
  items: ReadonlyArray<{ id: string; summary: string }>,
  inFlight?: number,
): Promise<Array<ItemSummary | EnvelopeError>> {
  return decryptJsonMany(
    userKey,
    items.length,
    (index) => items[index]!.summary,
    (index) => itemAad(userId, items[index]!.id, 'summary'),
    passwordsItemSummarySchema,
    inFlight,
  );
}

export function decryptItemSecret(
  userKey: RecordKey,
  userId: string,
  itemId: string,
  envelope: string,
): Promise<ItemSecret> {
  return decryptJson(userKey, envelope, itemAad(userId, itemId, 'secret'), passwordsItemSecretSchema);
}

export function encryptFolder(
  userKey: RecordKey,
  userId: string,
  folderId: string,
  data: FolderData,
): Promise<Envelope> {
  return encryptJson(userKey, data, folderAad(userId, folderId));
}

export function decryptFolder(
  userKey: RecordKey,
  userId: string,
  folderId: string,
  envelope: string,
): Promise<FolderData> {
  return decryptJson(userKey, envelope, folderAad(userId, folderId), passwordsFolderDataSchema);
}
