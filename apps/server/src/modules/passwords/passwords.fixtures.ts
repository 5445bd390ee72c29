import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { decryptJson, encryptJson, randomKey } from '@guru/vault-crypto';
import type { Database } from '../../db/schema.js';
import type { TestUser } from '../../test/test-app.js';

/** What a browser holds for one vault in tests: the owner and a user key the server never sees. */
export interface TestPasswords {
  userId: string;
  key: Uint8Array;
}

export function testPasswords(user: TestUser): TestPasswords {
  return { userId: user.id, key: randomKey() };
}

/** Associated data as the browser binds it: user, record, field. */
export const vaultAad = (userId: string, id: string, field: string) => `guru-suite/vault/v1/${userId}/${id}/${field}`;

export interface PlainItem {
  name: string;
  username: string;
  website: string;
  password: string;
  note: string;
}

export const samplePlain = (n = 0): PlainItem => ({
  name: `Bank ${n}`,
  username: `user${n}@example.com`,
  website: `https://bank${n}.example.com`,
  password: `S3cret!${n}`,
  note: `note ${n}`,
});

export async function encryptItem(v: TestPasswords, plain: PlainItem, folderId: string | null = null, id: string = crypto.randomUUID()) {
  const { name, username, website, password, note } = plain;
  return {
    id,
    folderId,
    summary: await encryptJson(v.key, { name, username, website }, vaultAad(v.userId, id, 'summary')),
    secret: await encryptJson(v.key, { password, note }, vaultAad(v.userId, id, 'secret')),
  };
}

export async function encryptFolder(v: TestPasswords, name: string, note = '', id: string = crypto.randomUUID()) {
  return { id, data: await encryptJson(v.key, { name, note }, vaultAad(v.userId, id, 'folder')) };
}

export function decryptSummary(v: TestPasswords, item: { id: string; summary: string }) {
  return decryptJson<Pick<PlainItem, 'name' | 'username' | 'website'>>(v.key, item.summary, vaultAad(v.userId, item.id, 'summary'));
}

const allTables = [
  'firms',
  'users',
  'user_apps',
  'sessions',
  'challenges',
  'code_sends',
  'login_throttle',
  'outbox',
  'vault_folders',
  'vault_items',
] as const satisfies readonly (keyof Database)[];

/** Every row of every table, as text: for plaintext canaries. */
export async function dumpAllRows(app: FastifyInstance): Promise<string> {
  const parts: string[] = [];
  for (const table of allTables) {
    const rows = await app.guru.db.kysely.selectFrom(table).selectAll().execute();
    parts.push(`${table}:${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}
