import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentRequestsApiPaths as paths } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { TestClient } from '../../test/http-client.js';
import { drainOutgoing } from '../../test/outgoing.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildDocumentsWorld, type DocumentsWorld } from '../../test/worlds/documents.js';
import { deleteFirm } from './firm-deletion.js';

/**
 * Document requests and links for outsiders (ADR 0047) leave nothing of a deleted firm: the requests, their
 * items and templates, the links, and the codes e-mailed to a link's address with their send windows.
 */
describe.each(testDialects())('firm deletion with requests and links on %s', (dialect) => {
  let t: TestApp;
  let w: DocumentsWorld;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildDocumentsWorld(t);
  });
  afterAll(() => t.close());

  it('removes the requests, templates, links, e-mailed codes and send windows of the firm', async () => {
    const db = t.app.guru.db.kysely;
    const email = 'accountant@example.net';
    const asked = await w.as.alex.post(paths.requests, {
      clientId: w.users.casey.id,
      title: 'Statements',
      dueDate: '2099-01-01',
      items: ['Statement'],
    });
    expect(asked.statusCode).toBe(200);
    expect((await w.as.alex.post(paths.templates, { name: 'Statement' })).statusCode).toBe(200);
    const sent = await w.as.alex.post(paths.links, { type: 'file', id: w.casey.sharedFile.id, email });
    expect(sent.statusCode).toBe(200);
    await drainOutgoing(t.app);
    const mail = (await t.app.guru.repos.outbox.list()).find((m) => m.to === email)!;
    const token = /#([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    expect((await new TestClient(t.app).post(paths.linkOpen, { token })).statusCode).toBe(200);
    expect(
      (await db.selectFrom('one_time_codes').select('id').where('recipient', '=', email).execute()).length,
    ).toBe(1);

    expect(await deleteFirm(w.ctx, w.firmId, async () => true)).toBe(true);

    for (const table of ['document_requests', 'document_request_templates', 'document_links'] as const)
      expect(
        await db.selectFrom(table).select('id').where('firm_id', '=', w.firmId).execute(),
        table,
      ).toEqual([]);
    expect(await db.selectFrom('document_request_items').select('id').execute()).toEqual([]);
    expect(
      await db.selectFrom('one_time_codes').select('id').where('recipient', '=', email).execute(),
    ).toEqual([]);
    const windows = await db.selectFrom('rate_windows').select('key').execute();
    expect(windows.filter((r) => r.key.includes(email) || r.key.includes(sent.json().data.id))).toEqual([]);
  });
});
