import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode, messages } from '@guru/shared';

const apiPrefixes = ['/pass-api/', '/be/', '/dev/'];

/**
 * Serves the built web app, with index.html for every client-side route, and
 * answers unknown API paths with the 404 envelope.
 */
export async function installSpa(app: FastifyInstance, distDir: string | null): Promise<void> {
  const index = distDir ? path.join(distDir, 'index.html') : null;
  let html: string | null = null;
  if (distDir && index && fs.existsSync(index)) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
    html = fs.readFileSync(index, 'utf8');
  } else {
    app.log.warn({ distDir }, 'web app not built: serving the API only');
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = apiPrefixes.some((p) => req.url.startsWith(p));
    if (html && req.method === 'GET' && !isApi) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return reply.status(404).send({ error: { code: ErrorCode.NOT_FOUND, message: messages.notFound } });
  });
}
