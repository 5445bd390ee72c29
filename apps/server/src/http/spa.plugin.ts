import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode, isUnderPrefix, messages, serverPrefixes } from '@guru/shared';
import { accessScope } from './access-scope.js';
import { chooseEncoding, type PrecompressedEncoding } from './content-encoding.js';

/** Hashed build files never change (a new build has new names); anything else is checked again. */
export function cacheControlFor(filePath: string): string {
  if (filePath.endsWith('.html')) return 'no-cache';
  return /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

/**
 * Serves the built web app (its files are public), with index.html for every client-side route,
 * and answers unknown paths of the server's prefixes with the 404 envelope.
 */
export async function installSpa(app: FastifyInstance, distDir: string | null): Promise<void> {
  const index = distDir ? path.join(distDir, 'index.html') : null;
  let html: Buffer | null = null;
  /** index.html as the build compressed it (.br, .gz beside it), sent to browsers that take it. */
  const compressedHtml = new Map<PrecompressedEncoding, Buffer>();
  if (distDir && index && fs.existsSync(index)) {
    await app.register(
      accessScope({ access: 'public' }, async (files) => {
        await files.register(fastifyStatic, {
          root: distDir,
          wildcard: false,
          index: false,
          // The build writes .br and .gz beside each text file: sent as they are to a browser that takes them.
          preCompressed: true,
          cacheControl: false,
          // Source maps stay on the server's disk for debugging; the public never gets them.
          allowedPath: (pathName) => !pathName.endsWith('.map'),
          setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControlFor(filePath)),
        });
      }),
    );
    html = fs.readFileSync(index);
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
      if (fs.existsSync(index + suffix)) compressedHtml.set(encoding, fs.readFileSync(index + suffix));
    }
  } else {
    app.log.warn({ distDir }, 'web app not built: serving the API only');
  }
  app.setNotFoundHandler((req, reply) => {
    const isServerPath = serverPrefixes.some((prefix) => isUnderPrefix(req.url, prefix));
    if (html && req.method === 'GET' && !isServerPath) {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      const encoding = chooseEncoding(req.headers['accept-encoding'], [...compressedHtml.keys()]);
      if (encoding === null) return reply.send(html);
      return reply.header('content-encoding', encoding).send(compressedHtml.get(encoding));
    }
    return reply.status(404).send({ error: { code: ErrorCode.NOT_FOUND, message: messages.notFound } });
  });
}
