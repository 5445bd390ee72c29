/**
 * Last step of the web build (build/build.ts): renders the pages of `prerenderedPaths` to HTML with a
 * server-side build of the app, and writes each as a copy of index.html with the page in #root, under
 * dist/prerendered/ (compressed like every other page). The server sends such a page for its path; the
 * browser hydrates it (src/main.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { PRERENDERED_PAGES_DIR } from '@guru/shared';
import { compressBeside } from './precompress';

interface PrerenderModule {
  prerenderedPaths: readonly string[];
  renderPage(path: string): Promise<string>;
  withPrerenderedPage(indexHtml: string, path: string, markup: string): string;
}

export async function prerenderPages(webRoot: string, distDir: string): Promise<void> {
  // Inside the web app, so that the build's imports resolve to its packages; removed when done.
  const ssrOut = path.join(webRoot, '.prerender');
  try {
    await build({
      root: webRoot,
      logLevel: 'warn',
      build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, sourcemap: false },
    });
    const entry = fs.readdirSync(ssrOut).find((name) => /^prerender\.m?js$/.test(name));
    if (!entry) throw new Error('the prerendering build wrote no entry');
    const renderer = (await import(pathToFileURL(path.join(ssrOut, entry)).href)) as PrerenderModule;
    const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
    fs.rmSync(path.join(distDir, PRERENDERED_PAGES_DIR), { recursive: true, force: true });
    for (const pagePath of renderer.prerenderedPaths) {
      const file = path.join(distDir, PRERENDERED_PAGES_DIR, `${pagePath}.html`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(
        file,
        renderer.withPrerenderedPage(indexHtml, pagePath, await renderer.renderPage(pagePath)),
      );
      compressBeside(file);
      console.log(`prerendered ${pagePath}`);
    }
  } finally {
    fs.rmSync(ssrOut, { recursive: true, force: true });
  }
}
