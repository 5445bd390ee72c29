import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientApiPaths,
  documentsApiPaths as paths,
  documentsMailMessages,
  formatMessage,
} from '@guru/shared';
import { testDialects } from '../../../test/databases.js';
import { TestClient } from '../../../test/http-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { signInClient } from '../../../test/sign-in.js';
import { drainOutgoing } from '../../../test/outgoing.js';
import { inviteCodeIn, latestMailTo } from '../../../test/fixtures/invites.js';
import { browserSignup, postSignup } from '../../../test/fixtures/signup.js';
import { seedDocument } from '../../../test/fixtures/documents.js';
import {
  buildDocumentsWorld,
  documentPath,
  folderPath,
  type DocumentsWorld,
} from '../../../test/worlds/documents.js';

const tus = {
  'tus-resumable': '1.0.0',
  'upload-length': '10',
  'upload-metadata': `fileName ${Buffer.from('x.pdf').toString('base64')},isShareFA ${Buffer.from('true').toString('base64')}`,
};
const shareUsers = (type: 'file' | 'folder', id: string) => `${paths.shareUsers}?type=${type}&id=${id}`;
const sharedWithMe = `${paths.list}?isOnlyFilterSharing=true&orderBy=fileName&limit=-1`;
const fileNames = async (c: TestClient, url = sharedWithMe) => {
  const res = await c.get(url);
  if (res.statusCode !== 200) return res.statusCode;
  return (res.json().data.results as Array<{ fileName: string }>).map((d) => d.fileName);
};
const mailsTo = async (t: TestApp, to: string) =>
  (await t.app.guru.repos.outbox.list()).filter(
    (m) => m.channel === 'email' && m.to.toLowerCase() === to.toLowerCase(),
  );
const activity = (t: TestApp, itemId: string) =>
  t.app.guru.db.kysely
    .selectFrom('document_activity')
    .select(['action', 'detail', 'actor_email'])
    .where('item_id', '=', itemId)
    .where('action', 'in', ['share', 'unshare'])
    .orderBy('created_at')
    .execute();

describe.each(testDialects())('documents sharing on %s', (dialect) => {
  let t: TestApp;
  let w: DocumentsWorld;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildDocumentsWorld(t);
  });
  afterAll(() => t.close());

  it('shares a file with a known client at once: Share with me lists it, download works, writes are refused', async () => {
    const { statement } = { statement: w.casey.sharedFile };
    expect(await fileNames(w.as.cora)).toEqual([]);
    expect((await w.as.cora.get('/users/currentUser')).json().data.isHasSharingFile).toBe(false);

    const res = await w.as.alex.post(paths.share, {
      emails: [' Cora@Example.com ', 'cora@example.com'],
      type: 'file',
      id: statement.id,
      clientId: w.users.casey.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        email: 'cora@example.com',
        firstName: 'Test',
        lastName: 'cora',
        sharedDate: t.clock.now().toISOString(),
      },
    ]);

    expect(await fileNames(w.as.cora)).toEqual(['statement.pdf']);
    expect((await w.as.cora.get('/users/currentUser')).json().data.isHasSharingFile).toBe(true);
    const download = await w.as.cora.get(`${paths.download}?id=${statement.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(statement.bytes)).toBe(true);
    // Cora is a client: her own space stays hers, and Casey's file can be read, never changed.
    expect(
      (await w.as.cora.request('PUT', documentPath(statement.id), { fileName: 'mine.pdf' })).statusCode,
    ).toBe(404);
    expect(
      (await w.as.cora.request('DELETE', paths.deleteDocuments, { ids: [statement.id], pinCode: '1234' }))
        .statusCode,
    ).toBe(404);

    const mails = await mailsTo(t, 'cora@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      formatMessage(documentsMailMessages.shareMailSubject, { sharer: 'Test alex', kind: 'file' }),
    );
    expect(mails[0]!.text).toContain('"statement.pdf"');
    expect(mails[0]!.text).toContain('http://localhost:3000/documents-guru/login');
    expect(await activity(t, statement.id)).toEqual([
      { action: 'share', detail: 'cora@example.com', actor_email: 'alex@example.com' },
    ]);

    // Sharing again changes nothing and mails nobody.
    await w.as.alex.post(paths.share, { emails: ['cora@example.com'], type: 'file', id: statement.id });
    expect(await mailsTo(t, 'cora@example.com')).toHaveLength(1);
    expect(await activity(t, statement.id)).toHaveLength(1);
  });

  it('lets a third party list and download what was shared, and refuses every write', async () => {
    const tara = w.as.tara;
    const shared = await w.as.alex.post(paths.share, {
      emails: ['tara@example.com'],
      type: 'file',
      id: w.casey.advisorFile.id,
    });
    expect(shared.statusCode).toBe(200);
    expect(await fileNames(tara)).toEqual(['for-tara.pdf', 'in-shared-folder.pdf', 'plan-from-alex.pdf']);
    expect((await tara.get(`${paths.download}?id=${w.casey.advisorFile.id}`)).statusCode).toBe(200);

    const id = w.casey.advisorFile.id;
    expect((await tara.request('PUT', documentPath(id), { fileName: 'renamed.pdf' })).statusCode).toBe(403);
    expect(
      (await tara.request('DELETE', paths.deleteDocuments, { ids: [id], pinCode: '1234' })).statusCode,
    ).toBe(403);
    expect((await tara.request('POST', paths.folders, { name: 'Mine', isShareFA: true })).statusCode).toBe(
      403,
    );
    expect(
      (await tara.request('DELETE', folderPath(w.casey.sharedFolder.id), { pinCode: '1234' })).statusCode,
    ).toBe(403);
    expect((await tara.request('POST', paths.uploads, undefined, tus)).statusCode).toBe(403);
    expect((await tara.get(`${paths.list}?isFilterShareFA=true`)).statusCode).toBe(403);
    // Nor may a third party share, list recipients or remove them.
    expect((await tara.post(paths.share, { emails: ['x@example.com'], type: 'file', id })).statusCode).toBe(
      403,
    );
    expect((await tara.get(shareUsers('file', id))).statusCode).toBe(403);
    expect((await tara.post(paths.unshare, { type: 'file', id, email: 'tara@example.com' })).statusCode).toBe(
      403,
    );
  });

  it('unshares at once (DELETE or POST), and says so in the activity', async () => {
    const id = w.casey.advisorFile.id;
    const before = (await w.as.alex.get(shareUsers('file', id))).json().data as Array<{ email: string }>;
    expect(before.map((r) => r.email)).toEqual(['tara@example.com']);
    const res = await w.as.alex.request('DELETE', paths.unshare, {
      type: 'file',
      id,
      email: 'TARA@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    expect((await w.as.tara.get(`${paths.download}?id=${id}`)).statusCode).toBe(404);
    expect(await fileNames(w.as.tara)).toEqual(['for-tara.pdf', 'in-shared-folder.pdf']);
    // Removing someone who is not a recipient changes nothing.
    expect(
      (await w.as.alex.post(paths.unshare, { type: 'file', id, email: 'tara@example.com' })).json().data,
    ).toEqual([]);
    expect((await activity(t, id)).map((a) => [a.action, a.detail])).toEqual([
      ['share', 'tara@example.com'],
      ['unshare', 'tara@example.com'],
    ]);

    const statement = w.casey.sharedFile.id;
    expect(
      (await w.as.alex.post(paths.unshare, { type: 'file', id: statement, email: 'cora@example.com' }))
        .statusCode,
    ).toBe(200);
    expect(await fileNames(w.as.cora)).toEqual([]);
    expect((await w.as.cora.get(`${paths.download}?id=${statement}`)).statusCode).toBe(404);
  });

  it("refuses everyone but the firm's advisors: clients, second users, the provider (403), another firm (404)", async () => {
    const body = { emails: ['someone@example.com'], type: 'file', id: w.casey.sharedFile.id };
    for (const c of [w.as.casey, w.as.sam, w.as.cora, w.as.pat]) {
      expect((await c.post(paths.share, body)).statusCode).toBe(403);
      expect((await c.get(shareUsers('file', body.id))).statusCode).toBe(403);
      expect(
        (await c.post(paths.unshare, { type: 'file', id: body.id, email: 'tara@example.com' })).statusCode,
      ).toBe(403);
    }
    expect((await w.as.olga.post(paths.share, body)).statusCode).toBe(404);
    expect((await w.as.olga.get(shareUsers('file', body.id))).statusCode).toBe(404);
    expect(
      (await w.as.olga.post(paths.unshare, { type: 'file', id: body.id, email: 'tara@example.com' }))
        .statusCode,
    ).toBe(404);
    expect((await new TestClient(t.app).post(paths.share, body)).statusCode).toBe(401);
    await drainOutgoing(t.app);
    expect(await mailsTo(t, 'someone@example.com')).toEqual([]);
  });

  it("answers a private item, an unknown id or another client's id 404, exactly alike, and mails nothing", async () => {
    const unknown = crypto.randomUUID();
    const cases: Array<['file' | 'folder', string, string?]> = [
      ['file', w.casey.privateFile.id],
      ['file', w.casey.privateFolderFile.id],
      ['folder', w.casey.privateFolder.id],
      ['file', unknown],
      ['file', w.casey.sharedFile.id, w.users.cora.id],
    ];
    const bodies = new Set<string>();
    for (const [type, id, clientId] of cases) {
      const res = await w.as.alex.post(paths.share, {
        emails: ['cora@example.com'],
        type,
        id,
        ...(clientId ? { clientId } : {}),
      });
      expect(res.statusCode).toBe(404);
      bodies.add(res.body);
      if (clientId) continue; // the recipients' list and removal name no client
      expect((await w.as.alex.get(shareUsers(type, id))).statusCode).toBe(404);
      expect((await w.as.alex.post(paths.unshare, { type, id, email: 'cora@example.com' })).statusCode).toBe(
        404,
      );
    }
    expect(bodies.size).toBe(1);
    expect(
      (
        await w.as.alex.post(paths.share, {
          emails: ['not-an-email'],
          type: 'file',
          id: w.casey.sharedFile.id,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await w.as.alex.post(paths.share, { emails: [], type: 'file', id: w.casey.sharedFile.id })).statusCode,
    ).toBe(400);
    const mails = (await t.app.guru.repos.outbox.list()).filter((m) => m.channel === 'email');
    expect(
      mails.some(
        (m) =>
          m.text.includes('secret-will') ||
          m.text.includes('hidden-in-folder') ||
          m.text.includes('Taxes (private)'),
      ),
    ).toBe(false);
  });

  it('invites a new e-mail: sign-up makes a third party who sees exactly the shared folder, files added later too', async () => {
    const folder = w.casey.sharedFolder;
    const res = await w.as.alex.post(paths.share, {
      emails: ['Nora.New@Example.com'],
      type: 'folder',
      id: folder.id,
    });
    expect(res.statusCode).toBe(200);
    // Tara had the folder already; Nora waits for her sign-up (no names yet).
    expect(res.json().data).toEqual([
      { email: 'tara@example.com', firstName: 'Test', lastName: 'tara', sharedDate: expect.any(String) },
      {
        email: 'nora.new@example.com',
        firstName: null,
        lastName: null,
        sharedDate: t.clock.now().toISOString(),
      },
    ]);

    const mail = await latestMailTo(t.app, 'nora.new@example.com');
    expect(mail.subject).toBe(
      formatMessage(documentsMailMessages.shareMailSubject, { sharer: 'Test alex', kind: 'folder' }),
    );
    expect(mail.text).toContain('"For my advisor"');
    expect(mail.text).toMatch(
      /http:\/\/localhost:3000\/documents-guru\/signup\?code=[\w-]+&email=nora\.new%40example\.com/,
    );
    const code = inviteCodeIn(mail.text);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.post(clientApiPaths.inviteCodeInfo, { code })).json().data).toMatchObject({
      email: 'nora.new@example.com',
      appType: 'documentvault',
      isRegistered: false,
      isThirdParty: true,
    });

    const s = await browserSignup({
      at: anonymous,
      code,
      email: 'nora.new@example.com',
      username: 'nora',
      appType: 'documentvault',
    });
    const signup = await postSignup(t.app, anonymous, s.body);
    expect(signup.statusCode).toBe(200);
    const user = signup.json().data.user;
    expect(user).toMatchObject({ roleId: 5, apps: ['documentvault'] });
    const row = await t.app.guru.repos.users.findById(user.id);
    expect(row).toMatchObject({ role_id: 5, scope: 'client', status: 'active', owner_user_id: null });
    const waiting = await t.app.guru.db.kysely.selectFrom('document_share_invites').selectAll().execute();
    expect(waiting).toEqual([]);

    // Password, SMS code, PIN on Documents Guru: a third party signs in like a client.
    const nora = await signInClient(
      t.app,
      {
        id: user.id,
        username: 'nora',
        email: 'nora.new@example.com',
        password: s.password,
        pin: s.pin,
        phone: s.phone,
      },
      'documentvault',
    );
    expect((await nora.get('/users/currentUser')).json().data).toMatchObject({
      roleId: 5,
      isHasSharingFile: true,
    });
    expect(await fileNames(nora)).toEqual(['in-shared-folder.pdf']);
    const folders = (await nora.get(`${paths.folders}?isOnlyFilterSharing=true`)).json().data as Array<{
      name: string;
    }>;
    expect(folders.map((f) => f.name)).toEqual(['For my advisor']);
    // The folder as it is now: a file added later shows at once.
    const later = await seedDocument(
      t.app.guru,
      { firmId: w.firmId, clientId: w.users.casey.id },
      { area: 'shared', uploadedBy: w.users.casey.id, folderId: folder.id, fileName: 'added-later.pdf' },
    );
    expect(await fileNames(nora)).toEqual(['added-later.pdf', 'in-shared-folder.pdf']);
    expect((await nora.get(`${paths.download}?id=${later.id}`)).statusCode).toBe(200);
    // Nothing else: Casey's other shared files, her private ones, and every write.
    for (const other of [
      w.casey.sharedFile,
      w.casey.advisorFile,
      w.casey.privateFile,
      w.casey.privateFolderFile,
      w.casey.sharedWithTara,
    ]) {
      expect((await nora.get(`${paths.download}?id=${other.id}`)).statusCode).toBe(404);
    }
    expect(
      (await nora.get(`${paths.list}?clientId=${w.users.casey.id}&isFilterShareFA=true`)).statusCode,
    ).toBe(403);
    expect((await nora.request('PUT', documentPath(later.id), { fileName: 'x.pdf' })).statusCode).toBe(403);
    expect(
      (await nora.request('DELETE', paths.deleteDocuments, { ids: [later.id], pinCode: s.pin })).statusCode,
    ).toBe(403);
    expect((await nora.request('POST', paths.uploads, undefined, tus)).statusCode).toBe(403);

    // The advisor now sees her as an account; removing her ends her access.
    const recipients = (await w.as.alex.get(shareUsers('folder', folder.id))).json().data as Array<{
      email: string;
      firstName: string | null;
    }>;
    expect(recipients.filter((r) => r.email === 'nora.new@example.com')).toEqual([
      expect.objectContaining({ firstName: 'Nina', lastName: 'New' }),
    ]);
    await w.as.alex.post(paths.unshare, { type: 'folder', id: folder.id, email: 'nora.new@example.com' });
    expect(await fileNames(nora)).toEqual([]);
    expect((await nora.get('/users/currentUser')).json().data.isHasSharingFile).toBe(false);
  });

  it('removing an e-mail that has not signed up yet makes its sign-up link stop working', async () => {
    const id = w.casey.sharedFile.id;
    await w.as.alex.post(paths.share, { emails: ['quinn@example.com'], type: 'file', id });
    const code = inviteCodeIn((await latestMailTo(t.app, 'quinn@example.com')).text);
    const info = () => new TestClient(t.app).post(clientApiPaths.inviteCodeInfo, { code });
    expect((await info()).statusCode).toBe(200);
    const res = await w.as.alex.post(paths.unshare, { type: 'file', id, email: 'quinn@example.com' });
    expect((res.json().data as Array<{ email: string }>).map((r) => r.email)).not.toContain(
      'quinn@example.com',
    );
    expect((await info()).json().error.code).toBe('INVITE_INVALID');
  });
});
