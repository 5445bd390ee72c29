import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createRepositories, type AppContext } from '../app-context.js';
import { loadConfig } from '../config.js';
import type { Dialect } from '../db/database.js';
import { migrateToLatest } from '../db/migrator.js';
import { ServerSecrets } from '../infra/crypto/secrets.js';
import { createEncryptedFileStore } from '../infra/storage/create-store.js';
import { createMalwareScanner } from '../infra/malware/malware-scanner.js';
import { OutboxMailer, OutboxSmsSender } from '../infra/outbox/outbox.senders.js';
import { OutgoingQueue, QueuedMailer, QueuedSmsSender } from '../infra/outgoing/outgoing-queue.js';
import { FakeClock } from '../lib/clock.js';
import { createMigratedTestDb } from './databases.js';

/** The service tier: services with their real repositories on a real, fresh database, no HTTP. */
export interface ServiceTestContext {
  ctx: AppContext;
  clock: FakeClock;
  close(): Promise<void>;
}

export async function createServiceContext(dialect: Dialect): Promise<ServiceTestContext> {
  const testDb = await createMigratedTestDb(dialect);
  await migrateToLatest(testDb.db);
  const clock = new FakeClock(new Date());
  // A fresh DATA_DIR per context: the documents' file store (and its generated files-key) live under it.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-test-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), webDistDir: null };
  const files = createEncryptedFileStore(config);
  const log = pino({ level: 'silent' });
  const repos = createRepositories(testDb.db, clock);
  const outgoing = new OutgoingQueue(
    testDb.db.kysely,
    clock,
    { email: new OutboxMailer(repos.outbox, log), sms: new OutboxSmsSender(repos.outbox, log) },
    log,
  );
  const ctx: AppContext = {
    config,
    clock,
    db: testDb.db,
    repos,
    secrets: new ServerSecrets(crypto.randomBytes(32).toString('hex')),
    mailer: new QueuedMailer(outgoing),
    sms: new QueuedSmsSender(outgoing),
    outgoing,
    files,
    malware: createMalwareScanner(config.clamav),
    log,
  };
  const close = async () => {
    await outgoing.drain();
    files.blobs.close();
    await testDb.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { ctx, clock, close };
}
