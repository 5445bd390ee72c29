import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentRequestsApiPaths as paths, type DocumentRequest } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { drainOutgoing } from '../../test/outgoing.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildDocumentsWorld, type DocumentsWorld } from '../../test/worlds/documents.js';
import { seedDocument } from '../../test/fixtures/documents.js';
import { signInStaff } from '../../test/fixtures/clients.js';
import { signInClient } from '../../test/sign-in.js';
import { sendDueReminders } from './reminders.js';

const requestPath = (id: string) => paths.request.replace(':id', id);
const cancelPath = (id: string) => paths.cancelRequest.replace(':id', id);
const fulfilPath = (id: string, itemId: string) =>
  paths.fulfilItem.replace(':id', id).replace(':itemId', itemId);
const day = (date: Date, days: number) =>
  new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDialects())('document requests on %s', (dialect) => {
  let t: TestApp;
  let w: DocumentsWorld;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildDocumentsWorld(t);
  });
  afterAll(() => t.close());

  /** The e-mails sent to an address, oldest first. */
  const mailsTo = async (email: string) => {
    await drainOutgoing(t.app);
    return (await t.app.guru.repos.outbox.list())
      .filter((m) => m.channel === 'email' && m.to === email)
      .reverse();
  };
  const activity = (action: string) =>
    t.app.guru.db.kysely
      .selectFrom('document_activity')
      .select(['area', 'item_type', 'item_name', 'detail', 'actor_email'])
      .where('action', '=', action)
      .execute();

  async function ask(items: string[], dueInDays = 10, clientId = w.users.casey.id): Promise<DocumentRequest> {
    const res = await w.as.alex.post(paths.requests, {
      clientId,
      title: 'Year-end review',
      note: 'Before our meeting, please.',
      dueDate: day(t.clock.now(), dueInDays),
      items,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as DocumentRequest;
  }

  it('the advisor asks; the client is told by e-mail, sees the request and answers each item with a shared document', async () => {
    const request = await ask(["Last year's tax return", 'Bank statement']);
    expect(request).toMatchObject({
      state: 'open',
      clientName: expect.any(String),
      title: 'Year-end review',
    });
    expect(request.items.map((i) => i.name)).toEqual(["Last year's tax return", 'Bank statement']);
    const mails = await mailsTo(w.users.casey.email);
    expect(mails.at(-1)?.text).toContain("- Last year's tax return");

    const mine = (await w.as.casey.get(`${paths.requests}?state=open`)).json().data
      .results as DocumentRequest[];
    expect(mine.map((r) => r.id)).toContain(request.id);
    // The second user acts for the client.
    expect((await w.as.sam.get(requestPath(request.id))).statusCode).toBe(200);

    const [tax, bank] = request.items;
    const first = await w.as.casey.post(fulfilPath(request.id, tax!.id), {
      documentId: w.casey.sharedFile.id,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json().data as DocumentRequest).state).toBe('open');
    const done = await w.as.sam.post(fulfilPath(request.id, bank!.id), {
      documentId: w.casey.sharedFolderFile.id,
    });
    expect(done.statusCode, done.body).toBe(200);
    const completed = done.json().data as DocumentRequest;
    expect(completed.state).toBe('completed');
    expect(completed.items.map((i) => i.documentName)).toEqual(['statement.pdf', 'in-shared-folder.pdf']);
    expect(
      (await activity('request_completed')).filter((r) => r.item_name === 'Year-end review'),
    ).toHaveLength(1);
    expect((await activity('request_fulfilled')).map((r) => r.area)).toEqual(['shared', 'shared']);
    // A completed request takes no more answers.
    expect(
      (await w.as.casey.post(fulfilPath(request.id, tax!.id), { documentId: w.casey.sharedFile.id }))
        .statusCode,
    ).toBe(409);
  });

  it('a private document never answers a request, and the advisor never reaches one through it', async () => {
    const request = await ask(['Will']);
    const item = request.items[0]!;
    for (const doc of [w.casey.privateFile, w.casey.privateFolderFile]) {
      const res = await w.as.casey.post(fulfilPath(request.id, item.id), { documentId: doc.id });
      expect(res.statusCode).toBe(400);
    }
    const seen = (await w.as.alex.get(requestPath(request.id))).json().data as DocumentRequest;
    expect(seen.items[0]!.documentId).toBeNull();
    expect(JSON.stringify(seen)).not.toContain('secret-will');
  });

  it('refuses the callers who may not: clients ask nothing, advisors answer nothing, other clients and firms see nothing', async () => {
    const request = await ask(['Payslip']);
    const item = request.items[0]!;
    const body = { clientId: w.users.casey.id, title: 'x', dueDate: day(t.clock.now(), 3), items: ['a'] };
    expect((await w.as.casey.post(paths.requests, body)).statusCode).toBe(403);
    expect((await w.as.tara.post(paths.requests, body)).statusCode).toBe(403);
    expect((await w.as.olga.post(paths.requests, body)).statusCode).toBe(404);
    expect((await w.as.alex.post(paths.requests, { ...body, clientId: w.users.otto.id })).statusCode).toBe(
      404,
    );
    expect((await w.as.alex.post(paths.requests, { ...body, clientId: w.users.alex.id })).statusCode).toBe(
      404,
    );
    expect((await w.as.cora.get(requestPath(request.id))).statusCode).toBe(404);
    expect((await w.as.otto.get(requestPath(request.id))).statusCode).toBe(404);
    expect((await w.as.olga.get(requestPath(request.id))).statusCode).toBe(404);
    expect((await w.as.tara.get(requestPath(request.id))).statusCode).toBe(403);
    expect((await w.as.cora.get(`${paths.requests}?clientId=${w.users.casey.id}`)).statusCode).toBe(404);
    expect(
      (await w.as.alex.post(fulfilPath(request.id, item.id), { documentId: w.casey.sharedFile.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (await w.as.cora.post(fulfilPath(request.id, item.id), { documentId: w.casey.sharedFile.id }))
        .statusCode,
    ).toBe(404);
    expect((await w.as.casey.post(cancelPath(request.id))).statusCode).toBe(403);
    expect((await w.as.olga.post(cancelPath(request.id))).statusCode).toBe(404);
    expect((await w.as.olga.get(paths.inbox)).statusCode).toBe(200);
    expect((await w.as.casey.get(paths.inbox)).statusCode).toBe(403);
    expect((await w.as.alex.post(paths.requests, { ...body, dueDate: '2020-01-01' })).statusCode).toBe(400);
    expect((await w.as.alex.post(paths.requests, { ...body, items: [] })).statusCode).toBe(400);
    expect((await w.as.alex.get(`${paths.requests}?cursor=not*a*cursor`)).statusCode).toBe(400);
    expect((await w.as.alex.get(`${paths.requests}?cursor=${'A'.repeat(20)}`)).statusCode).toBe(400);
  });

  it('lists across clients by keyset pages, newest first, filtered by state and client', async () => {
    t.clock.advanceSeconds(1);
    const cora = await ask(['ID card'], 5, w.users.cora.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `${paths.requests}?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await w.as.alex.get(url)).json().data as {
        results: DocumentRequest[];
        nextCursor: string | null;
      };
      expect(page.results.length).toBeLessThanOrEqual(2);
      seen.push(...page.results.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen[0]).toBe(cora.id);
    expect(new Set(seen).size).toBe(seen.length);
    const all = (await w.as.alex.get(`${paths.requests}?limit=100`)).json().data.results as DocumentRequest[];
    expect(seen).toEqual(all.map((r) => r.id));
    const coras = (await w.as.alex.get(`${paths.requests}?clientId=${w.users.cora.id}`)).json().data.results;
    expect(coras.map((r: DocumentRequest) => r.id)).toEqual([cora.id]);
    const completed = (await w.as.alex.get(`${paths.requests}?state=completed`)).json().data.results;
    expect(completed.every((r: DocumentRequest) => r.state === 'completed')).toBe(true);
    // Another firm's advisor sees none of them.
    expect((await w.as.olga.get(paths.requests)).json().data.results).toEqual([]);
  });

  it('two parallel answers to the last items complete the request once', async () => {
    const request = await ask(['One', 'Two']);
    const [one, two] = request.items;
    const answers = await Promise.all([
      w.as.casey.post(fulfilPath(request.id, one!.id), { documentId: w.casey.sharedFile.id }),
      w.as.sam.post(fulfilPath(request.id, two!.id), { documentId: w.casey.sharedWithTara.id }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await w.as.alex.get(requestPath(request.id))).json().data.state).toBe('completed');
    const lines = (await activity('request_completed')).filter((r) => r.detail.includes('Year-end review'));
    expect(lines.length).toBe(2); // this request's and the first test's
  });

  it('keeps the firm’s templates, one per name', async () => {
    const made = await w.as.alex.post(paths.templates, { name: "Last year's tax return" });
    expect(made.statusCode).toBe(200);
    expect((await w.as.alex.post(paths.templates, { name: "LAST YEAR'S TAX RETURN" })).statusCode).toBe(409);
    expect((await w.as.alex.get(paths.templates)).json().data.map((x: { name: string }) => x.name)).toEqual([
      "Last year's tax return",
    ]);
    expect((await w.as.olga.get(paths.templates)).json().data).toEqual([]);
    expect((await w.as.casey.get(paths.templates)).statusCode).toBe(403);
    const id = made.json().data.id as string;
    expect((await w.as.olga.request('DELETE', paths.template.replace(':id', id))).statusCode).toBe(404);
    expect((await w.as.alex.request('DELETE', paths.template.replace(':id', id))).statusCode).toBe(200);
  });

  it('reminds before and after the due date, one e-mail per client for every request due, and stops when done or cancelled', async () => {
    const space = { firmId: w.firmId, clientId: w.users.cora.id };
    const coraFile = await seedDocument(w.ctx, space, {
      area: 'shared',
      uploadedBy: w.users.cora.id,
      fileName: 'cora-id.pdf',
    });
    // Cora's requests: one from the test above (due in 5 days) and two more.
    const a = await ask(['Passport'], 5, w.users.cora.id);
    const b = await ask(['Lease'], 5, w.users.cora.id);
    const before = (await mailsTo(w.users.cora.email)).length;

    t.clock.advanceMinutes(3 * 24 * 60); // two days before the due date: past the first reminder's time
    expect(await sendDueReminders(w.ctx, t.clock.now(), w.firmId)).toBeGreaterThanOrEqual(1);
    let mails = await mailsTo(w.users.cora.email);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.subject).toContain('Reminder');
    expect(mails.at(-1)?.text).toContain('Passport');
    expect(mails.at(-1)?.text).toContain('Lease');
    // Run again at once: nothing more is due.
    await sendDueReminders(w.ctx, t.clock.now(), w.firmId);
    expect((await mailsTo(w.users.cora.email)).length).toBe(before + 1);

    // A cancelled and a completed request are reminded no more (signed in again: days have passed).
    const alex = await signInStaff(t.app, w.users.alex);
    const cora = await signInClient(t.app, w.users.cora, 'documentvault');
    expect((await alex.post(cancelPath(a.id))).statusCode).toBe(200);
    expect((await alex.post(cancelPath(a.id))).statusCode).toBe(409);
    expect((await cora.post(fulfilPath(b.id, b.items[0]!.id), { documentId: coraFile.id })).statusCode).toBe(
      200,
    );
    t.clock.advanceMinutes(4 * 24 * 60); // the day after the due date
    await sendDueReminders(w.ctx, t.clock.now(), w.firmId);
    mails = await mailsTo(w.users.cora.email);
    expect(mails.length).toBe(before + 2); // the first request of Cora's only, now overdue
    expect(mails.at(-1)?.subject).toContain('Overdue');
    expect(mails.at(-1)?.text).not.toContain('Passport');
    expect(mails.at(-1)?.text).not.toContain('Lease');
    const reminders = await activity('request_reminder');
    expect(reminders.every((r) => r.area === 'shared' && r.item_type === 'request')).toBe(true);
  });
});
