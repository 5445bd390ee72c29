import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumPath } from './fixtures/browser.js';

/**
 * Runs the browser tests with Debian's Chromium. Without Chromium they are
 * skipped with a warning, or fail when REQUIRE_CHROMIUM=1 (CI).
 */
if (!fs.existsSync(chromiumPath)) {
  const message = `Chromium not found at ${chromiumPath}: install it with "apt-get install -y chromium".`;
  if (process.env.REQUIRE_CHROMIUM === '1') {
    console.error(`${message} REQUIRE_CHROMIUM=1, so this is a failure.`);
    process.exit(1);
  }
  console.warn(`${message} Browser tests skipped.`);
  process.exit(0);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
