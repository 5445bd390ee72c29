import crypto from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsLimits, documentsMessages } from '@guru/shared';
import { testDialects } from '../../../test/databases.js';
import { docxOf, fileOfSize, samples } from '../../../test/fixtures/upload-samples.js';
import {
  buildUploadWorld,
  createUpload,
  documentRows,
  downloadBytes,
  listen,
  refusal,
  storedKeys,
  tusUpload,
  uploadRows,
  type UploadWorld,
} from '../../../test/fixtures/uploads.js';

const KIB = 1024;
const SEGMENT = documentsLimits.segmentBytes;

describe.each(testDialects())('resumable uploads with a tus client on %s', (dialect) => {
  let w: UploadWorld;
  let endpoint: string;

  beforeAll(async () => {
    w = await buildUploadWorld(dialect);
    endpoint = await listen(w.t.app);
  });
  afterAll(() => w.t.close());

  it('uploads in chunks; the document appears only with its last byte, and reads back byte for byte', async () => {
    const data = fileOfSize(samples.pdf(), 1024 * KIB + 1234);
    const seenDuring: number[] = [];
    const run = tusUpload(data, {
      endpoint,
      cookie: w.asClient.cookieHeader(),
      metadata: { fileName: 'Statement 2026.pdf', isShareFA: 'false', folderId: 'null' },
      onChunkComplete: () => {
        void documentRows(w.t.app, w.client.id).then((rows) => seenDuring.push(rows.length));
      },
    });
    await run.done;
    expect(run.patchOffsets).toEqual([0, 1, 2, 3, 4].map((i) => i * 256 * KIB));
    expect(seenDuring.slice(0, 3)).toEqual([0, 0, 0]);

    const [doc, ...others] = await documentRows(w.t.app, w.client.id);
    expect(others).toHaveLength(0);
    expect(doc).toMatchObject({
      file_name: 'Statement 2026.pdf',
      area: 'private',
      folder_id: null,
      mime_type: 'application/pdf',
      uploaded_by: w.client.id,
      fa_upload_user_id: null,
    });
    expect(Number(doc?.size)).toBe(data.length);
    expect((await downloadBytes(w.asClient, doc?.id ?? '')).equals(data)).toBe(true);
    // A range across the border of two chunks (and of segments) reads back too.
    const range = await downloadBytes(w.asClient, doc?.id ?? '', {
      range: `bytes=${256 * KIB - 10}-${256 * KIB + 9}`,
    });
    expect(range.equals(data.subarray(256 * KIB - 10, 256 * KIB + 10))).toBe(true);
    expect(await uploadRows(w.t.app)).toHaveLength(0);
    expect(await storedKeys(w.t.app, 'uploads')).toEqual([]);
    const activity = await w.t.app.guru.db.kysely
      .selectFrom('document_activity')
      .selectAll()
      .where('item_id', '=', doc?.id ?? '')
      .where('action', '=', 'upload')
      .execute();
    expect(activity.map((a) => [a.action, a.actor_id, a.item_name])).toEqual([
      ['upload', w.client.id, 'Statement 2026.pdf'],
    ]);
  });

  it('resumes an interrupted upload from the offset the server reports', async () => {
    // A Word document with a large scan in it: its container is checked once the last byte is in.
    const data = docxOf({
      extra: [{ name: 'word/media/scan.bin', data: fileOfSize(Buffer.alloc(0), 2048 * KIB + 17, 7) }],
    });
    let interrupted: (aborted: Promise<void>) => void = () => {};
    const aborted = new Promise<Promise<void>>((resolve) => {
      interrupted = resolve;
    });
    const first = tusUpload(data, {
      endpoint,
      cookie: w.asClient.cookieHeader(),
      metadata: { fileName: 'Plan.docx', isShareFA: 'true' },
      onChunkComplete: (upload, accepted) => {
        if (accepted === 3 * 256 * KIB) interrupted(upload.abort());
      },
    });
    await await aborted;
    const url = first.upload.url ?? '';
    const [pending] = await uploadRows(w.t.app);
    expect(Number(pending?.received)).toBe(3 * 256 * KIB);
    expect(
      await documentRows(w.t.app, w.client.id).then((rows) => rows.some((r) => r.file_name === 'Plan.docx')),
    ).toBe(false);

    const second = tusUpload(data, {
      endpoint,
      uploadUrl: url,
      cookie: w.asClient.cookieHeader(),
      metadata: { fileName: 'Plan.docx', isShareFA: 'true' },
    });
    expect(await second.done).toBe(url);
    expect(second.patchOffsets[0]).toBe(3 * 256 * KIB);
    const doc = (await documentRows(w.t.app, w.client.id)).find((r) => r.file_name === 'Plan.docx');
    expect(doc?.area).toBe('shared');
    expect((await downloadBytes(w.asClient, doc?.id ?? '')).equals(data)).toBe(true);
    expect(await storedKeys(w.t.app, 'uploads')).toEqual([]);
  });

  it('lets the advisor upload into the shared area of a client of the firm, marked as an advisor upload', async () => {
    const data = fileOfSize(samples.png(), 300 * KIB);
    await tusUpload(data, {
      endpoint,
      cookie: w.asAdvisor.cookieHeader(),
      metadata: { fileName: 'Proposal.png', isShareFA: 'true', clientId: w.client.id },
    }).done;
    const doc = (await documentRows(w.t.app, w.client.id)).find((r) => r.file_name === 'Proposal.png');
    expect(doc).toMatchObject({
      area: 'shared',
      uploaded_by: w.advisor.id,
      fa_upload_user_id: w.advisor.id,
      mime_type: 'image/png',
    });
    expect((await downloadBytes(w.asAdvisor, doc?.id ?? '')).equals(data)).toBe(true);

    const intoPrivate = await createUpload(w.asAdvisor, 10, {
      fileName: 'Secret.pdf',
      isShareFA: 'false',
      clientId: w.client.id,
    });
    expect(intoPrivate.res.statusCode).toBe(403);
    const noClient = await createUpload(w.asAdvisor, 10, { fileName: 'Nobody.pdf', isShareFA: 'true' });
    expect(noClient.res.statusCode).toBe(400);
  });

  it("takes the browser's 8 MiB chunks", async () => {
    const data = fileOfSize(samples.jpeg(), documentsLimits.uploadChunkBytes + 3 * SEGMENT + 99, 3);
    const run = tusUpload(data, {
      endpoint,
      cookie: w.asClient.cookieHeader(),
      metadata: { fileName: 'Scan.jpg' },
      chunkSize: documentsLimits.uploadChunkBytes,
    });
    await run.done;
    expect(run.patchOffsets).toEqual([0, documentsLimits.uploadChunkBytes]);
    const doc = (await documentRows(w.t.app, w.client.id)).find((r) => r.file_name === 'Scan.jpg');
    expect((await downloadBytes(w.asClient, doc?.id ?? '')).equals(data)).toBe(true);
  });

  it('refuses 500,000,001 bytes before any byte is stored', async () => {
    // A stream that never yields a byte: reading it would hang the test.
    const never = new Readable({ read() {} });
    const run = tusUpload(never, {
      endpoint,
      cookie: w.asClient.cookieHeader(),
      metadata: { fileName: 'Huge.pdf' },
      uploadSize: documentsLimits.maxFileBytes + 1,
      chunkSize: documentsLimits.uploadChunkBytes,
    });
    const { status, body } = refusal(
      await run.done.then(
        () => null,
        (err: unknown) => err,
      ),
    );
    expect(status).toBe(413);
    expect(body.error?.message).toBe(documentsMessages.fileTooBig);
    expect(run.patchOffsets).toEqual([]);
    expect(await uploadRows(w.t.app)).toHaveLength(0);
    expect(await storedKeys(w.t.app, 'uploads')).toEqual([]);
  });

  it('refuses a video renamed .pdf at its first bytes and keeps nothing of it', async () => {
    const before = await storedKeys(w.t.app, 'documents');
    const run = tusUpload(fileOfSize(samples.mp4(), 3 * SEGMENT + 5), {
      endpoint,
      cookie: w.asClient.cookieHeader(),
      metadata: { fileName: 'Holiday.pdf' },
    });
    const { status, body } = refusal(
      await run.done.then(
        () => null,
        (err: unknown) => err,
      ),
    );
    expect(status).toBe(415);
    expect(body.error?.message).toBe(documentsMessages.invalidFileType);
    expect(run.patchOffsets).toEqual([0]);
    expect(await uploadRows(w.t.app)).toHaveLength(0);
    expect(await storedKeys(w.t.app, 'uploads')).toEqual([]);
    expect(await storedKeys(w.t.app, 'documents')).toEqual(before);
    expect((await documentRows(w.t.app, w.client.id)).some((r) => r.file_name === 'Holiday.pdf')).toBe(false);
  });

  it('answers a PATCH of a stranger before reading a byte of its body', async () => {
    const url = new URL(`${endpoint}/${crypto.randomUUID()}`);
    const headers = {
      'tus-resumable': '1.0.0',
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
      'content-length': '400000000',
    };
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(url, { method: 'PATCH', headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(status).toBe(401);
  });
});
