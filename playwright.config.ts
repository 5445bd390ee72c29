import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './e2e/fixtures/browser.js';

const port = Number(process.env.E2E_PORT ?? 3210);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? '.e2e-data';

export default defineConfig({
  testDir: './e2e/specs',
  // Fails the run when the server's log holds a secret the tests typed or read (e2e/fixtures/secrets.ts).
  globalTeardown: './e2e/global-teardown.ts',
  // A run with its own data directory keeps its own results too, so that two runs never clean each other's.
  outputDir: process.env.E2E_DATA_DIR ? `${e2eDataDir}-results` : 'test-results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Each spec file lives in its own world (e2e/fixtures/world.ts, ADR 0039), so files run side by side
  // against one server; the tests of a file run in order in one worker (serial files carry state).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'suite' }],
  webServer: {
    command: `rm -rf ${e2eDataDir} && mkdir -p ${e2eDataDir} && npx tsx e2e/server.ts > ${e2eDataDir}/server.log 2>&1`,
    url: `http://localhost:${port}/pass-api/api/v1/public/branding`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: e2eDataDir,
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      // A spec may sign its world's client in more often than a person would in 15 minutes.
      SMS_CODES_PER_WINDOW: '50',
      // Request logs go to server.log, which the zero-knowledge spec searches for plaintext.
      LOG_LEVEL: 'info',
      // Emergency access: every waiting period lasts 8 seconds here (honoured outside production only; ADR 0021;
      // e2e/fixtures/emergency.ts e2eWaitSeconds): long enough to ask, be told and refuse within it.
      EMERGENCY_WAIT_SECONDS_OVERRIDE: '8',
      // The unlock spec signs in from several addresses through this local "proxy" (x-forwarded-for); browsers send none.
      TRUST_PROXY: '127.0.0.1, ::1',
      // The Chromium build of the browser extension (its id is fixed by its manifest key; e2e/fixtures/extension.ts).
      EXTENSION_ORIGINS: 'chrome-extension://cipipeamkeelkpmfndneengojhilfhfk',
      // The vault health spec's local breach range server (e2e/specs/vault-items.spec.ts).
      BREACH_RANGE_URL: `http://127.0.0.1:${port + 1000}/range`,
    },
  },
});
