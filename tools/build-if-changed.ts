/**
 * `npm start`'s build step: builds the web app only when its sources changed since the last
 * successful build (tools/web-build-stamp.ts), which took about a minute on a busy machine at every
 * start. `npm run build` always builds.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readStamp, webBuildInputsHash } from './web-build-stamp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (readStamp(root) === webBuildInputsHash(root)) {
  console.log('The web app is up to date with its sources: not rebuilt (npm run build rebuilds it).');
} else {
  // The build stamps its output itself once it has succeeded (apps/web/build/build.ts).
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
