import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrator.js';
import { backupDatabase } from './db/backup/backup.js';
import { restoreDatabase } from './db/backup/restore.js';
import { createBlobStore } from './infra/storage/create-store.js';
import { demoFirm, demoLogins, seedDemoData } from './demo/demo-data.js';
import { startJobs } from './jobs/jobs.js';
import type { JobScheduler } from './jobs/scheduler.js';
import { createProviderCommand } from './modules/firm-signup/create-provider.command.js';
import { verifyAuditFile, verifyAuditLive } from './modules/audit/verify-audit.command.js';

/** CLI: start | migrate | seed-demo | backup <file> | restore <file> | create-provider <username> <email> | verify-audit [file] [--partial] */
async function main(command: string, file: string | undefined): Promise<void> {
  const config = loadConfig();
  if (command === 'backup' || command === 'restore') {
    if (!file) throw new Error(`Usage: ${command} <file>`);
    const db = openDatabase(config);
    // The stored documents travel with the rows, still encrypted: the target needs the same FILES_KEY.
    const files = createBlobStore(config);
    try {
      if (command === 'backup') {
        await migrateToLatest(db);
        const header = await backupDatabase(db, file, new Date(), files);
        console.log(
          `Backup written to ${file}: ${describeCounts(header.counts)}.${describeFiles(header.files)}`,
        );
      } else {
        const header = await restoreDatabase(db, file, files);
        console.log(
          `Restored the backup of ${header.createdAt}: ${describeCounts(header.counts)}.${describeFiles(header.files)}`,
        );
      }
    } finally {
      files.close();
      await db.close();
    }
    return;
  }
  if (command === 'create-provider') {
    console.log(
      await createProviderCommand(file, process.argv[4], () => buildApp(config, { logger: false })),
    );
    return;
  }
  if (command === 'verify-audit') {
    // An export file, or (without one) the live trail of every firm; exit code 1 names a record that does not fit.
    const path = file === '--partial' ? process.argv[4] : file;
    const partial = process.argv.slice(3).includes('--partial');
    let outcome;
    if (path) outcome = await verifyAuditFile(path, partial);
    else {
      const app = await buildApp(config, { logger: false });
      try {
        outcome = await verifyAuditLive(app.guru);
      } finally {
        await app.close();
      }
    }
    console.log(outcome.lines.join('\n'));
    if (!outcome.ok) process.exitCode = 1;
    return;
  }
  if (command === 'migrate') {
    const db = openDatabase(config);
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
    await db.close();
    return;
  }
  const app = await buildApp(config);
  if (command === 'seed-demo' || (command === 'start' && config.devFeatures)) {
    const created = await seedDemoData(app.guru);
    if (created) app.log.info('demo data created');
  }
  if (command === 'seed-demo') {
    await app.close();
    return;
  }
  if (command !== 'start')
    throw new Error(
      `Unknown command "${command}". Use start, migrate, seed-demo, backup <file>, restore <file>, create-provider <username> <email> or verify-audit [file] [--partial].`,
    );
  // Graceful shutdown (SIGTERM/SIGINT): app.close() stops accepting connections and waits for the
  // requests in flight (an upload's PATCH included), then runs the onClose hooks in reverse order: the
  // job scheduler stops (waiting for a run in progress) before the file store, Redis and the database close.
  let jobs: JobScheduler | null = null;
  app.addHook('onClose', async () => {
    await jobs?.stop();
  });
  await app.listen({ port: config.port, host: config.host });
  jobs = startJobs(app.guru);
  if (!config.clamav)
    console.warn(
      'Warning: CLAMAV_URL is not set, so uploaded documents are not scanned for malware (see the README, "Malware scanning").',
    );
  if (config.devFeatures) printDemoLogins(config.port);
  else
    console.log(
      `Guru Suite is running at ${config.publicUrl.origin} (listening on ${config.host}:${config.port})`,
    );
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    // A request may last at most requestTimeout (2 minutes): past that and a little more, give up.
    setTimeout(() => {
      console.error('Shutdown took too long; exiting with requests still open.');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err instanceof Error ? err.message : err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const SHUTDOWN_DEADLINE_MS = 130_000;

function printDemoLogins(port: number): void {
  const lines = [
    '',
    `Guru Suite is running at http://localhost:${port}  (firm "${demoFirm.name}")`,
    'Demo logins (username / password / PIN):',
    ...demoLogins.map((l) => `  ${l.role.padEnd(9)} ${l.username} / ${l.password} / ${l.pin}`),
    `Text messages and e-mails: http://localhost:${port}/dev/outbox`,
    '',
  ];
  console.log(lines.join('\n'));
}

function describeFiles(
  files: { dir: string; count: number; bytes: number; missing: number } | undefined,
): string {
  if (!files) return '';
  const missing =
    files.missing > 0 ? ` (${files.missing} named by a row were already gone from the store)` : '';
  return ` Stored documents: ${files.count} (${files.bytes} bytes, encrypted) in ${files.dir}${missing}; they open only with the same FILES_KEY.`;
}

function describeCounts(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
}

main(process.argv[2] ?? 'start', process.argv[3]).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
