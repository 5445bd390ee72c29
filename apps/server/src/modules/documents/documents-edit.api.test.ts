import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsApiPaths as paths, documentsMessages, messages } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedDocument, seedFolder } from '../../test/fixtures/documents.js';
import {
  buildDocumentsWorld,
  documentPath,
  folderPath,
  type DocumentsWorld,
} from '../../test/worlds/documents.js';

describe.each(testDialects())('renaming, moving, folders and deleting documents on %s', (dialect) => {
  let t: TestApp;
  let w: DocumentsWorld;
  const stored = async (key: string) => (await t.app.guru.files.stat(key)) !== null;
  const names = async (url: string) =>
    ((await w.as.casey.get(url)).json().data.results as Array<{ fileName: string }>)
      .map((d) => d.fileName)
      .sort();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildDocumentsWorld(t);
  });
  afterAll(() => t.close());

  it('keeps names unique per client and area, whatever the case ("The file name is used", 409)', async () => {
    const c = w.as.casey;
    const taken = await c.request('PUT', documentPath(w.casey.sharedFile.id), {
      fileName: 'PLAN-FROM-ALEX.pdf',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toEqual({ code: 'CONFLICT', message: documentsMessages.fileNameUsed });
    // The same name in the other area is another file's business.
    expect(
      (await c.request('PUT', documentPath(w.casey.privateFile.id), { fileName: 'Statement.pdf' }))
        .statusCode,
    ).toBe(200);
    // …until it moves there.
    const move = await c.request('PUT', documentPath(w.casey.privateFile.id), { isShareFA: true });
    expect(move.statusCode).toBe(409);
    expect(
      (
        await c.get(`${paths.checkFileName}?fileName=statement.PDF&documentId=${w.casey.sharedFile.id}`)
      ).json().data,
    ).toBe(false);
    expect(
      (
        await c.get(
          `${paths.checkFileName}?fileName=statement.PDF&documentId=${w.casey.privateFile.id}&isShareFA=true`,
        )
      ).json().data,
    ).toBe(true);
    expect((await c.get(`${paths.checkFileName}?fileName=nobody.pdf`)).json().data).toBe(false);
    expect(
      (await c.request('PUT', documentPath(w.casey.privateFile.id), { fileName: 'secret-will.pdf' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await c.request('PUT', documentPath(w.casey.privateFile.id), { fileName: 'a/b.pdf' })).statusCode,
    ).toBe(400);
  });

  it('moves files between areas and folders for clients, into No Group when the folder is left out', async () => {
    const c = w.as.sam;
    const res = await c.request('PUT', documentPath(w.casey.privateFolderFile.id), { isShareFA: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      isShareFA: true,
      folderId: null,
      folderName: null,
      fileName: 'hidden-in-folder.pdf',
    });
    const alexSees = (await w.as.alex.get(`${paths.list}?clientId=${w.users.casey.id}&q=hidden`)).json().data;
    expect(alexSees.total).toBe(1);
    // A folder of the other area, or of nobody we know, is no destination.
    expect(
      (
        await c.request('PUT', documentPath(w.casey.privateFolderFile.id), {
          folderId: w.casey.privateFolder.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await c.request('PUT', documentPath(w.casey.privateFolderFile.id), { folderId: crypto.randomUUID() }))
        .statusCode,
    ).toBe(404);
    const back = await c.request('PUT', documentPath(w.casey.privateFolderFile.id), {
      isShareFA: false,
      folderId: w.casey.privateFolder.id,
    });
    expect(back.json().data).toMatchObject({
      isShareFA: false,
      folderId: w.casey.privateFolder.id,
      folderName: 'Taxes (private)',
    });
    const activity = (await w.as.alex.get(`${paths.activity}?id=${w.casey.privateFolderFile.id}`)).statusCode;
    expect(activity).toBe(404);
  });

  it('creates and edits folders: clients in either area, advisors in the shared area only', async () => {
    const made = await w.as.casey.post(paths.folders, { name: 'Insurance', note: 'car', isShareFA: false });
    expect(made.statusCode).toBe(200);
    expect(made.json().data).toMatchObject({
      name: 'Insurance',
      note: 'car',
      isShareFA: false,
      clientId: w.users.casey.id,
      fileCount: 0,
    });
    const byAlex = await w.as.alex.post(paths.folders, {
      name: 'From Alex',
      isShareFA: true,
      clientId: w.users.casey.id,
    });
    expect(byAlex.statusCode).toBe(200);
    expect(
      (await w.as.alex.post(paths.folders, { name: 'Sneaky', isShareFA: false, clientId: w.users.casey.id }))
        .statusCode,
    ).toBe(403);
    expect((await w.as.alex.post(paths.folders, { name: 'Nowhere', isShareFA: true })).statusCode).toBe(400);
    const blank = await w.as.casey.post(paths.folders, { name: '  ', isShareFA: true });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(documentsMessages.folderNameRequired);
    const renamed = await w.as.alex.request('PUT', folderPath(byAlex.json().data.id), {
      name: 'From Alex (2025)',
      note: '',
    });
    expect(renamed.json().data).toMatchObject({ name: 'From Alex (2025)', isShareFA: true, fileCount: 0 });
    const history = (await w.as.casey.get(`${paths.activity}?id=${byAlex.json().data.id}&type=folder`)).json()
      .data;
    expect(history).toMatchObject([
      {
        action: 'rename',
        itemType: 'folder',
        itemName: 'From Alex (2025)',
        detail: 'From Alex → From Alex (2025)',
        actor: { lastName: 'alex' },
      },
    ]);
    expect((await w.as.tara.post(paths.folders, { name: 'Mine', isShareFA: true })).statusCode).toBe(403);
  });

  it('lets clients delete only what no advisor uploaded, with the PIN, all or nothing', async () => {
    const c = w.as.casey;
    const { sharedFile, advisorFile } = w.casey;
    const refused = await c.request('DELETE', paths.deleteDocuments, {
      ids: [sharedFile.id, advisorFile.id],
      pinCode: w.users.casey.pin,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(documentsMessages.cannotDeleteAdvisorUpload);
    expect(
      (await c.request('DELETE', paths.deleteDocuments, { ids: [sharedFile.id] })).json().error.message,
    ).toBe(messages.pinRequired);
    const wrong = await c.request('DELETE', paths.deleteDocuments, { ids: [sharedFile.id], pinCode: '0000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('PIN_WRONG');
    expect(
      (
        await c.request('DELETE', paths.deleteDocuments, {
          ids: [sharedFile.id, crypto.randomUUID()],
          pinCode: w.users.casey.pin,
        })
      ).statusCode,
    ).toBe(404);
    expect(await stored(sharedFile.objectKey)).toBe(true);
    const ok = await c.request('DELETE', paths.deleteDocuments, {
      ids: [sharedFile.id],
      pinCode: w.users.casey.pin,
    });
    expect(ok.json().data).toEqual({ deletedFiles: 1, deletedFolders: 0 });
    expect(await stored(sharedFile.objectKey)).toBe(false);
    expect(await names(`${paths.list}?q=statement`)).toEqual([]);
  });

  it('lets advisors delete only what an advisor uploaded, and folders an advisor made without the PIN', async () => {
    const a = w.as.alex;
    const space = { firmId: w.firmId, clientId: w.users.casey.id };
    const refused = await a.request('DELETE', paths.deleteDocuments, {
      ids: [w.casey.sharedWithTara.id],
      pinCode: w.users.alex.pin,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(documentsMessages.advisorDeletesOwnOnly);
    expect((await a.request('DELETE', folderPath(w.casey.sharedFolder.id))).statusCode).toBe(403);
    const folder = await seedFolder(t.app.guru, space, {
      area: 'shared',
      createdBy: w.users.alex.id,
      name: 'Reports',
    });
    const inside = await seedDocument(t.app.guru, space, {
      area: 'shared',
      folderId: folder.id,
      uploadedBy: w.users.alex.id,
      faUploadUserId: w.users.alex.id,
    });
    const gone = await a.request('DELETE', folderPath(folder.id));
    expect(gone.json().data).toEqual({ deletedFiles: 1, deletedFolders: 1 });
    expect(await stored(inside.objectKey)).toBe(false);
    const ok = await a.request('DELETE', paths.deleteDocuments, {
      ids: [w.casey.advisorFile.id],
      pinCode: w.users.alex.pin,
    });
    expect(ok.json().data).toEqual({ deletedFiles: 1, deletedFolders: 0 });
    expect(await stored(w.casey.advisorFile.objectKey)).toBe(false);
    expect(
      (
        await w.as.tara.request('DELETE', paths.deleteDocuments, {
          ids: [w.casey.sharedWithTara.id],
          pinCode: w.users.tara.pin,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("deletes a client's folder with its files and shares, with the PIN", async () => {
    const c = w.as.casey;
    const { sharedFolder, sharedFolderFile } = w.casey;
    expect((await c.request('DELETE', folderPath(sharedFolder.id), {})).statusCode).toBe(400);
    const res = await c.request('DELETE', folderPath(sharedFolder.id), { pinCode: w.users.casey.pin });
    expect(res.json().data).toEqual({ deletedFiles: 1, deletedFolders: 1 });
    expect(await stored(sharedFolderFile.objectKey)).toBe(false);
    const shares = await t.app.guru.db.kysely
      .selectFrom('document_shares')
      .select('item_id')
      .where('item_id', 'in', [sharedFolder.id])
      .execute();
    expect(shares).toEqual([]);
    const taraSees = (await w.as.tara.get(`${paths.list}?isOnlyFilterSharing=true`)).json().data;
    expect(taraSees.results.map((d: { fileName: string }) => d.fileName)).toEqual(['for-tara.pdf']);
    const deletes = await t.app.guru.db.kysely
      .selectFrom('document_activity')
      .select(['item_type', 'item_name'])
      .where('action', '=', 'delete')
      .where('item_id', 'in', [sharedFolder.id, sharedFolderFile.id])
      .execute();
    expect(deletes.map((d) => d.item_type).sort()).toEqual(['file', 'folder']);
  });

  it('counts wrong PINs like Password Guru: the fifth ends the session, nothing deleted', async () => {
    const body = { ids: [w.casey.sharedWithTara.id], pinCode: '0000' };
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1)
      codes.push((await w.as.sam.request('DELETE', paths.deleteDocuments, body)).json().error.code);
    expect(codes).toEqual(['PIN_WRONG', 'PIN_WRONG', 'PIN_WRONG', 'PIN_WRONG', 'PIN_ATTEMPTS_EXCEEDED']);
    expect((await w.as.sam.get(paths.list)).statusCode).toBe(401);
    expect(await stored(w.casey.sharedWithTara.objectKey)).toBe(true);
  });
});
