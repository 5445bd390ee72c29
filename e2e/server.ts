import { spawn } from 'node:child_process';
import { clamdAvailable, startTestClamd } from '../apps/server/src/test/process/clamd-process.js';

/**
 * The browser tests' server (playwright.config.ts): with Debian's clamd installed, a clamd of the run's
 * own (a signature database holding only EICAR's signature, as the API tests use) scans every upload
 * (CLAMAV_URL), so the malware spec sees the EICAR file refused; without clamd the server starts
 * unscanned and that spec fails, saying clamd is missing (REQUIRE_CLAMD=1 stops the run here already).
 */
// Its folder is in the run's data folder, which the next run starts by removing (Playwright may kill the
// server's processes at the end without a signal they can answer).
const clamd = clamdAvailable('browser tests: malware scanning')
  ? await startTestClamd(process.env.DATA_DIR ?? '.')
  : null;
const server = spawn('npx', ['tsx', 'apps/server/src/main.ts', 'start'], {
  stdio: 'inherit',
  env: { ...process.env, ...(clamd ? { CLAMAV_URL: clamd.url } : {}) },
});
const stop = (signal: NodeJS.Signals) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  void (clamd?.stop() ?? Promise.resolve()).finally(() => process.exit(code ?? 0));
});
