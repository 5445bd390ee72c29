import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsApiPaths as paths } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/http-client.js';
import { seedDocument } from '../../test/fixtures/documents.js';
import { buildDocumentsWorld, type DocumentsWorld } from '../../test/worlds/documents.js';

/** Every answer that sends a document's bytes leaves a line in its activity; the ranges of one download leave one. */
describe.each(testDialects())('download activity on %s', (dialect) => {
  let t: TestApp;
  let w: DocumentsWorld;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await buildDocumentsWorld(t);
  });
  afterAll(() => t.close());

  const download = (as: TestClient, id: string, range?: string) =>
    as.get(`${paths.download}?id=${id}`, range === undefined ? {} : { range });
  const lines = async (id: string) =>
    t.app.guru.db.kysely
      .selectFrom('document_activity')
      .select(['actor_id', 'area'])
      .where('item_id', '=', id)
      .where('action', '=', 'download')
      .orderBy('created_at')
      .execute();
  const freshSharedFile = (fileName: string) =>
    seedDocument(
      w.ctx,
      { firmId: w.firmId, clientId: w.users.casey.id },
      { area: 'shared', uploadedBy: w.users.casey.id, fileName },
    );

  it("records an advisor's download that skips the first byte (Range: bytes=1-)", async () => {
    const res = await download(w.as.alex, w.casey.sharedFile.id, 'bytes=1-');
    expect(res.statusCode).toBe(206);
    expect(await lines(w.casey.sharedFile.id)).toEqual([{ actor_id: w.users.alex.id, area: 'shared' }]);
  });

  it("records a third party's download that skips the first byte", async () => {
    const res = await download(w.as.tara, w.casey.sharedWithTara.id, 'bytes=1-');
    expect(res.statusCode).toBe(206);
    expect(await lines(w.casey.sharedWithTara.id)).toEqual([{ actor_id: w.users.tara.id, area: 'shared' }]);
  });

  it("records a full download after another user's ranged one as its own line", async () => {
    const file = await freshSharedFile('after-a-range.pdf');
    await download(w.as.alex, file.id, 'bytes=1-');
    t.clock.advanceSeconds(1);
    const whole = await download(w.as.casey, file.id);
    expect(whole.statusCode).toBe(200);
    expect(await lines(file.id)).toEqual([
      { actor_id: w.users.alex.id, area: 'shared' },
      { actor_id: w.users.casey.id, area: 'shared' },
    ]);
  });

  // Last: it moves the clock on.
  it('records the ranges of one download as one line, and a later one as another', async () => {
    const file = await freshSharedFile('ranges.pdf');
    for (const range of ['bytes=0-9', 'bytes=10-99', 'bytes=100-', 'bytes=-5'])
      expect((await download(w.as.alex, file.id, range)).statusCode).toBe(206);
    expect(await lines(file.id)).toHaveLength(1);
    // 11 minutes on, the session kept in use (its PIN locks after 5 idle minutes).
    for (const minutes of [4, 4, 3]) {
      t.clock.advanceMinutes(minutes);
      expect((await w.as.alex.get(`${paths.activity}?id=${file.id}`)).statusCode).toBe(200);
    }
    expect((await download(w.as.alex, file.id, 'bytes=50-')).statusCode).toBe(206);
    expect(await lines(file.id)).toHaveLength(2);
  });
});
