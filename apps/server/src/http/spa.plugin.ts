import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode, isUnderPrefix, messages, serverPrefixes } from '@guru/shared';
import { accessScope } from './access-scope.js';

/**
 * Serves the built web app (its files are public), with index.html for every client-side route,
 * and answers unknown paths of the server's prefixes with the 404 envelope.
 */
export async function installSpa(app: FastifyInstance, distDir: string | null): Promise<void> {
  const index = distDir ? path.join(distDir, 'index.html') : null;
  let html: string | null = null;
  if (distDir && index && fs.existsSync(index)) {
    await app.register(
      accessScope({ access: 'public' }, async (files) => {
        await files.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
      }),
    );
    html = fs.readFileSync(index, 'utf8');
  } else {
    app.log.warn({ distDir }, 'web app not built: serving the API only');
  }
  app.setNotFoundHandler((req, reply) => {
    const isServerPath = serverPrefixes.some((prefix) => isUnderPrefix(req.url, prefix));
    if (html && req.method === 'GET' && !isServerPath) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return reply.status(404).send({ error: { code: ErrorCode.NOT_FOUND, message: messages.notFound } });
  });
}
