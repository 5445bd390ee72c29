import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand } from '../test/process/cli-process.js';

/** A start that must stop by itself: a server that runs instead is killed after this long. */
const MUST_STOP_WITHIN_MS = 20_000;

describe('main.ts start with an unknown NODE_ENV', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-node-env-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it.each(['staging', 'Production'])(
    'refuses NODE_ENV=%s: a clear message, no stack trace, exit 1, nothing seeded',
    async (value) => {
      const env = {
        NODE_ENV: value,
        DATA_DIR: dataDir,
        PORT: '0',
        APP_SECRET: 'x'.repeat(32),
        FILES_KEY: '00'.repeat(32),
      };
      const { code, output } = await runCommand(env, ['start'], { timeoutMs: MUST_STOP_WITHIN_MS });
      expect(output).toContain(
        `Invalid configuration: NODE_ENV: must be development, test or production, not "${value}"`,
      );
      expect(code).toBe(1);
      expect(output).not.toMatch(/^\s+at /m);
      expect(output).not.toContain('Demo logins');
      expect(fs.readdirSync(dataDir)).toEqual([]);
    },
    60_000,
  );
});
