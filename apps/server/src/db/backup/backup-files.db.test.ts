import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb, testDialects } from '../../test/databases.js';
import { createFirm, createTestApp, createTestUser, type TestApp } from '../../test/test-app.js';
import { createEncryptedFileStore } from '../../infra/storage/create-store.js';
import { FsBlobStore } from '../../infra/storage/fs-blob-store.js';
import { seedDocument, type SeededDocument } from '../../test/fixtures/documents.js';
import { backupDatabase } from './backup.js';
import { backupFilesDir } from './backup-files.js';
import { RestoreError, restoreDatabase } from './restore.js';

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(parts);
}

describe.each(testDialects())('backup and restore carry the stored documents on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let file: string;
  let docs: SeededDocument[];
  let gone: SeededDocument;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-backup-files-'));
    t = await createTestApp(dialect);
    const firmId = await createFirm(t.app, 'demo');
    const casey = await createTestUser(t.app, { firmId, username: 'casey' });
    const space = { firmId, clientId: casey.id };
    docs = [
      await seedDocument(t.app.guru, space, {
        area: 'private',
        uploadedBy: casey.id,
        bytes: Buffer.from('the will, in plain words'),
      }),
      await seedDocument(t.app.guru, space, {
        area: 'shared',
        uploadedBy: casey.id,
        bytes: crypto.randomBytes(70_000),
      }),
    ];
    // A row whose object went missing (deleted while a backup runs): reported, not fatal.
    gone = await seedDocument(t.app.guru, space, { area: 'shared', uploadedBy: casey.id });
    await t.app.guru.files.delete(gone.objectKey);
    file = path.join(dir, 'guru.jsonl');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes the objects, still encrypted, into <file>.files/', async () => {
    const header = await backupDatabase(t.app.guru.db, file, new Date(), t.app.guru.files.blobs);
    expect(header.files).toEqual({
      dir: 'guru.jsonl.files',
      count: 2,
      bytes: expect.any(Number),
      missing: 1,
    });
    const copy = new FsBlobStore(backupFilesDir(file));
    const keys: string[] = [];
    for await (const key of copy.list()) keys.push(key);
    expect(keys.sort()).toEqual(docs.map((d) => d.objectKey).sort());
    const raw = await readAll(await copy.get(docs[0]!.objectKey));
    expect(raw.includes(Buffer.from('plain words'))).toBe(false);
    expect(fs.readFileSync(file, 'utf8')).not.toContain('plain words');
  });

  it('restores the rows and the objects, which open with the same FILES_KEY', async () => {
    const target = await createTestDb(dialect);
    const root = fs.mkdtempSync(path.join(dir, 'store-'));
    const files = createEncryptedFileStore({ ...t.app.guru.config, storage: { kind: 'fs', root } });
    try {
      const header = await restoreDatabase(target.db, file, files.blobs);
      expect(header.counts.documents).toBe(3);
      for (const doc of docs)
        expect((await readAll(await files.get(doc.objectKey))).equals(doc.bytes)).toBe(true);
      expect(await files.stat(gone.objectKey)).toBeNull();
    } finally {
      await target.drop();
    }
  });

  it('restores no row when the files folder is missing', async () => {
    const moved = path.join(dir, 'moved.jsonl');
    fs.copyFileSync(file, moved);
    const target = await createTestDb(dialect);
    try {
      const store = new FsBlobStore(fs.mkdtempSync(path.join(dir, 'store-')));
      await expect(restoreDatabase(target.db, moved, store)).rejects.toThrow(RestoreError);
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from documents`.execute(
        target.db.kysely,
      );
      expect(Number(rows[0]?.n)).toBe(0);
    } finally {
      await target.drop();
    }
  });
});
