import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode, PRERENDERED_PAGES_DIR, isUnderPrefix, messages, serverPrefixes } from '@guru/shared';
import { accessScope } from './access-scope.js';
import { chooseEncoding, type PrecompressedEncoding } from './content-encoding.js';

/** Hashed build files never change (a new build has new names); anything else is checked again. */
export function cacheControlFor(filePath: string): string {
  if (filePath.endsWith('.html')) return 'no-cache';
  return /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

/** A page as the build wrote it, with the compressed copies it made beside it (.br, .gz). */
interface BuiltPage {
  plain: Buffer;
  compressed: Map<PrecompressedEncoding, Buffer>;
}

function readBuiltPage(file: string): BuiltPage {
  const compressed = new Map<PrecompressedEncoding, Buffer>();
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (fs.existsSync(file + suffix)) compressed.set(encoding, fs.readFileSync(file + suffix));
  }
  return { plain: fs.readFileSync(file), compressed };
}

/** The prerendered pages by the path they show (`/password-management/login`). */
function readPrerenderedPages(distDir: string): Map<string, BuiltPage> {
  const pages = new Map<string, BuiltPage>();
  const root = path.join(distDir, PRERENDERED_PAGES_DIR);
  if (!fs.existsSync(root)) return pages;
  for (const entry of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) continue;
    const pagePath = `/${entry.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    pages.set(pagePath, readBuiltPage(path.join(root, entry)));
  }
  return pages;
}

/** The path of a request's URL, without its query. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Serves the built web app (its files are public): for every client-side route the page the build
 * prerendered for it (the sign-in pages) or else index.html, and answers unknown paths of the server's
 * prefixes with the 404 envelope.
 */
export async function installSpa(app: FastifyInstance, distDir: string | null): Promise<void> {
  const index = distDir ? path.join(distDir, 'index.html') : null;
  let indexPage: BuiltPage | null = null;
  let prerendered = new Map<string, BuiltPage>();
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
          // Source maps stay on the server's disk for debugging; the public never gets them. Prerendered pages
          // are sent at their own paths only.
          allowedPath: (pathName) =>
            !pathName.endsWith('.map') && !pathName.startsWith(`/${PRERENDERED_PAGES_DIR}/`),
          setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControlFor(filePath)),
        });
      }),
    );
    indexPage = readBuiltPage(index);
    prerendered = readPrerenderedPages(distDir);
  } else {
    app.log.warn({ distDir }, 'web app not built: serving the API only');
  }
  app.setNotFoundHandler((req, reply) => {
    const isServerPath = serverPrefixes.some((prefix) => isUnderPrefix(req.url, prefix));
    if (indexPage && req.method === 'GET' && !isServerPath) {
      const page = prerendered.get(pathOf(req.url)) ?? indexPage;
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      const encoding = chooseEncoding(req.headers['accept-encoding'], [...page.compressed.keys()]);
      if (encoding === null) return reply.send(page.plain);
      return reply.header('content-encoding', encoding).send(page.compressed.get(encoding));
    }
    return reply.status(404).send({ error: { code: ErrorCode.NOT_FOUND, message: messages.notFound } });
  });
}
