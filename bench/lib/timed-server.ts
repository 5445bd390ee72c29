import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import type { BenchDatabase } from './bench-database.js';
import type { HttpSession } from './http-session.js';

/**
 * The server as main.ts builds it, on the given database, with the firm on the bare host, and its own share of
 * each answer (routing to the serialized payload) in a Server-Timing header that `timedGet` reads.
 */
export async function startTimedServer(
  bench: BenchDatabase,
  dataDir: string,
  firmSubdomain: string,
): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: crypto.randomBytes(32).toString('hex'),
      FILES_KEY: crypto.randomBytes(32).toString('hex'),
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      DEFAULT_FIRM: firmSubdomain,
    }),
    webDistDir: null,
  };
  const app = await buildApp(config, { db: bench.db });
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(3)}`);
    return payload;
  });
  await app.listen({ host: config.host, port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}` };
}

/** One GET over HTTP, end to end (sent → body received), with the server's own share. */
export async function timedGet(
  session: HttpSession,
  pathWithQuery: string,
): Promise<{ ms: number; serverMs: number; status: number; body: string }> {
  const started = performance.now();
  const res = await fetch(`${session.baseUrl}${pathWithQuery}`, { headers: session.headers() });
  const body = await res.text();
  const ms = performance.now() - started;
  session.keepCookies(res);
  const serverMs = Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);
  return { ms, serverMs, status: res.status, body };
}
