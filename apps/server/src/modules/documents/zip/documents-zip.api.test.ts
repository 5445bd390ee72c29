import crypto from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsViewerApiPaths, documentsViewerMessages } from '@guru/shared';
import { testDialects } from '../../../test/databases.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { TestClient } from '../../../test/http-client.js';
import { seedDocument } from '../../../test/fixtures/documents.js';
import { buildDocumentsWorld, type DocumentsWorld } from '../../../test/worlds/documents.js';

/** Bulk downloads as one ZIP (ADR 0046): the exact bytes, each file in the activity, never a file the caller may not see. */
describe.each(testDialects())('ZIP downloads on %s', (dialect) => {
  let t: TestApp;
  let w: DocumentsWorld;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildDocumentsWorld(t);
  });
  afterAll(() => t.close());

  const zip = (as: TestClient, body: unknown) => as.post(documentsViewerApiPaths.zip, body);
  const entriesOf = (payload: Buffer) =>
    Object.fromEntries(
      Object.entries(unzipSync(new Uint8Array(payload))).map(([k, v]) => [k, Buffer.from(v)]),
    );
  const zipLines = async (id: string) =>
    t.app.guru.db.kysely
      .selectFrom('document_activity')
      .select(['actor_id', 'detail'])
      .where('item_id', '=', id)
      .where('action', '=', 'download')
      .execute();

  it("gives the client a folder's files and selected files with their exact bytes, each in the activity", async () => {
    const res = await zip(w.as.casey, {
      ids: [w.casey.privateFile.id, w.casey.sharedFile.id],
      folderIds: [w.casey.privateFolder.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('Documents.zip');
    expect(res.headers['cache-control']).toBe('no-store');
    const entries = entriesOf(res.rawPayload);
    expect(Object.keys(entries).sort()).toEqual(
      ['Taxes (private)/hidden-in-folder.pdf', 'secret-will.pdf', 'statement.pdf'].sort(),
    );
    expect(entries['secret-will.pdf']!.equals(w.casey.privateFile.bytes)).toBe(true);
    expect(entries['statement.pdf']!.equals(w.casey.sharedFile.bytes)).toBe(true);
    expect(entries['Taxes (private)/hidden-in-folder.pdf']!.equals(w.casey.privateFolderFile.bytes)).toBe(
      true,
    );
    for (const doc of [w.casey.privateFile, w.casey.sharedFile, w.casey.privateFolderFile])
      expect(await zipLines(doc.id)).toContainEqual({ actor_id: w.users.casey.id, detail: 'ZIP' });
  });

  it("names a folder's ZIP after the folder, and keeps large files whole", async () => {
    const space = { firmId: w.firmId, clientId: w.users.casey.id };
    const folder = { id: w.casey.sharedFolder.id };
    const big = await seedDocument(w.ctx, space, {
      area: 'shared',
      uploadedBy: w.users.casey.id,
      folderId: folder.id,
      fileName: 'big.pdf',
      bytes: crypto.randomBytes(5 * 65_536 + 77),
    });
    const res = await zip(w.as.alex, { folderIds: [folder.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('For my advisor.zip');
    const entries = entriesOf(res.rawPayload);
    expect(entries['For my advisor/big.pdf']!.equals(big.bytes)).toBe(true);
    expect(entries['For my advisor/in-shared-folder.pdf']!.equals(w.casey.sharedFolderFile.bytes)).toBe(true);
    expect(await zipLines(big.id)).toContainEqual({ actor_id: w.users.alex.id, detail: 'ZIP' });
  });

  it('never gives the advisor a private file or folder: the whole ZIP is refused and nothing recorded', async () => {
    const byAlex = async (id: string) =>
      (await zipLines(id)).filter((line) => line.actor_id === w.users.alex.id);
    for (const body of [
      { ids: [w.casey.sharedFile.id, w.casey.privateFile.id] },
      { folderIds: [w.casey.privateFolder.id] },
      { ids: [w.casey.sharedFile.id], folderIds: [w.casey.privateFolder.id] },
    ]) {
      const res = await zip(w.as.alex, body);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('secret-will');
    }
    expect(await byAlex(w.casey.privateFile.id)).toEqual([]);
    expect(await byAlex(w.casey.privateFolderFile.id)).toEqual([]);
    expect(await byAlex(w.casey.sharedFile.id)).toEqual([]);
  });

  it('gives a third party only what was shared with them, other firms and clients nothing', async () => {
    const tara = await zip(w.as.tara, {
      ids: [w.casey.sharedWithTara.id],
      folderIds: [w.casey.sharedFolder.id],
    });
    expect(tara.statusCode).toBe(200);
    expect(Object.keys(entriesOf(tara.rawPayload))).toContain('for-tara.pdf');
    expect((await zip(w.as.tara, { ids: [w.casey.sharedFile.id] })).statusCode).toBe(404);
    expect((await zip(w.as.cora, { ids: [w.casey.sharedFile.id] })).statusCode).toBe(404);
    expect((await zip(w.as.olga, { folderIds: [w.casey.sharedFolder.id] })).statusCode).toBe(404);
    expect((await zip(w.as.otto, { ids: [w.casey.sharedFile.id] })).statusCode).toBe(404);
    expect((await zip(w.as.pat, { ids: [w.casey.sharedFile.id] })).statusCode).toBe(403);
  });

  it('refuses an empty or oversized selection and ids that are not ids with a clear 400', async () => {
    const empty = await zip(w.as.casey, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(documentsViewerMessages.zipEmpty);
    const many = Array.from({ length: 1001 }, () => crypto.randomUUID());
    expect((await zip(w.as.casey, { ids: many })).statusCode).toBe(400);
    expect((await zip(w.as.casey, { ids: ['nope'] })).statusCode).toBe(400);
  });

  it('streams parallel ZIPs of the same files, each whole', async () => {
    const body = { ids: [w.casey.sharedFile.id, w.casey.privateFile.id] };
    const answers = await Promise.all([1, 2, 3, 4].map(() => zip(w.as.casey, body)));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(entriesOf(res.rawPayload)['statement.pdf']!.equals(w.casey.sharedFile.bytes)).toBe(true);
    }
  });
});
