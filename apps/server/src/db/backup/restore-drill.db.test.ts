import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { accountSettingsApiPaths, apiPaths, documentsApiPaths } from '@guru/shared';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createBlobStore } from '../../infra/storage/create-store.js';
import { FakeClock } from '../../lib/clock.js';
import { buildDocumentsWorld } from '../../test/worlds/documents.js';
import { createUpload, downloadBytes, patchChunk } from '../../test/fixtures/uploads.js';
import { fileOfSize, samples } from '../../test/fixtures/upload-samples.js';
import { createPostgresDatabase } from '../../test/process/server-process.js';
import { solidPng } from '../../test/fixtures/photo.js';
import { runCommand } from '../../test/process/cli-process.js';
import { databaseProblems, rowCounts } from '../../test/process/integrity.js';
import { signInClient } from '../../test/sign-in.js';
import { testDialects } from '../../test/databases.js';
import type { Db } from '../database.js';

const ENVELOPE = 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA';
/** Whole segments of the stored format (a PATCH keeps whole segments only). */
const CHUNK = 256 * 1024;

/** An installation: its environment (DATA_DIR, database, the two secrets) and how to remove it. */
interface Installation {
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function newInstallation(
  dialect: string,
  secrets: { APP_SECRET: string; FILES_KEY: string },
): Promise<Installation> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-drill-'));
  const env: Record<string, string> = { NODE_ENV: 'test', DATA_DIR: dataDir, ...secrets };
  let dropDatabase = async () => {};
  if (dialect === 'postgres') {
    const database = await createPostgresDatabase();
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  }
  return {
    env,
    drop: async () => {
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openApp(installation: Installation) {
  const clock = new FakeClock(new Date());
  const app = await buildApp({ ...loadConfig(installation.env), webDistDir: null }, { clock, logger: false });
  let closing: Promise<void> | null = null;
  return { app, clock, close: () => (closing ??= app.close()) };
}

/** SHA-256 of every object in the installation's file store, by key (the stored, encrypted bytes). */
async function storedHashes(installation: Installation): Promise<Record<string, string>> {
  const store = createBlobStore(loadConfig(installation.env));
  const hashes: Record<string, string> = {};
  try {
    for await (const key of store.list()) {
      const hash = crypto.createHash('sha256');
      for await (const chunk of await store.get(key)) hash.update(chunk as Uint8Array);
      hashes[key] = hash.digest('hex');
    }
  } finally {
    store.close();
  }
  return hashes;
}

async function countsOf(app: { guru: { db: Db } }) {
  return rowCounts(app.guru.db);
}

/**
 * The backup and restore drill: an installation populated through the services and the API (firms with
 * subscriptions, advisors, clients and a second user, vault folders and entries, documents in both areas
 * with their files, shares, activity, an account photo) is backed up with `main.ts backup`, restored
 * with `main.ts restore` into a fresh installation, and compared: the same rows per table, the same
 * SHA-256 of every stored file; then the restored installation serves a client her documents.
 */
describe.each(testDialects())('backup and restore drill, %s to the same', (dialect) => {
  const secrets = {
    APP_SECRET: crypto.randomBytes(32).toString('hex'),
    FILES_KEY: crypto.randomBytes(32).toString('hex'),
  };
  const installations: Installation[] = [];
  const apps: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => {});
    for (const installation of installations) await installation.drop();
  });

  it('restores every row and every stored file, and the restored installation serves them', async () => {
    const source = await newInstallation(dialect, secrets);
    installations.push(source);
    const t = await openApp(source);
    apps.push(t);
    const w = await buildDocumentsWorld(t);
    const casey = w.users.casey;

    // Vault folders and entries, through the API.
    const vault = await signInClient(t.app, casey, 'passwordguru');
    const folders = [crypto.randomUUID(), crypto.randomUUID()];
    for (const id of folders)
      expect((await vault.post(apiPaths.passwordsFolders, { id, data: ENVELOPE })).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) {
      const body = {
        id: crypto.randomUUID(),
        folderId: i < 4 ? (folders[i % 2] ?? null) : null,
        summary: ENVELOPE,
        secret: ENVELOPE,
      };
      expect((await vault.post(apiPaths.passwordsItems, body)).statusCode).toBe(200);
    }
    // An upload in each area (tus), a download, a share by the advisor: documents, activity, shares.
    const uploaded: Array<{ name: string; bytes: Buffer }> = [];
    for (const [name, isShareFA] of [
      ['Uploaded private.pdf', 'false'],
      ['Uploaded shared.pdf', 'true'],
    ] as const) {
      const bytes = fileOfSize(samples.pdf(), CHUNK + 50_000 + uploaded.length, uploaded.length + 1);
      const { id } = await createUpload(w.as.casey, bytes.length, { fileName: name, isShareFA });
      expect((await patchChunk(w.as.casey, id, 0, bytes.subarray(0, CHUNK))).statusCode).toBe(204);
      expect((await patchChunk(w.as.casey, id, CHUNK, bytes.subarray(CHUNK))).statusCode).toBe(204);
      uploaded.push({ name, bytes });
    }
    expect((await downloadBytes(w.as.casey, w.casey.privateFile.id)).length).toBeGreaterThan(0);
    expect(
      (
        await w.as.alex.post(documentsApiPaths.share, {
          emails: ['cora@example.com'],
          type: 'file',
          id: w.casey.sharedFile.id,
          clientId: casey.id,
        })
      ).statusCode,
    ).toBe(200);
    // An account photo (kept in the file store, beside the documents).
    const photo = solidPng(24, 24);
    const settings = accountSettingsApiPaths('documentvault');
    expect(
      (await w.as.casey.request('PUT', settings.photo, photo, { 'content-type': 'image/png' })).statusCode,
    ).toBe(200);

    const counts = await countsOf(t.app);
    await t.close();
    for (const table of [
      'firms',
      'subscriptions',
      'users',
      'vault_folders',
      'vault_items',
      'documents',
      'document_folders',
      'document_shares',
      'document_activity',
    ]) {
      expect(counts[table], table).toBeGreaterThan(0);
    }
    const hashes = await storedHashes(source);
    expect(Object.keys(hashes).filter((key) => key.endsWith('/account-photo'))).toHaveLength(1);
    expect(Object.keys(hashes).length).toBe((counts.documents ?? 0) + 1);

    // main.ts backup, then main.ts restore into a fresh installation with the same two secrets.
    const file = path.join(source.env.DATA_DIR ?? '', 'drill.jsonl');
    const backup = await runCommand(source.env, ['backup', file]);
    expect(backup.code, backup.output).toBe(0);
    const target = await newInstallation(dialect, secrets);
    installations.push(target);
    const restore = await runCommand(target.env, ['restore', file]);
    expect(restore.code, restore.output).toBe(0);

    const restored = await openApp(target);
    apps.push(restored);
    expect(await countsOf(restored.app)).toEqual(counts);
    expect(await databaseProblems(restored.app.guru.db)).toEqual([]);
    expect(await storedHashes(target)).toEqual(hashes);

    // The client signs in on the restored installation and gets her files and her photo back.
    const again = await signInClient(restored.app, casey, 'documentvault');
    const listed = (
      await again.get(`${documentsApiPaths.list}?limit=-1`, { 'x-app-type': 'documentvault' })
    ).json().data.results as Array<{ id: string; fileName: string; fileSize: number }>;
    for (const { name, bytes } of uploaded) {
      const doc = listed.find((d) => d.fileName === name);
      expect(doc?.fileSize, name).toBe(bytes.length);
      expect((await downloadBytes(again, doc?.id ?? '')).equals(bytes), name).toBe(true);
    }
    expect((await again.get(settings.photo)).rawPayload.equals(photo)).toBe(true);
    console.log(
      `restore drill on ${dialect}: ${Object.values(counts).reduce((a, b) => a + b, 0)} rows in ${Object.keys(counts).length} tables and ${Object.keys(hashes).length} stored files, equal after the restore`,
    );
  }, 120_000);
});
