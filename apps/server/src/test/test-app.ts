import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { KDF_DEFAULTS, createVaultKeys, deriveLoginKeys, protectUserKey } from '@guru/vault-crypto';
import type { AppType } from '@guru/shared';
import { loadConfig, type AppConfig } from '../config.js';
import { buildApp, type BuildOptions } from '../app.js';
import type { ResponseSerializerMode } from '../http/response-serializer.js';
import type { Dialect } from '../db/database.js';
import { FakeClock } from '../lib/clock.js';
import { createUser } from '../modules/auth/create-user.js';
import { SUITE_REALM, newLoginSalts } from '../modules/auth/login-names.js';
import { insertStandingSubscription } from './subscriptions.js';
import { createMigratedTestDb } from './databases.js';
import { openDatabase } from '../db/database.js';

export interface TestApp {
  app: FastifyInstance;
  clock: FakeClock;
  /** A second instance of the server on the same PostgreSQL database and clock (closed with this one); SQLite has none. */
  secondInstance(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** A test app on a fresh database; `logStream` turns the request log on and sends it there; `mailer`/`sms` replace the outbox transports. */
export async function createTestApp(
  dialect: Dialect,
  overrides: Partial<AppConfig> = {},
  logs: { logStream?: NodeJS.WritableStream } & Pick<
    BuildOptions,
    'mailer' | 'sms' | 'responseSerializer' | 'onResponseSerializer'
  > = {},
): Promise<TestApp> {
  const testDb = await createMigratedTestDb(dialect);
  // TEST_RESPONSE_SERIALIZER=compiled runs a test file with production's compiled serializers (ADR 0024).
  const responseSerializer = logs.responseSerializer ?? testResponseSerializer();
  // A fresh DATA_DIR per app: the documents' file store (and its generated files-key) live under it.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-test-'));
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const config: AppConfig = {
    ...base,
    appSecret: crypto.randomBytes(32).toString('hex'),
    // Given, so that a production-like app (production: true) builds its file store too.
    filesKey: crypto.randomBytes(32),
    webDistDir: null,
    authRateLimitPerMinute: 1000,
    ...overrides,
  };
  const clock = new FakeClock(new Date());
  const app = await buildApp(config, {
    clock,
    db: testDb.db,
    logger: Boolean(logs.logStream),
    logStream: logs.logStream,
    mailer: logs.mailer,
    sms: logs.sms,
    responseSerializer,
    onResponseSerializer: logs.onResponseSerializer,
  });
  const others: { app: FastifyInstance; close(): Promise<void> }[] = [];
  return {
    app,
    clock,
    secondInstance: async () => {
      if (!testDb.url) throw new Error('a second instance needs PostgreSQL');
      const db = openDatabase({ databaseUrl: testDb.url, sqlitePath: '' });
      const other = await buildApp(config, {
        clock,
        db,
        logger: false,
        responseSerializer,
      });
      others.push({ app: other, close: () => db.close() });
      return other;
    },
    close: async () => {
      for (const other of others) {
        await other.app.close();
        await other.close();
      }
      await app.close();
      await testDb.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function testResponseSerializer(): ResponseSerializerMode {
  const mode = process.env.TEST_RESPONSE_SERIALIZER ?? 'zod';
  if (mode !== 'zod' && mode !== 'compiled')
    throw new Error(`TEST_RESPONSE_SERIALIZER: zod or compiled, not ${mode}`);
  return mode;
}

/** Key derivations are slow by design: each (password, salt) is derived once per test process. */
const derived = new Map<string, Promise<{ authKeyB64: string; wrapKey: Uint8Array }>>();
export function deriveCached(password: string, salt: string) {
  const key = `${password}\u0000${salt}`;
  let hit = derived.get(key);
  if (!hit) {
    hit = deriveLoginKeys(password, salt, KDF_DEFAULTS);
    derived.set(key, hit);
  }
  return hit;
}

export async function createFirm(
  app: FastifyInstance,
  subdomain: string,
  name = `Firm ${subdomain}`,
): Promise<string> {
  const id = crypto.randomUUID();
  await app.guru.repos.firms.insert({
    id,
    name,
    subdomain,
    logo_png: null,
    sender_email: null,
    sender_verified: 0,
    created_at: app.guru.clock.now().toISOString(),
  });
  // Valid by default: All in One, active for a year (ADR 0016).
  await insertStandingSubscription(app.guru.db.kysely, id, app.guru.clock.now());
  return id;
}

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  pin: string;
  phone: string;
}

export async function createTestUser(
  app: FastifyInstance,
  opts: {
    firmId: string | null;
    username: string;
    role?: 'client' | 'advisor' | 'staff' | 'provider';
    apps?: AppType[];
    password?: string;
    pin?: string;
  },
): Promise<TestUser> {
  const password = opts.password ?? 'Client!2026';
  const pin = opts.pin ?? '1234';
  const role = opts.role ?? 'client';
  const email = `${opts.username}@example.com`;
  // Each name's own salt (ADR 0022), as the browser gets them: two derivations, kept for the sign-ins.
  const salts = newLoginSalts(app.guru, opts.firmId ?? SUITE_REALM, opts.username, email);
  const byUsername = await deriveCached(password, salts.usernameSalt);
  const byEmail = await deriveCached(password, salts.emailSalt);
  const keys = await createVaultKeys(byUsername.wrapKey);
  const phone = `+1202555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const id = await createUser(app.guru, {
    firmId: opts.firmId,
    roleId: { client: 3, advisor: 6, staff: 7, provider: 1 }[role],
    scope: role === 'client' ? 'client' : role === 'provider' ? 'provider' : 'admin',
    username: opts.username,
    email,
    firstName: 'Test',
    lastName: opts.username,
    phoneNumber: phone,
    kdfSalt: salts.usernameSalt,
    kdfParams: { ...KDF_DEFAULTS },
    authKey: byUsername.authKeyB64,
    pin,
    protectedUserKey: keys.protectedUserKey,
    emailLogin: {
      kdfSalt: salts.emailSalt,
      authKey: byEmail.authKeyB64,
      protectedUserKey: await protectUserKey(byEmail.wrapKey, keys.userKey),
    },
    recoveryUserKey: keys.recoveryUserKey,
    apps: opts.apps ?? ['passwordguru', 'documentvault'],
  });
  return { id, username: opts.username, email, password, pin, phone };
}
