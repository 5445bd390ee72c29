import { createHash } from 'node:crypto';
import { earlySubmitScript } from '@guru/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test/databases.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * The Content-Security-Policy that the document viewer works within (ADR 0046): scripts and workers from
 * our origin only (pdf.js and its worker are bundled assets), WebAssembly compiled but no eval, no plugins,
 * images from our origin, data: and blob: (a previewed image is a blob: URL), connections to our origin and the
 * breach range endpoint only, never framed.
 */
describe.each(testDialects())('the Content-Security-Policy on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('keeps scripts and workers to our origin, with no eval', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pass-api/api/v1/public/branding' });
    const policy = String(res.headers['content-security-policy']);
    const directives = new Map(
      policy.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    // Our origin, WebAssembly, and the one inline script (the early-submit hold) by its hash: no other inline code.
    const inlineHash = createHash('sha256').update(earlySubmitScript).digest('base64');
    expect(directives.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", `'sha256-${inlineHash}'`]);
    expect(directives.has('worker-src')).toBe(false); // falls back to script-src: 'self'
    expect(policy).not.toContain("'unsafe-eval'");
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    // Our API, and the breach corpus's range endpoint that the vault health page asks (ADR 0042).
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      new URL(t.app.guru.config.breachRangeUrl).origin,
    ]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
