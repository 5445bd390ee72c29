import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirm, createTestApp, type TestApp } from '../test/test-app.js';

/** A built web app as the build leaves it: hashed assets with their .br, .gz and (hidden) .map beside them. */
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const html = Buffer.from('<!doctype html><script type="module" src="/assets/app-AbC123.js"></script>');
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.writeFileSync(path.join(dir, 'index.html.br'), zlib.brotliCompressSync(html));
  fs.writeFileSync(path.join(dir, 'index.html.gz'), zlib.gzipSync(html));
  const js = Buffer.from(`export const x = ${JSON.stringify('a'.repeat(4000))};\n`);
  fs.writeFileSync(path.join(dir, 'assets/app-AbC123.js'), js);
  fs.writeFileSync(path.join(dir, 'assets/app-AbC123.js.br'), zlib.brotliCompressSync(js));
  fs.writeFileSync(path.join(dir, 'assets/app-AbC123.js.gz'), zlib.gzipSync(js));
  fs.writeFileSync(
    path.join(dir, 'assets/app-AbC123.js.map'),
    '{"version":3,"sources":["secret-source.ts"]}',
  );
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  // The build prerenders the sign-in pages: index.html with the page in #root.
  const signIn = Buffer.from(
    '<!doctype html><script type="module" src="/assets/app-AbC123.js"></script><div id="root" data-prerendered="/password-management/login"><h2>Sign in</h2></div>',
  );
  fs.mkdirSync(path.join(dir, 'prerendered/password-management'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'prerendered/password-management/login.html'), signIn);
  fs.writeFileSync(
    path.join(dir, 'prerendered/password-management/login.html.br'),
    zlib.brotliCompressSync(signIn),
  );
  return dir;
}

describe('the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestApp('sqlite', { webDistDir: dist });
    await createFirm(t.app, 'demo');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'demo.localhost', ...headers } });

  it('sends hashed assets compressed at build time, cached for good', async () => {
    const br = await get('/assets/app-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('export const x');
    const gz = await get('/assets/app-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('export const x');
  });

  it('never serves source maps, and checks other files and every page again', async () => {
    const map = await get('/assets/app-AbC123.js.map');
    expect(map.body).not.toContain('secret-source');
    expect(map.headers['content-type']).toContain('text/html');
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
    const page = await get('/password-management/login');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('/assets/app-AbC123.js');
  });

  it('sends every page compressed as the build made it, to a browser that takes it', async () => {
    const br = await get('/password-management/login', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('text/html');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('/assets/app-AbC123.js');
    const gz = await get('/document-vault/login', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('/assets/app-AbC123.js');
    const plain = await get('/password-management/login', { 'accept-encoding': 'br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('/assets/app-AbC123.js');
  });

  it('sends a page the build prerendered at its own path, and index.html elsewhere', async () => {
    const br = await get('/password-management/login?from=home', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain(
      'data-prerendered="/password-management/login"',
    );
    // No gzip copy was written for it: sent as it is.
    const plain = await get('/password-management/login', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h2>Sign in</h2>');
    const other = await get('/password-management/dashboard', { 'accept-encoding': 'identity' });
    expect(other.body).not.toContain('data-prerendered');
    expect(other.body).toContain('/assets/app-AbC123.js');
  });

  it('does not serve the prerendered files at their file paths', async () => {
    const file = await get('/prerendered/password-management/login.html', { 'accept-encoding': 'identity' });
    expect(file.body).not.toContain('data-prerendered');
  });
});
