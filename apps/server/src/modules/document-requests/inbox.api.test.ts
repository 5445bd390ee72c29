import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentRequestsApiPaths as paths,
  documentsApiPaths,
  type DocumentInboxEntry,
  type DocumentRequest,
} from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildDocumentsWorld, type DocumentsWorld } from '../../test/worlds/documents.js';

type InboxPage = { results: DocumentInboxEntry[]; nextCursor: string | null };

describe.each(testDialects())('the advisor inbox on %s', (dialect) => {
  let t: TestApp;
  let w: DocumentsWorld;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildDocumentsWorld(t);
    // Activity of both areas: downloads by the client of a private and a shared file, by the advisor of a shared one.
    for (const doc of [w.casey.privateFile, w.casey.sharedFile, w.casey.privateFolderFile]) {
      t.clock.advanceSeconds(1);
      expect((await w.as.casey.get(`${documentsApiPaths.download}?id=${doc.id}`)).statusCode).toBe(200);
    }
    t.clock.advanceSeconds(1);
    expect(
      (await w.as.alex.get(`${documentsApiPaths.download}?id=${w.casey.advisorFile.id}`)).statusCode,
    ).toBe(200);
    // A request Cora completes.
    t.clock.advanceSeconds(1);
    const asked = await w.as.alex.post(paths.requests, {
      clientId: w.users.casey.id,
      title: 'Statement please',
      dueDate: t.clock.now().toISOString().slice(0, 10),
      items: ['Statement'],
    });
    const request = asked.json().data as DocumentRequest;
    t.clock.advanceSeconds(1);
    const fulfilled = await w.as.casey.post(
      paths.fulfilItem.replace(':id', request.id).replace(':itemId', request.items[0]!.id),
      { documentId: w.casey.sharedFile.id },
    );
    expect(fulfilled.statusCode).toBe(200);
    // Another firm's activity.
    expect((await w.as.otto.get(`${documentsApiPaths.list}?limit=-1`)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const inbox = async (query = '') => {
    const res = await w.as.alex.get(`${paths.inbox}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as InboxPage;
  };

  it('lists the shared area’s downloads and completed requests of the firm’s clients, newest first, never a private row', async () => {
    const page = await inbox();
    expect(page.results.map((e) => [e.action, e.itemName])).toEqual([
      ['request_completed', 'Statement please'],
      ['download', 'plan-from-alex.pdf'],
      ['download', 'statement.pdf'],
    ]);
    expect(page.results[0]!.clientName).toBe('Test casey');
    const body = JSON.stringify(page);
    expect(body).not.toContain('secret-will');
    expect(body).not.toContain('hidden-in-folder');
  });

  it('filters by action and client and pages by keyset', async () => {
    expect((await inbox('?action=download')).results.map((e) => e.itemName)).toEqual([
      'plan-from-alex.pdf',
      'statement.pdf',
    ]);
    expect((await inbox(`?clientId=${w.users.cora.id}`)).results).toEqual([]);
    const first = await inbox('?limit=2');
    expect(first.results).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await inbox(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.results.map((e) => e.itemName)).toEqual(['statement.pdf']);
    expect(second.nextCursor).toBeNull();
  });

  it('is the advisor’s only: clients, third parties and other firms’ clients are refused', async () => {
    expect((await w.as.casey.get(paths.inbox)).statusCode).toBe(403);
    expect((await w.as.sam.get(paths.inbox)).statusCode).toBe(403);
    expect((await w.as.tara.get(paths.inbox)).statusCode).toBe(403);
    expect((await w.as.olga.get(paths.inbox)).json().data.results).toEqual([]);
    expect((await w.as.olga.get(`${paths.inbox}?clientId=${w.users.casey.id}`)).statusCode).toBe(404);
    expect((await w.as.alex.get(`${paths.inbox}?clientId=${w.users.otto.id}`)).statusCode).toBe(404);
    expect((await w.as.alex.get(`${paths.inbox}?action=delete`)).statusCode).toBe(400);
  });
});
