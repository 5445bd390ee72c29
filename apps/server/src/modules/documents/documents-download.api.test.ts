import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsApiPaths as paths } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import type { TestClient } from '../../test/http-client.js';
import { signInClient } from '../../test/sign-in.js';
import { seedDocument, tamperStoredObject, type SeededDocument } from '../../test/fixtures/documents.js';

const SEGMENT = 65_536;

describe.each(testDialects())('downloading documents on %s', (dialect) => {
  let t: TestApp;
  let casey: TestUser;
  let c: TestClient;
  let big: SeededDocument;
  const download = (id: string, headers: Record<string, string> = {}) =>
    c.get(`${paths.download}?id=${id}`, headers);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const firmId = await createFirm(t.app, 'demo');
    casey = await createTestUser(t.app, { firmId, username: 'casey' });
    c = await signInClient(t.app, casey, 'documentvault');
    // Three whole segments and a part: ranges cross segment boundaries.
    big = await seedDocument(
      t.app.guru,
      { firmId, clientId: casey.id },
      {
        area: 'private',
        uploadedBy: casey.id,
        fileName: 'Relevé été 2025 "final".pdf',
        bytes: crypto.randomBytes(3 * SEGMENT + 1234),
      },
    );
  });
  afterAll(() => t.close());

  const space = () => ({ firmId: big.objectKey.split('/')[1]!, clientId: casey.id });

  it('streams the exact bytes as an attachment that is never sniffed or cached', async () => {
    const res = await download(big.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(big.bytes)).toBe(true);
    expect(res.headers['content-length']).toBe(String(big.bytes.length));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Relev_ _t_ 2025 _final_.pdf"; filename*=UTF-8''Relev%C3%A9%20%C3%A9t%C3%A9%202025%20%22final%22.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['accept-ranges']).toBe('bytes');
  });

  it('serves one range (206), across segments, from the end, and open-ended', async () => {
    const mid = await download(big.id, { range: `bytes=${SEGMENT - 10}-${2 * SEGMENT + 9}` });
    expect(mid.statusCode).toBe(206);
    expect(mid.headers['content-range']).toBe(`bytes ${SEGMENT - 10}-${2 * SEGMENT + 9}/${big.bytes.length}`);
    expect(mid.rawPayload.equals(big.bytes.subarray(SEGMENT - 10, 2 * SEGMENT + 10))).toBe(true);
    const tail = await download(big.id, { range: 'bytes=-100' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(big.bytes.subarray(big.bytes.length - 100))).toBe(true);
    const rest = await download(big.id, { range: `bytes=${3 * SEGMENT}-` });
    expect(rest.rawPayload.equals(big.bytes.subarray(3 * SEGMENT))).toBe(true);
    expect(rest.headers['content-length']).toBe('1234');
    const past = await download(big.id, { range: `bytes=0-${10 * SEGMENT}` });
    expect(past.statusCode).toBe(206);
    expect(past.rawPayload.equals(big.bytes)).toBe(true);
  });

  it('answers 416 with the size for a range outside the file, and the whole file for several ranges', async () => {
    const res = await download(big.id, { range: `bytes=${big.bytes.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${big.bytes.length}`);
    expect(res.json().error.code).toBe('RANGE_NOT_SATISFIABLE');
    const multi = await download(big.id, { range: 'bytes=0-1,5-6' });
    expect(multi.statusCode).toBe(200);
    expect(multi.rawPayload.length).toBe(big.bytes.length);
  });

  it('serves an empty file; a HEAD records nothing, the ranges of one download one line', async () => {
    const empty = await seedDocument(t.app.guru, space(), {
      area: 'shared',
      uploadedBy: casey.id,
      bytes: Buffer.alloc(0),
      mimeType: 'text/html; charset=x',
    });
    const res = await download(empty.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    const count = async () =>
      (
        await t.app.guru.db.kysely
          .selectFrom('document_activity')
          .select('id')
          .where('item_id', '=', big.id)
          .where('action', '=', 'download')
          .execute()
      ).length;
    const before = await count();
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/pass-api/api/v1${paths.download}?id=${big.id}`,
      headers: { cookie: c.cookieHeader() },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(big.bytes.length));
    expect(head.rawPayload.length).toBe(0);
    expect(await count()).toBe(before);
    // A file not downloaded yet: its first range records the download, the next joins it.
    const ranged = await seedDocument(t.app.guru, space(), {
      area: 'private',
      uploadedBy: casey.id,
      bytes: crypto.randomBytes(1000),
    });
    const rangedCount = async () =>
      (
        await t.app.guru.db.kysely
          .selectFrom('document_activity')
          .select('id')
          .where('item_id', '=', ranged.id)
          .execute()
      ).length;
    await download(ranged.id, { range: 'bytes=100-200' });
    await download(ranged.id, { range: 'bytes=0-200' });
    expect(await rangedCount()).toBe(1);
    const row = await t.app.guru.db.kysely
      .selectFrom('document_activity')
      .selectAll()
      .where('item_id', '=', ranged.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      action: 'download',
      actor_id: casey.id,
      actor_email: 'casey@example.com',
      area: 'private',
      ip: expect.any(String),
    });
  });

  it('fails loudly for a tampered object: a 500 envelope, never altered bytes', async () => {
    const victim = await seedDocument(t.app.guru, space(), {
      area: 'private',
      uploadedBy: casey.id,
      bytes: crypto.randomBytes(5000),
    });
    await tamperStoredObject(t.app.guru, victim.objectKey, 200);
    const res = await download(victim.id);
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toEqual({ code: 'INTERNAL_ERROR', message: expect.any(String) });
    expect(res.body).not.toContain(victim.objectKey);
  });

  it('aborts the response when a later segment was altered: never the whole file, never an altered byte', async () => {
    const victim = await seedDocument(t.app.guru, space(), {
      area: 'private',
      uploadedBy: casey.id,
      bytes: crypto.randomBytes(3 * SEGMENT),
    });
    await tamperStoredObject(t.app.guru, victim.objectKey, 2 * (SEGMENT + 16) + 500);
    // The headers (200, the full Content-Length) are gone when the third segment fails: the response
    // is aborted, which the injected request reports as an error, like a browser's failed download.
    await expect(download(victim.id)).rejects.toThrow();
    const log = await t.app.guru.db.kysely
      .selectFrom('document_activity')
      .select('id')
      .where('item_id', '=', victim.id)
      .execute();
    expect(log).toHaveLength(1);
  });

  it('answers 404 for a row whose stored object is missing', async () => {
    const lost = await seedDocument(t.app.guru, space(), { area: 'private', uploadedBy: casey.id });
    await t.app.guru.files.delete(lost.objectKey);
    const res = await download(lost.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
