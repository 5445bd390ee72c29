import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trailEvents } from '../../test/audit.js';
import {
  documentRequestsApiPaths as paths,
  documentsApiPaths,
  type DocumentLink,
  type DocumentLinkContents,
} from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { TestClient } from '../../test/http-client.js';
import { drainOutgoing } from '../../test/outgoing.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildDocumentsWorld, documentPath, type DocumentsWorld } from '../../test/worlds/documents.js';

const revokePath = (id: string) => paths.revokeLink.replace(':id', id);

describe.each(testDialects())('links for outsiders on %s', (dialect) => {
  let t: TestApp;
  let w: DocumentsWorld;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildDocumentsWorld(t);
  });
  afterAll(() => t.close());

  const lastMailTo = async (email: string) => {
    await drainOutgoing(t.app);
    const mails = (await t.app.guru.repos.outbox.list()).filter(
      (m) => m.channel === 'email' && m.to === email,
    );
    return mails[0]!;
  };

  /** Sends a link to a fresh address and returns it with the token read from the e-mail. */
  async function send(body: { type: 'file' | 'folder'; id: string; downloadLimit?: number | null }) {
    const email = `outsider${++n}@example.net`;
    const res = await w.as.alex.post(paths.links, { ...body, email });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await lastMailTo(email);
    const token = /#([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    return { link: res.json().data as DocumentLink, token: token!, email };
  }

  /** Opens the link as an outsider's browser: the code e-mailed, entered; the browser keeps the cookie. */
  async function openAs(token: string, email: string, host = 'localhost') {
    const browser = new TestClient(t.app, host);
    const opened = await browser.post(paths.linkOpen, { token });
    expect(opened.statusCode, opened.body).toBe(200);
    const code = /\b(\d{6})\b/.exec((await lastMailTo(email)).text)![1]!;
    const verified = await browser.post(paths.linkVerify, { token, code });
    expect(verified.statusCode, verified.body).toBe(200);
    return { browser, contents: verified.json().data as DocumentLinkContents };
  }

  it('a file link: the code goes to the address, then the outsider sees and downloads that file only, all in the activity', async () => {
    const { link, token, email } = await send({ type: 'file', id: w.casey.sharedFile.id });
    expect(link).toMatchObject({
      itemName: 'statement.pdf',
      downloads: 0,
      downloadLimit: null,
      revokedAt: null,
    });
    const days = (Date.parse(link.expiresAt) - t.clock.now().getTime()) / 86_400_000;
    expect(days).toBe(7);
    // The token is kept only as a keyed hash.
    const stored = await t.app.guru.db.kysely.selectFrom('document_links').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const browser = new TestClient(t.app);
    const opened = await browser.post(paths.linkOpen, { token });
    expect(opened.json().data).toEqual({
      firmName: 'Demo Wealth Partners',
      maskedEmail: expect.stringMatching(/^o•••@example\.net$/),
    });
    expect((await browser.post(paths.linkVerify, { token, code: '000000' })).statusCode).toBe(400);
    expect((await browser.get(paths.linkContents)).statusCode).toBe(401);

    const { browser: outsider, contents } = await openAs(token, email);
    expect(contents).toMatchObject({ itemType: 'file', itemName: 'statement.pdf', downloadsLeft: null });
    expect(contents.files.map((f) => f.fileName)).toEqual(['statement.pdf']);
    const file = await outsider.get(`${paths.linkDownload}?id=${w.casey.sharedFile.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(w.casey.sharedFile.bytes)).toBe(true);

    // Nothing else: another shared file, a private one, the vault's own routes.
    for (const other of [w.casey.sharedWithTara, w.casey.privateFile, w.casey.advisorFile])
      expect((await outsider.get(`${paths.linkDownload}?id=${other.id}`)).statusCode).toBe(404);
    expect((await outsider.get(`${documentsApiPaths.list}?limit=-1`)).statusCode).toBe(401);
    expect((await outsider.get(`${documentsApiPaths.download}?id=${w.casey.sharedFile.id}`)).statusCode).toBe(
      401,
    );

    const lines = await t.app.guru.db.kysely
      .selectFrom('document_activity')
      .select(['action', 'area', 'item_name', 'actor_email'])
      .where('action', 'in', ['link_sent', 'link_opened', 'link_download'])
      .where('detail', 'like', `%${email}%`)
      .orderBy('created_at')
      .execute();
    expect(lines.map((l) => [l.action, l.area, l.item_name])).toEqual([
      ['link_sent', 'shared', 'statement.pdf'],
      ['link_opened', 'shared', 'statement.pdf'],
      ['link_download', 'shared', 'statement.pdf'],
    ]);
    // The firm's audit trail has each step, by id, never by the file's name.
    const trail = (await trailEvents(t.app, w.firmId)).filter(
      (r) => r.kind.startsWith('document_link.') && r.subjectId === w.casey.sharedFile.id,
    );
    expect(trail.map((r) => r.kind)).toEqual(
      expect.arrayContaining(['document_link.created', 'document_link.opened', 'document_link.downloaded']),
    );
    expect(JSON.stringify(trail)).not.toContain('statement.pdf');
  });

  it('a folder link reaches the folder’s files; an item moved to the private area is reached no more', async () => {
    const { token, email } = await send({ type: 'folder', id: w.casey.sharedFolder.id });
    const { browser, contents } = await openAs(token, email);
    expect(contents.files.map((f) => f.fileName)).toEqual(['in-shared-folder.pdf']);
    const moved = await w.as.casey.request('PUT', documentPath(w.casey.sharedFolderFile.id), {
      isShareFA: false,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await browser.get(paths.linkContents)).json().data.files).toEqual([]);
    expect((await browser.get(`${paths.linkDownload}?id=${w.casey.sharedFolderFile.id}`)).statusCode).toBe(
      404,
    );
  });

  it('only an advisor sends links, and only of the shared area; links are listed and revoked by the firm’s advisors', async () => {
    const body = { type: 'file', id: w.casey.privateFile.id, email: 'x@example.net' };
    expect((await w.as.alex.post(paths.links, body)).statusCode).toBe(404);
    expect(
      (await w.as.alex.post(paths.links, { ...body, type: 'folder', id: w.casey.privateFolder.id }))
        .statusCode,
    ).toBe(404);
    expect((await w.as.casey.post(paths.links, { ...body, id: w.casey.sharedFile.id })).statusCode).toBe(403);
    expect((await w.as.tara.post(paths.links, { ...body, id: w.casey.sharedWithTara.id })).statusCode).toBe(
      403,
    );
    expect((await w.as.olga.post(paths.links, { ...body, id: w.casey.sharedFile.id })).statusCode).toBe(404);
    expect(
      (await w.as.alex.post(paths.links, { ...body, id: w.casey.sharedFile.id, expiresInDays: 0 }))
        .statusCode,
    ).toBe(400);

    const { link, token, email } = await send({ type: 'file', id: w.casey.advisorFile.id });
    const listed = await w.as.alex.get(`${paths.links}?type=file&id=${w.casey.advisorFile.id}`);
    expect(listed.json().data.map((l: DocumentLink) => l.email)).toEqual([email]);
    expect((await w.as.casey.get(`${paths.links}?type=file&id=${w.casey.advisorFile.id}`)).statusCode).toBe(
      403,
    );
    expect((await w.as.olga.get(`${paths.links}?type=file&id=${w.casey.advisorFile.id}`)).statusCode).toBe(
      404,
    );
    expect((await w.as.olga.post(revokePath(link.id))).statusCode).toBe(404);
    expect((await w.as.casey.post(revokePath(link.id))).statusCode).toBe(403);

    const { browser } = await openAs(token, email);
    const revoked = await w.as.alex.post(revokePath(link.id));
    expect(revoked.json().data.revokedAt).not.toBeNull();
    expect((await browser.get(paths.linkContents)).statusCode).toBe(404);
    expect((await browser.get(`${paths.linkDownload}?id=${w.casey.advisorFile.id}`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).post(paths.linkOpen, { token })).statusCode).toBe(404);
  });

  it('refuses a link on another firm’s host, a malformed token, and every use after the expiry', async () => {
    const { token, email } = await send({ type: 'file', id: w.casey.sharedFile.id });
    expect((await new TestClient(t.app, 'other.localhost').post(paths.linkOpen, { token })).statusCode).toBe(
      404,
    );
    expect((await new TestClient(t.app).post(paths.linkOpen, { token: 'short' })).statusCode).toBe(400);
    expect((await new TestClient(t.app).post(paths.linkOpen, { token: 'A'.repeat(43) })).statusCode).toBe(
      404,
    );
    const { browser } = await openAs(token, email);
    t.clock.advanceMinutes(7 * 24 * 60);
    expect((await browser.get(paths.linkContents)).statusCode).toBe(404);
    expect((await browser.get(`${paths.linkDownload}?id=${w.casey.sharedFile.id}`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).post(paths.linkOpen, { token })).statusCode).toBe(404);
  });

  it('parallel downloads never pass the download limit', async () => {
    // Days passed in the test above: the advisor signs in again.
    const { signInStaff } = await import('../../test/fixtures/clients.js');
    w.as.alex = await signInStaff(t.app, w.users.alex);
    const { token, email } = await send({ type: 'file', id: w.casey.sharedFile.id, downloadLimit: 2 });
    const { browser, contents } = await openAs(token, email);
    expect(contents.downloadsLeft).toBe(2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => browser.get(`${paths.linkDownload}?id=${w.casey.sharedFile.id}`)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(4);
    expect((await browser.get(paths.linkContents)).statusCode).toBe(404);
    expect((await new TestClient(t.app).post(paths.linkOpen, { token })).statusCode).toBe(404);
  });
});
