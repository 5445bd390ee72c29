import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessReviewMessages,
  BE_API_PREFIX,
  clientApiPaths,
  documentRequestsApiPaths as linkPaths,
  documentsApiPaths,
  teamApiPaths,
  type AccessReview,
} from '@guru/shared';
import { trailEvents } from '../../test/audit.js';
import { testDialects } from '../../test/databases.js';
import { asApp, signInStaff } from '../../test/fixtures/clients.js';
import { TestClient } from '../../test/http-client.js';
import { drainOutgoing } from '../../test/outgoing.js';
import { createTestUser, createTestApp, type TestApp } from '../../test/test-app.js';
import { buildDocumentsWorld, type DocumentsWorld } from '../../test/worlds/documents.js';

const review = `${BE_API_PREFIX}${teamApiPaths.accessReview}`;
const remove = (kind: string, id: string) =>
  `${BE_API_PREFIX}${teamApiPaths.accessRemove.replace(':kind', kind).replace(':id', id)}`;

describe.each(testDialects())('the access review (ADR 0051) on %s', (dialect) => {
  let t: TestApp;
  let w: DocumentsWorld;
  let linkId: string;
  let linkToken: string;
  let staff: TestClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildDocumentsWorld(t);
    const sol = await createTestUser(t.app, { firmId: w.firmId, username: 'sol', role: 'staff' });
    staff = await signInStaff(t.app, sol);
    const sent = await w.as.alex.post(linkPaths.links, {
      type: 'file',
      id: w.casey.sharedFile.id,
      email: 'outsider@example.net',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    linkId = sent.json().data.id;
    await drainOutgoing(t.app);
    const mail = (await t.app.guru.repos.outbox.list()).find((m) => m.to === 'outsider@example.net');
    linkToken = /#([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
  });
  afterAll(() => t.close());

  const entries = async () => ((await w.as.alex.get(review, asApp())).json().data as AccessReview).entries;

  it("lists the firm's advisors, staff, second users, third parties and open links with their last sign-in or opening", async () => {
    // The outsider opens the link: code e-mailed, entered.
    const browser = new TestClient(t.app);
    expect((await browser.post(linkPaths.linkOpen, { token: linkToken })).statusCode).toBe(200);
    await drainOutgoing(t.app);
    const codeMail = (await t.app.guru.repos.outbox.list()).find((m) => m.to === 'outsider@example.net');
    const code = /\b(\d{6})\b/.exec(codeMail?.text ?? '')?.[1] ?? '';
    expect((await browser.post(linkPaths.linkVerify, { token: linkToken, code })).statusCode).toBe(200);

    const all = await entries();
    const byId = new Map(all.map((e) => [e.id, e]));
    expect(byId.get(w.users.alex.id)).toMatchObject({ kind: 'advisor', self: true });
    expect(byId.get(w.users.alex.id)?.lastActiveAt).not.toBeNull();
    expect(byId.get(w.users.sam.id)).toMatchObject({ kind: 'second_user', reaches: 'Test casey' });
    expect(byId.get(w.users.tara.id)).toMatchObject({ kind: 'third_party', self: false });
    expect(all.find((e) => e.kind === 'staff')?.email).toBe('sol@example.com');
    const link = byId.get(linkId);
    expect(link).toMatchObject({ kind: 'document_link', email: 'outsider@example.net' });
    expect(link?.lastActiveAt).toBe(t.clock.now().toISOString());
    expect(link?.reaches).toContain(w.casey.sharedFile.fileName);
    // Clients are not listed (their own data), nor another firm's people.
    const emails = all.map((e) => e.email);
    expect(emails).not.toContain('casey@example.com');
    expect(emails).not.toContain('olga@example.com');
    expect(emails).not.toContain('otto@example.com');
  });

  it('removes a third party in one click: their session ends at once, and the removal is in the trail', async () => {
    expect(
      (await w.as.tara.get(`${documentsApiPaths.download}?id=${w.casey.sharedWithTara.id}`)).statusCode,
    ).toBe(200);
    const res = await w.as.alex.request('DELETE', remove('third_party', w.users.tara.id), undefined, asApp());
    expect(res.statusCode).toBe(200);
    expect(
      (await w.as.tara.get(`${documentsApiPaths.download}?id=${w.casey.sharedWithTara.id}`)).statusCode,
    ).toBe(401);
    expect((await entries()).map((e) => e.id)).not.toContain(w.users.tara.id);
    const [event] = await trailEvents(t.app, w.firmId, 'team.access_removed');
    expect(event).toMatchObject({
      actorId: w.users.alex.id,
      subjectId: w.users.tara.id,
      detail: { access: 'third_party' },
    });
    // A second removal finds nothing to remove.
    expect(
      (await w.as.alex.request('DELETE', remove('third_party', w.users.tara.id), undefined, asApp()))
        .statusCode,
    ).toBe(404);
  });

  it('removes a second user and closes an open link', async () => {
    expect(
      (await w.as.alex.request('DELETE', remove('second_user', w.users.sam.id), undefined, asApp()))
        .statusCode,
    ).toBe(200);
    expect((await w.as.sam.get(`${documentsApiPaths.list}?limit=-1`)).statusCode).toBe(401);
    expect(
      (await w.as.alex.request('DELETE', remove('document_link', linkId), undefined, asApp())).statusCode,
    ).toBe(200);
    expect((await new TestClient(t.app).post(linkPaths.linkOpen, { token: linkToken })).statusCode).toBe(404);
    const kinds = (await trailEvents(t.app, w.firmId, 'team.access_removed')).map((e) => e.detail.access);
    expect(kinds).toEqual(['third_party', 'second_user', 'document_link']);
  });

  it('refuses oneself, another firm’s people, a wrong kind, bad input, staff, clients and strangers', async () => {
    const self = await w.as.alex.request('DELETE', remove('advisor', w.users.alex.id), undefined, asApp());
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(accessReviewMessages.cannotRemoveSelf);
    const olga = await w.as.alex.request('DELETE', remove('advisor', w.users.olga.id), undefined, asApp());
    expect(olga.statusCode).toBe(404);
    // A client is not an access of the review: the kind must match the person.
    const casey = await w.as.alex.request(
      'DELETE',
      remove('second_user', w.users.casey.id),
      undefined,
      asApp(),
    );
    expect(casey.statusCode).toBe(404);
    expect(
      (await w.as.alex.request('DELETE', remove('client', w.users.casey.id), undefined, asApp())).statusCode,
    ).toBe(400);
    expect(
      (await w.as.alex.request('DELETE', remove('advisor', 'nope'), undefined, asApp())).statusCode,
    ).toBe(400);
    expect((await staff.get(review, asApp())).statusCode).toBe(403);
    expect(
      (await staff.request('DELETE', remove('advisor', w.users.alex.id), undefined, asApp())).statusCode,
    ).toBe(403);
    expect((await w.as.casey.get(review, asApp('documentvault'))).statusCode).toBe(403);
    expect((await new TestClient(t.app).get(review)).statusCode).toBe(401);
    expect(
      (await w.as.olga.get(review, asApp())).json().data.entries.map((e: { email: string }) => e.email),
    ).toEqual(['olga@example.com']);
    // Nothing of the refused calls was removed.
    expect((await t.app.guru.repos.users.findById(w.users.olga.id))?.status).toBe('active');
    expect((await t.app.guru.repos.users.findById(w.users.casey.id))?.status).toBe('active');
  });
  it('removes a staff member: their open session is refused at its next call', async () => {
    const sol = (await entries()).find((e) => e.kind === 'staff');
    expect(sol).toBeDefined();
    const before = await staff.get(`${clientApiPaths.clientList}?appType=documentvault`, asApp());
    expect(before.statusCode).toBe(200);
    const res = await w.as.alex.request('DELETE', remove('staff', sol?.id ?? ''), undefined, asApp());
    expect(res.statusCode).toBe(200);
    expect((await staff.get(`${clientApiPaths.clientList}?appType=documentvault`, asApp())).statusCode).toBe(
      401,
    );
    expect((await t.app.guru.repos.users.findById(sol?.id ?? ''))?.status).toBe('disabled');
  });
});
