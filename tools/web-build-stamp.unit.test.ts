import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStamp, webBuildInputsHash, writeStamp } from './web-build-stamp';

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-build-stamp-'));
  write('apps/web/src/main.tsx', 'main');
  write('packages/shared/src/messages.ts', 'texts');
  write('packages/vault-crypto/src/index.ts', 'crypto');
  write('package-lock.json', '{}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the web build inputs hash', () => {
  it('changes with a source of the app, of a bundled package or the lockfile', () => {
    const before = webBuildInputsHash(root);
    for (const [file, text] of [
      ['apps/web/src/main.tsx', 'main 2'],
      ['packages/shared/src/messages.ts', 'texts 2'],
      ['packages/vault-crypto/src/new.ts', 'new file'],
      ['package-lock.json', '{"v":2}'],
    ] as const) {
      const was = webBuildInputsHash(root);
      write(file, text);
      expect(webBuildInputsHash(root)).not.toBe(was);
    }
    expect(webBuildInputsHash(root)).not.toBe(before);
  });

  it('ignores the build output, installed modules and tests', () => {
    const before = webBuildInputsHash(root);
    write('apps/web/dist/assets/app.js', 'built');
    write('apps/web/node_modules/x/index.js', 'module');
    write('packages/shared/src/messages.unit.test.ts', 'test');
    write('apps/web/src/App.dom.test.tsx', 'test');
    expect(webBuildInputsHash(root)).toBe(before);
  });

  it('is read back from the build output, and only beside a built index page', () => {
    const hash = webBuildInputsHash(root);
    expect(readStamp(root)).toBeNull();
    write('apps/web/dist/index.html', '<html></html>');
    expect(readStamp(root)).toBeNull();
    writeStamp(root, hash);
    expect(readStamp(root)).toBe(hash);
    fs.rmSync(path.join(root, 'apps/web/dist/index.html'));
    expect(readStamp(root)).toBeNull();
  });
});
