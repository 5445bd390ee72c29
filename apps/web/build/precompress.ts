import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text that the browser fetches (not images, fonts already compressed, or maps). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|wasm)$/;
/** Smaller files gain nothing from compression. */
const MIN_BYTES = 1024;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Writes a brotli (`.br`) and a gzip (`.gz`) copy beside `file`, if it is text worth compressing. */
export function compressBeside(file: string): void {
  if (!COMPRESSIBLE.test(file)) return;
  const bytes = fs.readFileSync(file);
  if (bytes.length < MIN_BYTES) return;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build, once, at
 * build time, at the strongest settings: the server sends them as they are (no compression per request).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  /** The prerendering build (build/prerender.ts) writes no file the browser fetches; the first pass writes none. */
  let skip = false;
  return {
    name: 'guru-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr) || !config.build.write;
    },
    closeBundle() {
      if (skip) return;
      for (const file of walk(outDir)) compressBeside(file);
    },
  };
}
