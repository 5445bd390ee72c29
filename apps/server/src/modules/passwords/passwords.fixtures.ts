import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { PasswordsFolderCreateBody, PasswordsItemCreateBody } from '@guru/shared';
import {
  decryptItemSummary,
  encryptFolder as sealFolder,
  encryptItem as sealItem,
  randomKey,
  type ItemSecret,
  type ItemSummary,
} from '@guru/vault-crypto';
import type { Db } from '../../db/database.js';
import { planTables } from '../../db/backup/table-order.js';
import type { TestUser } from '../../test/test-app.js';

/**
 * What a browser holds for one vault in tests: the owner and a user key the server never sees.
 * Everything is sealed with @guru/vault-crypto exactly as the browser does (same associated data).
 */
export interface TestPasswords {
  userId: string;
  key: Uint8Array;
}

export function testPasswords(user: TestUser): TestPasswords {
  return { userId: user.id, key: randomKey() };
}

/** One entry's plaintext: its summary and its secret together. */
export type PlainItem = ItemSummary & ItemSecret;

export const samplePlain = (n = 0): PlainItem => ({
  name: `Bank ${n}`,
  username: `user${n}@example.com`,
  website: `https://bank${n}.example.com`,
  password: `S3cret!${n}`,
  note: `note ${n}`,
});

/** A create body for the entry, sealed as the browser seals it. */
export async function encryptItem(
  v: TestPasswords,
  plain: PlainItem,
  folderId: string | null = null,
  id: string = crypto.randomUUID(),
): Promise<PasswordsItemCreateBody> {
  const { name, username, website, password, note } = plain;
  const sealed = await sealItem(v.key, v.userId, id, { name, username, website }, { password, note });
  return { id, folderId, ...sealed };
}

export async function encryptFolder(
  v: TestPasswords,
  name: string,
  note = '',
  id: string = crypto.randomUUID(),
): Promise<PasswordsFolderCreateBody> {
  return { id, data: await sealFolder(v.key, v.userId, id, { name, note }) };
}

export function decryptSummary(
  v: TestPasswords,
  item: { id: string; summary: string },
): Promise<ItemSummary> {
  return decryptItemSummary(v.key, v.userId, item.id, item.summary);
}

/** One stored value as text; bytes are decoded, so plaintext hidden in a blob shows too. */
function cellText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value) ?? String(value);
}

/** The tables scanned: the backup's own list (every application table, read from the database). */
export async function scannedTables(db: Db): Promise<string[]> {
  return (await planTables(db)).order;
}

/**
 * Every column of every row of every table, as text (`table.column=value` lines): for plaintext
 * canaries. The tables come from the backup's plan, so a new table is scanned without a change
 * here. Used by this module's tests and by the zero-knowledge e2e spec.
 */
export async function dumpDatabaseRows(db: Db): Promise<string> {
  const lines: string[] = [];
  for (const table of await scannedTables(db)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db.kysely);
    for (const row of rows)
      lines.push(...Object.entries(row).map(([column, value]) => `${table}.${column}=${cellText(value)}`));
  }
  return lines.join('\n');
}

export function dumpAllRows(app: FastifyInstance): Promise<string> {
  return dumpDatabaseRows(app.guru.db);
}
