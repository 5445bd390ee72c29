/**
 * First page weight: the JavaScript and CSS that the sign-in page of Password Guru loads, as it crosses
 * the wire (the server's own compression) and as gzip would make it, with the caching headers of the
 * hashed assets and whether source maps are served. Target (issue: performance): ≤ 170 KB of gzipped
 * JavaScript for the sign-in page.
 *
 *   npm run bench -- first-page          (builds the web app first if it is not built)
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { appRoutes, AppType } from '@guru/shared';
import { chromiumArgs, chromiumPath } from '../e2e/fixtures/browser.js';
import { startBenchServer } from './lib/bench-server.js';

const webDist = path.resolve(process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const targetKb = 170;

interface Asset {
  url: string;
  kind: 'script' | 'stylesheet';
  wire: number;
  gzip: number;
  encoding: string;
  cacheControl: string;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) execSync('npm run build', { stdio: 'inherit' });
  if (!fs.existsSync(chromiumPath)) {
    console.log(
      `first-page bench: skipped, Chromium not found at ${chromiumPath} (apt-get install -y chromium)`,
    );
    return;
  }
  const server = await startBenchServer({ webDistDir: webDist });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const assets: Asset[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        (async () => {
          const body = await response.body();
          const headers = await response.allHeaders();
          const sizes = await response.request().sizes();
          assets.push({
            url: new URL(response.url()).pathname,
            kind: type,
            wire: sizes.responseBodySize,
            gzip: zlib.gzipSync(body, { level: 9 }).length,
            encoding: headers['content-encoding'] ?? 'identity',
            cacheControl: headers['cache-control'] ?? '',
          });
        })(),
      );
    });
    await page.goto(`${server.baseUrl}${appRoutes(AppType.password).login}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await Promise.all(pending);

    const scripts = assets.filter((a) => a.kind === 'script');
    const sum = (list: Asset[], key: 'wire' | 'gzip') => list.reduce((n, a) => n + a[key], 0);
    const kb = (n: number) => (n / 1024).toFixed(1);
    for (const a of assets.sort((x, y) => y.gzip - x.gzip)) {
      console.log(
        `  ${a.kind.padEnd(10)} ${kb(a.gzip).padStart(7)} KB gzip  ${kb(a.wire).padStart(7)} KB on the wire (${a.encoding})  ${a.url}  [${a.cacheControl}]`,
      );
    }
    const map = scripts[0] ? await page.request.get(`${server.baseUrl}${scripts[0].url}.map`) : null;
    const mapServed = map
      ? map.status() === 200 && (map.headers()['content-type'] ?? '').includes('json')
      : false;
    const gz = sum(scripts, 'gzip');
    console.log(
      `first-page bench: sign-in page JavaScript ${kb(gz)} KB gzipped in ${scripts.length} files (target ≤ ${targetKb} KB: ${gz / 1024 <= targetKb ? 'PASS' : 'MISS'}), ` +
        `${kb(sum(scripts, 'wire'))} KB on the wire; CSS ${kb(
          sum(
            assets.filter((a) => a.kind === 'stylesheet'),
            'gzip',
          ),
        )} KB gzipped; ` +
        `source maps ${mapServed ? 'SERVED' : 'not served'}`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
