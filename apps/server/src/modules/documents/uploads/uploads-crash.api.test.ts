import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, AppType, documentsApiPaths } from '@guru/shared';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import { openDatabase } from '../../../db/database.js';
import { testDialects } from '../../../test/databases.js';
import { signInClient } from '../../../test/sign-in.js';
import { createFirm, createTestUser } from '../../../test/test-app.js';
import { fileOfSize, samples } from './upload-samples.js';
import { createPostgresDatabase, startServer, type ServerProcess } from './server-process.js';
import { tusUpload } from './uploads.fixtures.js';

const KIB = 1024;
const CHUNK = 256 * KIB;

/**
 * The real server (main.ts start) killed with SIGKILL halfway through a PATCH: no partial document is
 * ever visible, and after a restart the upload resumes from the last chunk the database counted.
 */
describe.each(testDialects())('an upload across a SIGKILL of the server on %s', (dialect) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-crash-'));
  let env: Record<string, string>;
  let dropDatabase: () => Promise<void> = async () => {};
  let clientId = '';
  let cookie = '';
  let server: ServerProcess | null = null;

  const inDatabase = async <T>(read: (db: ReturnType<typeof openDatabase>) => Promise<T>): Promise<T> => {
    const db = openDatabase({ databaseUrl: env.DATABASE_URL ?? null, sqlitePath: path.join(dataDir, 'guru.sqlite') });
    try {
      return await read(db);
    } finally {
      await db.close();
    }
  };

  beforeAll(async () => {
    env = { NODE_ENV: 'test', DATA_DIR: dataDir };
    if (dialect === 'postgres') {
      const database = await createPostgresDatabase();
      env.DATABASE_URL = database.url;
      dropDatabase = database.drop;
    }
    // The firm and client exist before the first start (the demo data is then not seeded), and the
    // client's session is in the database: the server processes accept its cookie.
    const app = await buildApp({ ...loadConfig(env), webDistDir: null }, { logger: false });
    const firmId = await createFirm(app, 'demo', 'Demo Wealth Partners');
    const client = await createTestUser(app, { firmId, username: 'casey' });
    clientId = client.id;
    cookie = (await signInClient(app, client, AppType.documents)).cookieHeader();
    await app.close();
  });

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no visible partial document, and the upload resumes after a restart', async () => {
    const data = fileOfSize(samples.pdf(), 5 * CHUNK + 1000, 11);
    const metadata = { fileName: 'Through the crash.pdf', isShareFA: 'false' };
    server = await startServer(env);
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
    await (await stop);
    const uploadPath = new URL(first.upload.url ?? '').pathname;

    // The fourth chunk is cut off by the kill, 100 KiB into its body.
    const cut = new Promise<void>((resolve) => {
      const req = http.request(`${server?.origin}${uploadPath}`, {
        method: 'PATCH',
        headers: { cookie, 'x-app-type': AppType.documents, 'tus-resumable': '1.0.0', 'content-type': 'application/offset+octet-stream', 'upload-offset': String(3 * CHUNK), 'content-length': String(CHUNK) },
      });
      req.on('error', () => resolve());
      req.on('response', () => resolve());
      req.write(data.subarray(3 * CHUNK, 3 * CHUNK + 100 * KIB));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGKILL');
    await server.exited;
    await cut;

    const afterKill = await inDatabase(async (db) => ({
      documents: await db.kysely.selectFrom('documents').select('id').where('client_id', '=', clientId).execute(),
      uploads: await db.kysely.selectFrom('document_uploads').select(['received', 'size']).execute(),
    }));
    expect(afterKill.documents).toEqual([]);
    expect(afterKill.uploads.map((u) => [Number(u.received), Number(u.size)])).toEqual([[3 * CHUNK, data.length]]);

    server = await startServer(env);
    const headers = { cookie, 'x-app-type': AppType.documents, 'tus-resumable': '1.0.0' };
    const head = await fetch(`${server.origin}${uploadPath}`, { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(3 * CHUNK));

    const resumedUrl = `${server.origin}${uploadPath}`;
    const second = tusUpload(data, { endpoint: `${server.origin}${API_PREFIX}${documentsApiPaths.uploads}`, uploadUrl: resumedUrl, cookie, metadata, chunkSize: CHUNK });
    expect(await second.done).toBe(resumedUrl);
    expect(second.patchOffsets).toEqual([3 * CHUNK, 4 * CHUNK, 5 * CHUNK]);

    const [doc] = await inDatabase((db) => db.kysely.selectFrom('documents').select('id').where('client_id', '=', clientId).execute());
    const download = await fetch(`${server.origin}${API_PREFIX}${documentsApiPaths.download}?id=${doc?.id ?? ''}`, { headers });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(data)).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    server = null;
  });
});
