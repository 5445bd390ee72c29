import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsApiPaths as paths } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInStaff } from '../../test/fixtures/clients.js';
import { readFirstSheet } from '../../test/spreadsheet.js';
import {
  buildDocumentsWorld,
  documentPath,
  folderPath,
  type DocumentsWorld,
} from '../../test/worlds/documents.js';

/** What must never reach an advisor: the names, ids and sizes of Casey's private items. */
function privateMarks(w: DocumentsWorld): string[] {
  const { privateFile, privateFolder, privateFolderFile } = w.casey;
  return [
    privateFile.fileName,
    privateFile.id,
    privateFolder.name,
    privateFolder.id,
    privateFolderFile.fileName,
    privateFolderFile.id,
    'secret',
    'Taxes',
    // The private file's name (a word of it: "hidden" alone is also the shared files' flag)
    'hidden-in',
  ];
}

describe.each(testDialects())("an advisor in a client's documents on %s", (dialect) => {
  let t: TestApp;
  let w: DocumentsWorld;
  const seen: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildDocumentsWorld(t);
    // Casey renames and moves things in her private area, and moves one private file to the shared area.
    const c = w.as.casey;
    expect(
      (await c.request('PUT', documentPath(w.casey.privateFile.id), { fileName: 'secret-will-v2.pdf' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await c.request('PUT', documentPath(w.casey.privateFolderFile.id), { folderId: null })).statusCode,
    ).toBe(200);
    t.clock.advanceSeconds(1);
    expect((await c.get(`${paths.download}?id=${w.casey.privateFile.id}`)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await w.as.alex.get(url);
    seen.push(res.body);
    return res;
  };

  it('lists only the shared area, with counts of the shared area', async () => {
    const casey = w.users.casey.id;
    const list = (
      await get(`${paths.list}?clientId=${casey}&isFilterShareFA=true&limit=-1&orderBy=fileName`)
    ).json().data;
    expect(list.total).toBe(4);
    expect(list.results.map((d: { fileName: string }) => d.fileName)).toEqual([
      'for-tara.pdf',
      'in-shared-folder.pdf',
      'plan-from-alex.pdf',
      'statement.pdf',
    ]);
    const unfiltered = (await get(`${paths.list}?clientId=${casey}`)).json().data;
    expect(unfiltered.total).toBe(4);
    const noGroup = (await get(`${paths.list}?clientId=${casey}&folderId=null`)).json().data;
    expect(noGroup.total).toBe(3);
    const inPrivateFolder = (
      await get(`${paths.list}?clientId=${casey}&folderId=${w.casey.privateFolder.id}`)
    ).json().data;
    expect(inPrivateFolder).toEqual({ results: [], total: 0 });
    const searched = (await get(`${paths.list}?clientId=${casey}&q=secret`)).json().data;
    expect(searched).toEqual({ results: [], total: 0 });
    const folders = (await get(`${paths.folders}?clientId=${casey}`)).json().data;
    expect(folders.map((f: { name: string; fileCount: number }) => [f.name, f.fileCount])).toEqual([
      ['For my advisor', 1],
    ]);
    expect((await w.as.alex.get(`${paths.list}?clientId=${casey}&isFilterShareFA=false`)).statusCode).toBe(
      403,
    );
    expect((await w.as.alex.get(paths.list)).statusCode).toBe(400);
  });

  it('answers 404 for every private id, exactly as for an unknown one', async () => {
    const unknown = crypto.randomUUID();
    for (const id of [w.casey.privateFile.id, w.casey.privateFolderFile.id, unknown]) {
      for (const res of [
        await w.as.alex.get(`${paths.download}?id=${id}`),
        await w.as.alex.get(`${paths.activity}?id=${id}`),
        await w.as.alex.request('PUT', documentPath(id), { fileName: 'x.pdf' }),
        await w.as.alex.request('DELETE', paths.deleteDocuments, { ids: [id], pinCode: w.users.alex.pin }),
        await w.as.alex.get(`${paths.checkFileName}?fileName=x.pdf&documentId=${id}`),
      ]) {
        seen.push(res.body);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
    }
    for (const id of [w.casey.privateFolder.id, unknown]) {
      for (const res of [
        await w.as.alex.request('PUT', folderPath(id), { name: 'x' }),
        await w.as.alex.request('DELETE', folderPath(id)),
        await w.as.alex.get(`${paths.activity}?id=${id}&type=folder`),
        await w.as.alex.request('DELETE', paths.deleteDocuments, { ids: [], folderIds: [id] }),
      ]) {
        seen.push(res.body);
        expect(res.statusCode).toBe(404);
      }
    }
  });

  it('never learns a private name from the name check', async () => {
    const casey = w.users.casey.id;
    expect(
      (await get(`${paths.checkFileName}?fileName=SECRET-WILL-V2.PDF&clientId=${casey}`)).json().data,
    ).toBe(false);
    expect((await get(`${paths.checkFileName}?fileName=Statement.PDF&clientId=${casey}`)).json().data).toBe(
      true,
    );
    // Casey sees both areas.
    expect((await w.as.casey.get(`${paths.checkFileName}?fileName=SECRET-WILL-V2.PDF`)).json().data).toBe(
      true,
    );
  });

  it('renames shared files, but never moves them between areas', async () => {
    const res = await w.as.alex.request('PUT', documentPath(w.casey.sharedFile.id), {
      fileName: 'statement-2025.pdf',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ fileName: 'statement-2025.pdf', isShareFA: true });
    expect(
      (await w.as.alex.request('PUT', documentPath(w.casey.sharedFile.id), { isShareFA: false })).statusCode,
    ).toBe(403);
  });

  it("exports the client's shared-area activity as .xlsx, with no private row", async () => {
    await w.as.casey.get(`${paths.download}?id=${w.casey.sharedFile.id}`);
    await w.as.alex.get(`${paths.download}?id=${w.casey.advisorFile.id}`);
    const res = await w.as.alex.get(`${paths.activityExport}?clientId=${w.users.casey.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="\d{4}-\d{2}-\d{2}_document_activity\.xlsx"/,
    );
    const rows = readFirstSheet(res.rawPayload);
    expect(rows[0]).toEqual([
      'Date (UTC)',
      'Action',
      'Type',
      'Name',
      'First name',
      'Last name',
      'E-mail',
      'Detail',
      'IP address',
    ]);
    const body = rows.slice(1);
    expect(body.map((r) => [r[1], r[3]])).toEqual(
      expect.arrayContaining([
        ['download', 'statement-2025.pdf'],
        ['download', 'plan-from-alex.pdf'],
        ['rename', 'statement-2025.pdf'],
      ]),
    );
    expect(body.every((r) => r[1] !== undefined)).toBe(true);
    const text = JSON.stringify(rows);
    for (const mark of privateMarks(w)) expect(text).not.toContain(mark);
    // The activity Casey sees holds her private download; the export never does.
    const mine = (await w.as.casey.get(`${paths.activity}?id=${w.casey.privateFile.id}`)).json().data;
    expect(mine.map((a: { action: string }) => a.action)).toEqual(['download', 'rename']);
    expect((await w.as.casey.get(`${paths.activityExport}?clientId=${w.users.casey.id}`)).statusCode).toBe(
      403,
    );
  });

  it('says which folders an advisor created, so the screen offers Delete only on those', async () => {
    const casey = w.users.casey.id;
    const made = await w.as.alex.request('POST', paths.folders, {
      name: 'From Alex',
      note: '',
      clientId: casey,
      isShareFA: true,
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().data.createdByAdvisor).toBe(true);
    const own = await w.as.casey.request('POST', paths.folders, {
      name: 'Mine too',
      note: '',
      isShareFA: true,
    });
    expect(own.json().data.createdByAdvisor).toBe(false);
    const folders = (await get(`${paths.folders}?clientId=${casey}`)).json().data as {
      name: string;
      createdByAdvisor: boolean;
    }[];
    expect(folders.map((f) => [f.name, f.createdByAdvisor])).toEqual([
      ['For my advisor', false],
      ['From Alex', true],
      ['Mine too', false],
    ]);
    const caseys = (await w.as.casey.get(`${paths.folders}?isFilterShareFA=true`)).json().data as {
      name: string;
      createdByAdvisor: boolean;
    }[];
    expect(caseys.find((f) => f.name === 'From Alex')?.createdByAdvisor).toBe(true);
    // The flag matches the server's rule: the advisor's delete of a client's folder is refused.
    expect((await w.as.alex.request('DELETE', folderPath(own.json().data.id))).statusCode).toBe(403);
  });

  it('works from a Documents Guru console session too', async () => {
    const docs = await signInStaff(t.app, w.users.alex, 'localhost', 'documentvault');
    const res = await docs.get(`${paths.list}?clientId=${w.users.casey.id}`, {
      'x-app-type': 'documentvault',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(4);
  });

  it('showed the advisor no private name, id or count in any answer', () => {
    const text = seen.join('\n');
    for (const mark of privateMarks(w)) expect(text).not.toContain(mark);
  });
});
