/**
 * The web build (`npm run build`):
 * 1. a first pass, written nowhere, records which modules the first page loads (firstPageChunk.ts);
 * 2. the build itself, with those modules in one chunk;
 * 3. the sign-in pages prerendered into dist/prerendered/ (prerender.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig } from 'vite';
import { entryHelperGroup, firstPageGroup, recordFirstPageModules } from './firstPageChunk';
import { prerenderPages } from './prerender';
import { webBuildInputsHash, writeStamp } from '../../../tools/web-build-stamp';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webRoot, 'dist');
const repoRoot = path.resolve(webRoot, '../..');
// Taken before building: a source changed during the build makes the next `npm start` build again.
const inputsHash = webBuildInputsHash(repoRoot);

const firstPageModules = new Set<string>();
// Inline options are merged into vite.config.ts (plugins and chunk groups are appended to its own).
await build({
  root: webRoot,
  logLevel: 'warn',
  plugins: [recordFirstPageModules(firstPageModules)],
  build: { write: false },
});
if (firstPageModules.size === 0) throw new Error('the first pass found no module of the first page');
const withFirstPageChunk: InlineConfig = {
  root: webRoot,
  build: {
    rolldownOptions: {
      output: { codeSplitting: { groups: [entryHelperGroup, firstPageGroup(firstPageModules)] } },
    },
  },
};
await build(withFirstPageChunk);
await prerenderPages(webRoot, distDir);
writeStamp(repoRoot, inputsHash);
