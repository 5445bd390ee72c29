import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BE_API_PREFIX, auditApiPaths, documentsApiPaths as paths } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { everyTrailCell, trailEvents } from '../../test/audit.js';
import { buildDocumentsWorld, documentPath, type DocumentsWorld } from '../../test/worlds/documents.js';

/** Documents in the firm's audit trail (ADR 0048): the shared area's actions by id, never a private name. */
describe.each(testDialects())('documents in the audit trail on %s', (dialect) => {
  let t: TestApp;
  let w: DocumentsWorld;
  const canary = 'CANARY-private-Zq7';

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildDocumentsWorld(t);
  });
  afterAll(() => t.close());

  it('records downloads, renames, moves, shares, unshares, deletes and the activity export of the shared area', async () => {
    const { alex, casey } = w.as;
    const shared = w.casey.sharedFile.id;
    expect((await alex.get(`${paths.download}?id=${shared}`)).statusCode).toBe(200);
    expect((await casey.request('PUT', documentPath(shared), { fileName: 'renamed.pdf' })).statusCode).toBe(
      200,
    );
    const share = { emails: ['cora@example.com'], type: 'file', id: w.casey.advisorFile.id };
    expect((await alex.post(paths.share, share)).statusCode).toBe(200);
    expect(
      (
        await alex.post(paths.unshare, {
          type: 'file',
          id: w.casey.advisorFile.id,
          email: 'cora@example.com',
        })
      ).statusCode,
    ).toBe(200);
    expect((await alex.get(`${paths.activityExport}?clientId=${w.users.casey.id}`)).statusCode).toBe(200);
    expect(
      (
        await alex.request('DELETE', paths.deleteDocuments, {
          ids: [w.casey.advisorFile.id],
          pinCode: w.users.alex.pin,
        })
      ).statusCode,
    ).toBe(200);
    const kinds = (await trailEvents(t.app, w.firmId))
      .map((e) => e.kind)
      .filter((k) => k.startsWith('document.'));
    expect(kinds).toEqual([
      'document.downloaded',
      'document.renamed',
      'document.shared',
      'document.unshared',
      'document.activity_exported',
      'document.deleted',
    ]);
    const [download] = await trailEvents(t.app, w.firmId, 'document.downloaded');
    expect(download).toMatchObject({
      actorId: w.users.alex.id,
      actorRole: 'advisor',
      subjectType: 'file',
      subjectId: shared,
      detail: { area: 'shared', clientId: w.users.casey.id },
    });
    const [shareEvent] = await trailEvents(t.app, w.firmId, 'document.shared');
    expect(shareEvent?.detail).toMatchObject({ recipient: 'cora@example.com' });
    expect(await everyTrailCell(t.app)).not.toContain('renamed.pdf');
  });

  it('keeps the private area out: no private action, and no private name anywhere (canary)', async () => {
    const before = (await trailEvents(t.app, w.firmId)).length;
    const { casey } = w.as;
    const file = w.casey.privateFile.id;
    expect((await casey.request('PUT', documentPath(file), { fileName: `${canary}.pdf` })).statusCode).toBe(
      200,
    );
    expect((await casey.get(`${paths.download}?id=${file}`)).statusCode).toBe(200);
    expect((await casey.request('PUT', documentPath(file), { isShareFA: true })).statusCode).toBe(200);
    expect((await casey.request('PUT', documentPath(file), { isShareFA: false })).statusCode).toBe(200);
    const after = await trailEvents(t.app, w.firmId);
    // The two moves, by id and area only: the rename and download in the private area are not the firm's.
    expect(after.slice(before).map((e) => [e.kind, e.detail.area])).toEqual([
      ['document.moved', 'shared'],
      ['document.moved', 'private'],
    ]);
    const cells = await everyTrailCell(t.app);
    expect(cells).not.toContain(canary);
    expect(cells).not.toContain('secret-will');
    const exported = await w.as.alex.get(`${BE_API_PREFIX}${auditApiPaths.export}?format=csv`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain(canary);
  });
});
