import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the web build is made from, as one hash: the web app (without its build output and tests),
 * the two packages it bundles and the lockfile. The build writes it into `apps/web/dist` once it has
 * succeeded, so `npm start` rebuilds only when one of these changed (tools/build-if-changed.ts).
 */
export const webBuildInputs = [
  'apps/web',
  'packages/shared',
  'packages/vault-crypto',
  'package-lock.json',
] as const;

/** The stamp's place, inside the build output (a new build empties the folder, stamp included). */
export const stampFile = (root: string): string => path.join(root, 'apps/web/dist/.build-inputs');

const skippedFolders = new Set(['node_modules', 'dist', 'coverage', '.vite']);
const isTest = (name: string) => /\.test\.tsx?$/.test(name);

function filesUnder(root: string, relative: string, into: string[]): void {
  const full = path.join(root, relative);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    into.push(relative);
    return;
  }
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (
      entry.name.startsWith('.') ||
      (entry.isDirectory() && skippedFolders.has(entry.name)) ||
      (entry.isFile() && isTest(entry.name))
    )
      continue;
    filesUnder(root, path.join(relative, entry.name), into);
  }
}

/** The hash of every input file's path and bytes, in a fixed order. */
export function webBuildInputsHash(root: string, inputs: readonly string[] = webBuildInputs): string {
  const files: string[] = [];
  for (const input of inputs) filesUnder(root, input, files);
  const hash = crypto.createHash('sha256');
  for (const file of files.sort()) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The hash the last successful build was made from, or null (never built, or built without a stamp). */
export function readStamp(root: string): string | null {
  const index = path.join(root, 'apps/web/dist/index.html');
  if (!fs.existsSync(index)) return null;
  if (!fs.existsSync(stampFile(root))) return null;
  const stamp = fs.readFileSync(stampFile(root), 'utf8').trim();
  return stamp === '' ? null : stamp;
}

/** Records, after a successful build, the hash taken before it began. */
export function writeStamp(root: string, hash: string): void {
  fs.writeFileSync(stampFile(root), `${hash}\n`);
}
