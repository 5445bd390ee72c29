import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createRepositories, type AppContext } from '../app-context.js';
import { loadConfig } from '../config.js';
import type { Dialect } from '../db/database.js';
import { migrateToLatest } from '../db/migrator.js';
import { ServerSecrets } from '../infra/crypto/secrets.js';
import { OutboxMailer, OutboxSmsSender } from '../infra/outbox/outbox.senders.js';
import { FakeClock } from '../lib/clock.js';
import { createTestDb } from './databases.js';

/** The service tier: services with their real repositories on a real, fresh database, no HTTP. */
export interface ServiceTestContext {
  ctx: AppContext;
  clock: FakeClock;
  close(): Promise<void>;
}

export async function createServiceContext(dialect: Dialect): Promise<ServiceTestContext> {
  const testDb = await createTestDb(dialect);
  await migrateToLatest(testDb.db);
  const clock = new FakeClock(new Date());
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), 'guru-test') }), webDistDir: null };
  const log = pino({ level: 'silent' });
  const repos = createRepositories(testDb.db, clock);
  const ctx: AppContext = {
    config,
    clock,
    db: testDb.db,
    repos,
    secrets: new ServerSecrets(crypto.randomBytes(32).toString('hex')),
    mailer: new OutboxMailer(repos.outbox, log),
    sms: new OutboxSmsSender(repos.outbox, log),
    log,
  };
  return { ctx, clock, close: () => testDb.drop() };
}
