import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsApiPaths as paths } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { TestClient } from '../../test/http-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInClient } from '../../test/sign-in.js';
import {
  buildDocumentsWorld,
  clientInfoPath,
  documentPath,
  folderPath,
  type DocumentsWorld,
} from '../../test/worlds/documents.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Call {
  name: string;
  method: Method;
  url: string;
  body?: unknown;
}

/** Every document route, aimed at Casey's shared items (the ones an advisor of the firm may reach). */
function callsOn(w: DocumentsWorld): Call[] {
  const casey = w.users.casey.id;
  const { sharedFile, sharedFolder } = w.casey;
  return [
    { name: 'list', method: 'GET', url: `${paths.list}?clientId=${casey}&isFilterShareFA=true` },
    { name: 'folders', method: 'GET', url: `${paths.folders}?clientId=${casey}&isFilterShareFA=true` },
    {
      name: 'create folder',
      method: 'POST',
      url: paths.folders,
      body: { name: 'Intruder', isShareFA: true, clientId: casey },
    },
    { name: 'rename folder', method: 'PUT', url: folderPath(sharedFolder.id), body: { name: 'Renamed' } },
    { name: 'delete folder', method: 'DELETE', url: folderPath(sharedFolder.id), body: { pinCode: '1234' } },
    {
      name: 'check name',
      method: 'GET',
      url: `${paths.checkFileName}?fileName=statement.pdf&clientId=${casey}`,
    },
    {
      name: 'rename file',
      method: 'PUT',
      url: documentPath(sharedFile.id),
      body: { fileName: 'stolen.pdf' },
    },
    {
      name: 'delete files',
      method: 'DELETE',
      url: paths.deleteDocuments,
      body: { ids: [sharedFile.id], pinCode: '1234' },
    },
    { name: 'download', method: 'GET', url: `${paths.download}?id=${sharedFile.id}` },
    { name: 'activity', method: 'GET', url: `${paths.activity}?id=${sharedFile.id}` },
    { name: 'export', method: 'GET', url: `${paths.activityExport}?clientId=${casey}` },
    { name: 'client name', method: 'GET', url: clientInfoPath(casey) },
  ];
}

async function statuses(client: TestClient, calls: Call[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const c of calls) out[c.name] = (await client.request(c.method, c.url, c.body)).statusCode;
  return out;
}

const all = (calls: Call[], status: number, except: Record<string, number> = {}) =>
  Object.fromEntries(calls.map((c) => [c.name, except[c.name] ?? status]));

describe.each(testDialects())('documents access on %s', (dialect) => {
  let t: TestApp;
  let w: DocumentsWorld;
  let calls: Call[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildDocumentsWorld(t);
    calls = callsOn(w);
  });
  afterAll(() => t.close());

  it('refuses anonymous callers on every route (401)', async () => {
    expect(await statuses(new TestClient(t.app), calls)).toEqual(all(calls, 401));
  });

  it('refuses the provider (403), on either app', async () => {
    expect(await statuses(w.as.pat, calls)).toEqual(all(calls, 403));
  });

  it("answers another client of the same firm as if Casey's space did not exist (404; the export is for advisors)", async () => {
    expect(await statuses(w.as.cora, calls)).toEqual(all(calls, 404, { export: 403 }));
  });

  it("answers another firm's client and advisor 404 at their own host, and no session at ours", async () => {
    expect(await statuses(w.as.otto, calls)).toEqual(all(calls, 404, { export: 403 }));
    expect(await statuses(w.as.olga, calls)).toEqual(all(calls, 404));
    const misrouted = new TestClient(t.app, 'localhost');
    w.as.olga.cookiesTo(misrouted);
    expect(await statuses(misrouted, calls)).toEqual(all(calls, 401));
  });

  it('lets a third party reach only what was shared with them', async () => {
    const refused = await statuses(w.as.tara, calls);
    expect(refused).toEqual(all(calls, 403, { download: 404, activity: 404 }));
    const tara = w.as.tara;
    expect((await tara.get(`${paths.download}?id=${w.casey.sharedWithTara.id}`)).statusCode).toBe(200);
    expect((await tara.get(`${paths.download}?id=${w.casey.sharedFolderFile.id}`)).statusCode).toBe(200);
    expect((await tara.get(`${paths.download}?id=${w.casey.privateFile.id}`)).statusCode).toBe(404);
    const list = (await tara.get(`${paths.list}?isOnlyFilterSharing=true&orderBy=fileName`)).json().data;
    expect(list.results.map((d: { fileName: string }) => d.fileName)).toEqual([
      'for-tara.pdf',
      'in-shared-folder.pdf',
    ]);
    expect(list.results[0].sharedUser).toEqual({
      firstName: 'Test',
      lastName: 'alex',
      email: 'alex@example.com',
      sharedDate: expect.any(String),
    });
    const folders = (await tara.get(`${paths.folders}?isOnlyFilterSharing=true`)).json().data;
    expect(folders.map((f: { name: string; fileCount: number }) => [f.name, f.fileCount])).toEqual([
      ['For my advisor', 1],
    ]);
    // Casey and Cora's downloads are not Tara's business; Tara's own is, without addresses.
    await w.as.casey.get(`${paths.download}?id=${w.casey.sharedWithTara.id}`);
    await tara.get(`${paths.download}?id=${w.casey.sharedWithTara.id}`);
    const history = (await tara.get(`${paths.activity}?id=${w.casey.sharedWithTara.id}`)).json().data;
    expect(
      history.map((a: { action: string; actor: { lastName: string }; ip: string | null }) => [
        a.action,
        a.actor.lastName,
        a.ip,
      ]),
    ).toEqual([
      ['download', 'tara', null],
      ['download', 'tara', null],
    ]);
    const caseySees = (await w.as.casey.get(`${paths.activity}?id=${w.casey.sharedWithTara.id}`)).json().data;
    expect(caseySees.map((a: { actor: { lastName: string } }) => a.actor.lastName).sort()).toEqual([
      'casey',
      'tara',
      'tara',
    ]);
    expect(caseySees.every((a: { ip: string | null }) => typeof a.ip === 'string')).toBe(true);
    const me = (await tara.get('/users/currentUser')).json().data;
    expect(me.isHasSharingFile).toBe(true);
    expect((await w.as.cora.get('/users/currentUser')).json().data.isHasSharingFile).toBe(false);
  });

  it("refuses a client's Password Guru session (403) and serves Casey and her second user the same space", async () => {
    const pg = await signInClient(t.app, w.users.casey, 'passwordguru');
    expect((await pg.get(paths.list, { 'x-app-type': 'passwordguru' })).statusCode).toBe(403);
    const names = async (c: TestClient) =>
      (
        (await c.get(`${paths.list}?orderBy=fileName&limit=-1`)).json().data.results as Array<{
          fileName: string;
        }>
      ).map((d) => d.fileName);
    const expected = [
      'for-tara.pdf',
      'hidden-in-folder.pdf',
      'in-shared-folder.pdf',
      'plan-from-alex.pdf',
      'secret-will.pdf',
      'statement.pdf',
    ];
    expect(await names(w.as.casey)).toEqual(expected);
    expect(await names(w.as.sam)).toEqual(expected);
    expect((await w.as.sam.get(clientInfoPath(w.users.casey.id))).json().data).toEqual({
      id: w.users.casey.id,
      firstName: 'Test',
      lastName: 'casey',
    });
  });

  it('left everything in place after the refused calls', async () => {
    const res = await w.as.casey.get(`${paths.download}?id=${w.casey.sharedFile.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(w.casey.sharedFile.bytes)).toBe(true);
    const folders = (await w.as.casey.get(`${paths.folders}?isFilterShareFA=true`)).json().data;
    expect(folders.map((f: { name: string }) => f.name)).toEqual(['For my advisor']);
  });
});
