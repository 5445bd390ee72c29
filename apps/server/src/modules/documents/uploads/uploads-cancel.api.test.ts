import http from 'node:http';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsLimits } from '@guru/shared';
import { testDialects } from '../../../test/databases.js';
import { fileOfSize, samples } from '../../../test/fixtures/upload-samples.js';
import {
  buildUploadWorld,
  createUpload,
  listen,
  tusHeaders,
  uploadRows,
  type UploadWorld,
} from '../../../test/fixtures/uploads.js';

const SEGMENT = documentsLimits.segmentBytes;

/** A cancel in the browser cuts the PATCH in flight: normal, never a server error in the log. */
describe.each(testDialects())('a cancelled upload on %s', (dialect) => {
  let w: UploadWorld;
  let endpoint: string;
  const log = new PassThrough();
  const lines: { level: number; msg: string }[] = [];
  const waiting: { match: (msg: string) => boolean; found: () => void }[] = [];

  beforeAll(async () => {
    let rest = '';
    log.on('data', (chunk: Buffer) => {
      const text = rest + chunk.toString();
      const parts = text.split('\n');
      rest = parts.pop() ?? '';
      for (const part of parts) {
        const line = JSON.parse(part) as { level: number; msg: string };
        lines.push(line);
        for (const w of waiting.filter((x) => x.match(line.msg))) w.found();
      }
    });
    w = await buildUploadWorld(dialect, log);
    endpoint = await listen(w.t.app);
  });
  afterAll(() => w.t.close());

  /** Resolves at the log line that tells how the server took the cut (logged once it handled it). */
  const handled = (from: number) =>
    new Promise<void>((resolve) => {
      const match = (msg: string) => /cut off|unhandled error/.test(msg);
      if (lines.slice(from).some((l) => match(l.msg))) resolve();
      else waiting.push({ match, found: resolve });
    });

  it('logs no error when the client cuts a PATCH off mid-body, and the upload stays resumable', async () => {
    const data = fileOfSize(samples.pdf(), 4 * SEGMENT);
    const { id } = await createUpload(w.asClient, data.length, { fileName: 'Cancelled.pdf' });
    const from = lines.length;
    const seen = handled(from);
    const req = http.request(`${endpoint}/${id}`, {
      method: 'PATCH',
      headers: {
        ...tusHeaders({
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(data.length),
        }),
        cookie: w.asClient.cookieHeader(),
      },
    });
    req.on('error', () => {});
    req.write(data.subarray(0, 2 * SEGMENT + 100), () => req.destroy());
    await seen;
    const after = lines.slice(from);
    expect(after.filter((l) => l.level >= 50)).toEqual([]);
    expect(after.some((l) => l.msg === 'request body cut off by the client')).toBe(true);
    expect((await uploadRows(w.t.app)).find((r) => r.id === id)).toBeDefined();
  });
});
