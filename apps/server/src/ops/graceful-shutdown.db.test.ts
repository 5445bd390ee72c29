import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, AppType, documentsApiPaths } from '@guru/shared';
import { testDialects } from '../test/databases.js';
import { fileOfSize, samples } from '../test/fixtures/upload-samples.js';
import { OutputLines, startServer, takenIn, type ServerProcess } from '../test/process/server-process.js';
import { metadataHeader } from '../test/fixtures/uploads.js';
import { prepareProcessWorld, type ProcessWorld } from '../test/process/process-world.js';

const CHUNK = 256 * 1024;

/** A request's status once its whole body has been sent (or the error that cut it). */
function sendInTwoHalves(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  between: () => Promise<void>,
): Promise<{ status: number; offset: string | null }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'PATCH',
      headers: { ...headers, 'content-length': String(body.length) },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      res.resume();
      resolve({
        status: res.statusCode ?? 0,
        offset: (res.headers['upload-offset'] as string | undefined) ?? null,
      });
    });
    const half = Math.floor(body.length / 2);
    req.write(body.subarray(0, half), () => {
      between().then(
        () => req.end(body.subarray(half)),
        (err: unknown) => {
          req.destroy();
          reject(err instanceof Error ? err : new Error(String(err)));
        },
      );
    });
  });
}

/**
 * Whether new connections to the server are refused within `withinMs`. Polled: a stopping process announces
 * nothing when its listening socket closes (app.close() closes it after its preClose hooks).
 */
async function refusesConnections(origin: string, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const refused = await fetch(`${origin}/healthz`).then(
      () => false,
      () => true,
    );
    if (refused) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

/**
 * SIGTERM (or SIGINT) stops the server gracefully: no new connection is accepted, the request in flight
 * (an upload's PATCH, half sent when the signal comes) is finished and stored, then the process exits 0.
 */
describe.each(testDialects())('graceful shutdown of the server on %s', (dialect) => {
  let world: ProcessWorld;
  let env: Record<string, string>;
  let cookie = '';
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    world = await prepareProcessWorld(dialect, { prefix: 'guru-shutdown-', apps: [AppType.documents] });
    env = world.env;
    cookie = world.cookies[AppType.documents] ?? '';
  });

  afterAll(() => world.dispose(server));

  it('finishes an upload chunk in flight across a SIGTERM, refuses new connections, and exits 0', async () => {
    // The server logs each request it has taken in (LOG_LEVEL=info): the signal is sent only once the PATCH
    // is in its hands. Bytes still in the socket's buffer are not yet a request in flight, and a request
    // that arrives while the server stops is answered 503, which a loaded machine would otherwise turn into
    // a failure of this test.
    const output = new OutputLines();
    server = await startServer({ ...env, LOG_LEVEL: 'info' }, { bundled: true, onLine: output.onLine });
    const running = server;
    const headers = { cookie, 'x-app-type': AppType.documents, 'tus-resumable': '1.0.0' };
    const data = fileOfSize(samples.pdf(), 2 * CHUNK, 3);
    const created = await fetch(`${running.origin}${API_PREFIX}${documentsApiPaths.uploads}`, {
      method: 'POST',
      headers: {
        ...headers,
        'upload-length': String(data.length),
        'upload-metadata': metadataHeader({ fileName: 'Across a stop.pdf', isShareFA: 'false' }),
      },
    });
    expect(created.status).toBe(201);
    const uploadUrl = new URL(created.headers.get('location') ?? '', running.origin).toString();

    let refusedWhileStopping = false;
    const patched = await sendInTwoHalves(
      uploadUrl,
      { ...headers, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      data.subarray(0, CHUNK),
      async () => {
        await output.seen(takenIn('PATCH'), 1, 'the server to take in the PATCH');
        running.child.kill('SIGTERM');
        await output.seen((line) => line.includes('shutting down'), 1, 'the server to begin its shutdown');
        refusedWhileStopping = await refusesConnections(running.origin, 10_000);
      },
    );
    expect(patched).toEqual({ status: 204, offset: String(CHUNK) });
    expect(refusedWhileStopping).toBe(true);
    expect(await running.exited).toBe(0);

    // The chunk was stored: after a restart the upload goes on from it.
    server = await startServer(env, { bundled: true });
    const head = await fetch(new URL(new URL(uploadUrl).pathname, server.origin), {
      method: 'HEAD',
      headers,
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(CHUNK));
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    server = null;
  });
});
