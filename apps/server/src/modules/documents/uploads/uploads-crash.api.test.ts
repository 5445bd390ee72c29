import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, AppType, documentsApiPaths } from '@guru/shared';
import { testDialects } from '../../../test/databases.js';
import { fileOfSize, samples } from '../../../test/fixtures/upload-samples.js';
import {
  OutputLines,
  startServer,
  takenIn,
  type ServerProcess,
} from '../../../test/process/server-process.js';
import { prepareProcessWorld, type ProcessWorld } from '../../../test/process/process-world.js';
import { tusUpload } from '../../../test/fixtures/uploads.js';

const KIB = 1024;
const CHUNK = 256 * KIB;

/**
 * The real server (main.ts start) killed with SIGKILL halfway through a PATCH: no partial document is
 * ever visible, and after a restart the upload resumes from the last chunk the database counted.
 */
describe.each(testDialects())('an upload across a SIGKILL of the server on %s', (dialect) => {
  let world: ProcessWorld;
  let env: Record<string, string>;
  let clientId = '';
  let cookie = '';
  let server: ServerProcess | null = null;
  const inDatabase: ProcessWorld['inDatabase'] = (read) => world.inDatabase(read);

  beforeAll(async () => {
    world = await prepareProcessWorld(dialect, { prefix: 'guru-crash-', apps: [AppType.documents] });
    ({ env, clientId } = world);
    cookie = world.cookies[AppType.documents] ?? '';
  });

  afterAll(() => world.dispose(server));

  it('leaves no visible partial document, and the upload resumes after a restart', async () => {
    const data = fileOfSize(samples.pdf(), 5 * CHUNK + 1000, 11);
    const metadata = { fileName: 'Through the crash.pdf', isShareFA: 'false' };
    // The request log (LOG_LEVEL=info) says when the server has taken in the PATCH the kill cuts off.
    const output = new OutputLines();
    server = await startServer({ ...env, LOG_LEVEL: 'info' }, { onLine: output.onLine });
    const endpoint = `${server.origin}${API_PREFIX}${documentsApiPaths.uploads}`;

    // Three chunks through the tus client, which then stops.
    let stopped: (done: Promise<void>) => void = () => {};
    const stop = new Promise<Promise<void>>((resolve) => {
      stopped = resolve;
    });
    const first = tusUpload(data, {
      endpoint,
      cookie,
      metadata,
      chunkSize: CHUNK,
      onChunkComplete: (upload, accepted) => {
        if (accepted === 3 * CHUNK) stopped(upload.abort());
      },
    });
    await await stop;
    const uploadPath = new URL(first.upload.url ?? '').pathname;

    // The fourth chunk is cut off by the kill, 100 KiB into its body, once the server has taken it in
    // (the fourth PATCH of the log: the tus client sent three).
    const cut = new Promise<void>((resolve) => {
      const req = http.request(`${server?.origin}${uploadPath}`, {
        method: 'PATCH',
        headers: {
          cookie,
          'x-app-type': AppType.documents,
          'tus-resumable': '1.0.0',
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(3 * CHUNK),
          'content-length': String(CHUNK),
        },
      });
      req.on('error', () => resolve());
      req.on('response', () => resolve());
      req.write(data.subarray(3 * CHUNK, 3 * CHUNK + 100 * KIB));
    });
    await output.seen(takenIn('PATCH'), 4, 'the server to take in the fourth PATCH');
    server.child.kill('SIGKILL');
    await server.exited;
    await cut;

    const afterKill = await inDatabase(async (db) => ({
      documents: await db.kysely
        .selectFrom('documents')
        .select('id')
        .where('client_id', '=', clientId)
        .execute(),
      uploads: await db.kysely.selectFrom('document_uploads').select(['received', 'size']).execute(),
    }));
    expect(afterKill.documents).toEqual([]);
    expect(afterKill.uploads.map((u) => [Number(u.received), Number(u.size)])).toEqual([
      [3 * CHUNK, data.length],
    ]);

    server = await startServer(env);
    const headers = { cookie, 'x-app-type': AppType.documents, 'tus-resumable': '1.0.0' };
    const head = await fetch(`${server.origin}${uploadPath}`, { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(3 * CHUNK));

    const resumedUrl = `${server.origin}${uploadPath}`;
    const second = tusUpload(data, {
      endpoint: `${server.origin}${API_PREFIX}${documentsApiPaths.uploads}`,
      uploadUrl: resumedUrl,
      cookie,
      metadata,
      chunkSize: CHUNK,
    });
    expect(await second.done).toBe(resumedUrl);
    expect(second.patchOffsets).toEqual([3 * CHUNK, 4 * CHUNK, 5 * CHUNK]);

    const [doc] = await inDatabase((db) =>
      db.kysely.selectFrom('documents').select('id').where('client_id', '=', clientId).execute(),
    );
    const download = await fetch(
      `${server.origin}${API_PREFIX}${documentsApiPaths.download}?id=${doc?.id ?? ''}`,
      { headers },
    );
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(data)).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    server = null;
  });
});
