import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  AppType,
  documentsApiPaths,
  documentsViewerApiPaths as paths,
  documentsViewerMessages,
  type DocumentVersionList,
} from '@guru/shared';
import { createTestDb, testDialects } from '../../../test/databases.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { TestClient } from '../../../test/http-client.js';
import { createUpload, patchChunk, storedKeys } from '../../../test/fixtures/uploads.js';
import { seedDocument } from '../../../test/fixtures/documents.js';
import { fileOfSize, samples } from '../../../test/fixtures/upload-samples.js';
import { signInStaff } from '../../../test/fixtures/clients.js';
import { buildDocumentsWorld, type DocumentsWorld } from '../../../test/worlds/documents.js';
import { createEncryptedFileStore } from '../../../infra/storage/create-store.js';
import { backupDatabase } from '../../../db/backup/backup.js';
import { restoreDatabase } from '../../../db/backup/restore.js';

const versionsPath = (id: string) => paths.versions.replace(':id', id);
const versionPath = (template: string, id: string, versionId: string) =>
  template.replace(':id', id).replace(':versionId', versionId);

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(parts);
}

/** Versions of documents (ADR 0046): new versions by upload, their list, download and restore, through backups. */
describe.each(testDialects())('document versions on %s', (dialect) => {
  let t: TestApp;
  let w: DocumentsWorld;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildDocumentsWorld(t);
  });
  afterAll(() => t.close());

  async function uploadVersion(as: TestClient, documentId: string, fileName: string, bytes: Buffer) {
    const created = await createUpload(as, bytes.length, { fileName, replaceDocumentId: documentId });
    if (created.res.statusCode !== 201) return created.res;
    return patchChunk(as, created.id, 0, bytes);
  }
  const list = async (as: TestClient, id: string) => {
    const res = await as.get(versionsPath(id));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as DocumentVersionList;
  };
  const current = async (as: TestClient, id: string) =>
    (await as.get(`${documentsApiPaths.download}?id=${id}`)).rawPayload;

  it('takes a new version of a file by upload; the list says who uploaded each and when', async () => {
    const doc = w.casey.sharedFile;
    const second = fileOfSize(samples.pdf(), 90_000, 7);
    const res = await uploadVersion(w.as.casey, doc.id, 'Statement.PDF', second);
    expect(res.statusCode, res.body).toBe(204);
    const versions = await list(w.as.alex, doc.id);
    expect(versions.fileName).toBe('statement.pdf');
    expect(versions.versions.map((v) => [v.version, v.current, v.size])).toEqual([
      [2, true, second.length],
      [1, false, doc.bytes.length],
    ]);
    expect(versions.versions[0]!.uploadedBy?.email).toBe(w.users.casey.email);
    expect((await current(w.as.alex, doc.id)).equals(second)).toBe(true);
    const first = versions.versions[1]!;
    const old = await w.as.alex.get(versionPath(paths.versionDownload, doc.id, first.id));
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(doc.bytes)).toBe(true);
    expect(old.headers['content-disposition']).toContain('statement.pdf');
    const activity = await t.app.guru.db.kysely
      .selectFrom('document_activity')
      .select(['action', 'detail', 'actor_id'])
      .where('item_id', '=', doc.id)
      .execute();
    expect(activity).toContainEqual({ action: 'upload', detail: 'Version 2', actor_id: w.users.casey.id });
    expect(activity).toContainEqual({ action: 'download', detail: 'Version 1', actor_id: w.users.alex.id });
  });

  it('restores an older version as a new one; the advisor may, within the shared area', async () => {
    const doc = w.casey.sharedFile;
    const before = await list(w.as.casey, doc.id);
    const first = before.versions.find((v) => v.version === 1)!;
    const res = await w.as.alex.post(versionPath(paths.versionRestore, doc.id, first.id));
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as DocumentVersionList;
    expect(after.versions[0]).toMatchObject({ version: 3, current: true, restoredFrom: 1 });
    expect(after.versions[0]!.uploadedBy?.email).toBe(w.users.alex.email);
    expect((await current(w.as.casey, doc.id)).equals(doc.bytes)).toBe(true);
  });

  it('never lets the advisor reach a private document through its versions', async () => {
    const doc = w.casey.privateFile;
    const own = await list(w.as.casey, doc.id);
    const v1 = own.versions[0]!;
    expect((await w.as.alex.get(versionsPath(doc.id))).statusCode).toBe(404);
    expect((await w.as.alex.get(versionPath(paths.versionDownload, doc.id, v1.id))).statusCode).toBe(404);
    expect((await w.as.alex.post(versionPath(paths.versionRestore, doc.id, v1.id))).statusCode).toBe(404);
    const alexUploading = await signInStaff(t.app, w.users.alex, 'localhost', AppType.documents);
    const upload = await uploadVersion(alexUploading, doc.id, 'secret-will.pdf', samples.pdf());
    expect(upload.statusCode).toBe(404);
    expect((await list(w.as.casey, doc.id)).versions).toHaveLength(1);
    // Other firms and clients: nothing; a third party sees the versions of what was shared, changes nothing.
    expect((await w.as.olga.get(versionsPath(w.casey.sharedFile.id))).statusCode).toBe(404);
    expect((await w.as.cora.get(versionsPath(w.casey.sharedFile.id))).statusCode).toBe(404);
    const tara = await list(w.as.tara, w.casey.sharedWithTara.id);
    const restore = versionPath(paths.versionRestore, w.casey.sharedWithTara.id, tara.versions[0]!.id);
    expect((await w.as.tara.post(restore)).statusCode).toBe(403);
  });

  it('keeps the name: a new version with another name is refused before any byte', async () => {
    const res = await uploadVersion(w.as.casey, w.casey.sharedFile.id, 'other.pdf', samples.pdf());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(documentsViewerMessages.newVersionNameMismatch);
  });

  it('numbers parallel restores one after the other, or refuses the loser', async () => {
    const doc = w.casey.sharedFile;
    const v1 = (await list(w.as.casey, doc.id)).versions.find((v) => v.version === 1)!;
    const answers = await Promise.all(
      [1, 2, 3].map(() => w.as.casey.post(versionPath(paths.versionRestore, doc.id, v1.id))),
    );
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    const numbers = (await list(w.as.casey, doc.id)).versions.map((v) => v.version);
    const ok = answers.filter((a) => a.statusCode === 200).length;
    expect(numbers).toEqual(Array.from({ length: 3 + ok }, (_, i) => 3 + ok - i));
  });

  it('numbers parallel new versions one after the other; a loser keeps nothing stored', async () => {
    const space = { firmId: w.firmId, clientId: w.users.casey.id };
    const doc = await seedDocument(w.ctx, space, {
      area: 'private',
      uploadedBy: w.users.casey.id,
      fileName: 'racing.txt',
      bytes: Buffer.from('v1\n'),
    });
    const bodies = [1, 2, 3].map((n) => Buffer.from(`parallel version ${n}\n`));
    const answers = await Promise.all(bodies.map((b) => uploadVersion(w.as.casey, doc.id, 'racing.txt', b)));
    for (const a of answers) expect([204, 409]).toContain(a.statusCode);
    const won = answers.filter((a) => a.statusCode === 204).length;
    expect(won).toBeGreaterThan(0);
    const versions = (await list(w.as.casey, doc.id)).versions;
    expect(versions.map((v) => v.version)).toEqual(Array.from({ length: 1 + won }, (_, i) => 1 + won - i));
    const keys = await t.app.guru.db.kysely
      .selectFrom('document_versions')
      .select('object_key')
      .where('document_id', '=', doc.id)
      .execute();
    const stored = (await storedKeys(t.app, 'documents')).filter((k) =>
      k.startsWith(`documents/${w.firmId}/${w.users.casey.id}/`),
    );
    for (const { object_key } of keys) expect(stored).toContain(object_key);
    // Nothing stored that no row names: a losing version's file went with it.
    const named = new Set(
      [
        ...(await t.app.guru.db.kysely.selectFrom('documents').select('object_key').execute()),
        ...(await t.app.guru.db.kysely.selectFrom('document_versions').select('object_key').execute()),
      ].map((r) => r.object_key),
    );
    expect(stored.filter((key) => !named.has(key) && !key.endsWith('account-photo'))).toEqual([]);
    expect(await storedKeys(t.app, 'uploads')).toEqual([]);
  });

  it("deletes every version's stored object with the document", async () => {
    const space = { firmId: w.firmId, clientId: w.users.casey.id };
    const doc = await seedDocument(w.ctx, space, {
      area: 'private',
      uploadedBy: w.users.casey.id,
      fileName: 'gone.txt',
      bytes: Buffer.from('v1\n'),
    });
    expect(
      (await uploadVersion(w.as.casey, doc.id, 'gone.txt', Buffer.from('version two\n'))).statusCode,
    ).toBe(204);
    const keys = await t.app.guru.db.kysely
      .selectFrom('document_versions')
      .select('object_key')
      .where('document_id', '=', doc.id)
      .execute();
    expect(keys).toHaveLength(2);
    const res = await w.as.casey.request('DELETE', documentsApiPaths.deleteDocuments, {
      ids: [doc.id],
      pinCode: '1234',
    });
    expect(res.statusCode, res.body).toBe(200);
    const left = await storedKeys(t.app, 'documents');
    for (const { object_key } of keys) expect(left).not.toContain(object_key);
  });

  it('carries versions and their stored objects through backup and restore', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-versions-backup-'));
    const file = path.join(dir, 'guru.jsonl');
    const target = await createTestDb(dialect);
    try {
      await backupDatabase(t.app.guru.db, file, new Date(), t.app.guru.files.blobs);
      const files = createEncryptedFileStore({
        ...t.app.guru.config,
        storage: { kind: 'fs', root: path.join(dir, 'store') },
      });
      await restoreDatabase(target.db, file, files.blobs);
      const { rows } = await sql<{ object_key: string; version: number }>`
        select object_key, version from document_versions where document_id = ${w.casey.sharedFile.id}
        order by version`.execute(target.db.kysely);
      expect(rows.map((r) => Number(r.version))).toEqual(
        Array.from({ length: rows.length }, (_, i) => i + 1),
      );
      const first = rows[0]!;
      expect((await readAll(await files.get(first.object_key))).equals(w.casey.sharedFile.bytes)).toBe(true);
      const second = rows[1]!;
      expect((await readAll(await files.get(second.object_key))).length).toBe(90_000);
      files.blobs.close();
    } finally {
      await target.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses ids that are not ids with a clear 400', async () => {
    expect((await w.as.casey.get(versionsPath('nope'))).statusCode).toBe(400);
    const id = crypto.randomUUID();
    expect((await w.as.casey.post(versionPath(paths.versionRestore, id, 'x'))).statusCode).toBe(400);
    expect((await w.as.casey.get(versionsPath(id))).statusCode).toBe(404);
  });
});
