import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { KDF_DEFAULTS } from '@guru/vault-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppType, ErrorCode, subscriptionApiPaths as p, subscriptionWebRoutes } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { TestClient } from '../../test/http-client.js';
import { passwordStep } from '../../test/sign-in.js';
import { createFirm, createTestApp, type TestApp } from '../../test/test-app.js';
import { AppError } from '../../lib/app-error.js';
import { signInTotpAt, tokenIn } from '../../test/fixtures/subscriptions.js';
import { SUITE_REALM, newLoginSalts } from '../auth/login-names.js';
import { staffLoginFields } from '../../test/new-login.js';
import { createProvider } from './provider-setup.service.js';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

describe.each(testDialects())('provider bootstrap on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { publicUrl: new URL('https://guru.example.com') });
    await createFirm(t.app, 'demo');
  });
  afterAll(() => t.close());

  // Both names' credentials, derived with the salts the set-up page is given (ADR 0022).
  const setupBody = async (token: string, password = 'Provider!2026x') => ({
    token,
    ...(await staffLoginFields(
      password,
      newLoginSalts(t.app.guru, SUITE_REALM, 'ops', 'ops@guru.example.com'),
    )),
    pinCode: '9753',
  });

  it('creates a pending provider admin whose one-time link (24 hours) sets the password and PIN; then TOTP at sign-in', async () => {
    const created = await createProvider(t.app.guru, 'ops', 'ops@guru.example.com');
    expect(
      created.link.startsWith(`https://guru.example.com${subscriptionWebRoutes.providerSetup}?token=`),
    ).toBe(true);
    const token = tokenIn(created.link, subscriptionWebRoutes.providerSetup);
    const user = {
      id: created.userId,
      username: 'ops',
      email: 'ops@guru.example.com',
      password: 'Provider!2026x',
      pin: '9753',
      phone: '',
    };
    expect((await passwordStep(new TestClient(t.app), user, AppType.password)).json().error.code).toBe(
      ErrorCode.INVALID_CREDENTIALS,
    );

    const site = new TestClient(t.app, '127.0.0.1:6666');
    expect((await site.post(p.providerSetupInfo, { token })).json().data).toEqual({
      username: 'ops',
      email: 'ops@guru.example.com',
      salts: newLoginSalts(t.app.guru, SUITE_REALM, 'ops', 'ops@guru.example.com'),
    });
    expect(
      (
        await site.post(p.providerSetup, {
          ...(await setupBody(token)),
          kdfParams: { ...KDF_DEFAULTS, memoryKiB: 8 },
        })
      ).statusCode,
    ).toBe(400);
    const done = await site.post(p.providerSetup, await setupBody(token));
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ signInUrl: 'https://guru.example.com/password-management/login' });
    expect((await site.post(p.providerSetup, await setupBody(token, 'Another!2026'))).statusCode).toBe(410);
    expect((await site.post(p.providerSetupInfo, { token })).statusCode).toBe(410);

    const asProvider = await signInTotpAt(t.app, user, 'localhost');
    expect((await asProvider.get(p.providerFirms)).statusCode).toBe(200);
  });

  it('refuses a taken name or e-mail, bad input, and an expired link', async () => {
    await expect(createProvider(t.app.guru, 'OPS', 'other@guru.example.com')).rejects.toMatchObject({
      code: ErrorCode.USERNAME_TAKEN,
    });
    await expect(createProvider(t.app.guru, 'ops2', 'OPS@guru.example.com')).rejects.toMatchObject({
      code: ErrorCode.USERNAME_TAKEN,
    });
    await expect(createProvider(t.app.guru, 'a@b', 'x@guru.example.com')).rejects.toBeInstanceOf(AppError);
    await expect(createProvider(t.app.guru, 'ops3', 'not-an-email')).rejects.toMatchObject({
      code: ErrorCode.VALIDATION,
    });
    const late = await createProvider(t.app.guru, 'late', 'late@guru.example.com');
    t.clock.advanceMinutes(24 * 60 + 1);
    const res = await new TestClient(t.app).post(
      p.providerSetup,
      await setupBody(tokenIn(late.link, subscriptionWebRoutes.providerSetup)),
    );
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe(ErrorCode.LINK_INVALID);
  });
});

describe('main.ts create-provider', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-cli-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prints the one-time set-up link from PUBLIC_URL, and refuses the same name twice', async () => {
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://guru.example.com',
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
    };
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', 'create-provider', ...args], {
        cwd: repoRoot,
        env,
      });
    const { stdout } = await cli('root', 'root@guru.example.com');
    expect(stdout).toContain('Provider admin "root" created');
    expect(stdout).toMatch(/https:\/\/guru\.example\.com\/admin\/setup\?token=[A-Za-z0-9_-]{20,}/);
    await expect(cli('root', 'again@guru.example.com')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('already taken'),
    });
    await expect(cli('root')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Usage: create-provider <username> <email>'),
    });
  });
});
