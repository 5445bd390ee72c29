import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppType, documentsLimits } from '@guru/shared';
import { testDialects } from '../test/databases.js';
import { signInClient } from '../test/sign-in.js';
import { FsBlobStore } from '../infra/storage/fs-blob-store.js';
import { fileOfSize, samples } from '../test/fixtures/upload-samples.js';
import { newUploadId } from '../modules/documents/uploads/upload-keys.js';
import {
  buildUploadWorld,
  createUpload,
  patchChunk,
  storedKeys,
  uploadRows,
  type UploadWorld,
} from '../test/fixtures/uploads.js';
import { abandonedUploadsJob, removeAbandonedUploads } from './abandoned-uploads.job.js';
import { JobScheduler } from './scheduler.js';

const SEGMENT = documentsLimits.segmentBytes;
const HOUR = 60;

describe.each(testDialects())('abandoned uploads job on %s', (dialect) => {
  let w: UploadWorld;

  beforeAll(async () => {
    w = await buildUploadWorld(dialect);
  });
  afterAll(() => w.t.close());

  it('removes an upload not completed within 24 hours, rows and stored parts, once under two schedulers', async () => {
    const data = fileOfSize(samples.pdf(), 3 * SEGMENT);
    const old = await createUpload(w.asClient, data.length, { fileName: 'Abandoned.pdf' });
    expect((await patchChunk(w.asClient, old.id, 0, data.subarray(0, SEGMENT))).statusCode).toBe(204);
    w.t.clock.advanceMinutes(23 * HOUR);
    const again = await signInClient(w.t.app, w.client, AppType.documents);
    const recent = await createUpload(again, data.length, { fileName: 'Recent.pdf' });
    expect((await patchChunk(again, recent.id, 0, data.subarray(0, SEGMENT))).statusCode).toBe(204);
    // As if a completion had assembled the file and died before its transaction.
    const [oldRow] = (await uploadRows(w.t.app)).filter((r) => r.id === old.id);
    await w.t.app.guru.files.blobs.put(oldRow?.object_key ?? '', [Buffer.from('assembled')]);

    const [a, b] = [
      new JobScheduler(w.t.app.guru, [abandonedUploadsJob], 'a'),
      new JobScheduler(w.t.app.guru, [abandonedUploadsJob], 'b'),
    ];
    expect((await Promise.all([a.runDue(), b.runDue()])).flat()).toEqual([abandonedUploadsJob.name]);
    expect((await uploadRows(w.t.app)).map((r) => r.id)).toEqual([old.id, recent.id]);

    w.t.clock.advanceMinutes(HOUR + 1);
    expect((await Promise.all([a.runDue(), b.runDue()])).flat()).toEqual([abandonedUploadsJob.name]);
    expect((await uploadRows(w.t.app)).map((r) => r.id)).toEqual([recent.id]);
    expect(await storedKeys(w.t.app, `uploads/${old.id}`)).toEqual([]);
    expect(await w.t.app.guru.files.blobs.stat(oldRow?.object_key ?? '')).toBeNull();
    expect(await storedKeys(w.t.app, `uploads/${recent.id}`)).toHaveLength(1);
    // Within the period the lease holds: nobody runs it again.
    expect((await Promise.all([a.runDue(), b.runDue()])).flat()).toEqual([]);
  });

  it('removes stored chunks older than 24 hours that no upload names, and stale temporary files', async () => {
    const now = w.t.clock.now();
    const orphan = newUploadId(new Date(now.getTime() - 25 * 3_600_000));
    const young = newUploadId(now);
    await w.t.app.guru.files.blobs.put(`uploads/${orphan}/0-aaaaaaaaaaaa`, [Buffer.from('left behind')]);
    await w.t.app.guru.files.blobs.put(`uploads/${young}/0-bbbbbbbbbbbb`, [Buffer.from('in flight')]);
    const blobs = w.t.app.guru.files.blobs;
    if (!(blobs instanceof FsBlobStore)) throw new Error('the test app stores files on disk');
    const temp = path.join(blobs.root, '.tmp', 'interrupted-put');
    fs.mkdirSync(path.dirname(temp), { recursive: true });
    fs.writeFileSync(temp, 'half a file');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(temp, twoHoursAgo, twoHoursAgo);

    const result = await removeAbandonedUploads(w.t.app.guru);
    expect(result).toEqual({ uploads: 0, orphans: 1, tempFiles: 1 });
    expect(await storedKeys(w.t.app, `uploads/${orphan}`)).toEqual([]);
    expect(await storedKeys(w.t.app, `uploads/${young}`)).toHaveLength(1);
    expect(fs.existsSync(temp)).toBe(false);
  });
});
