import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  AppType,
  apiPaths,
  documentsApiPaths,
  healthPaths,
  loginPath,
  type DocumentList,
} from '@guru/shared';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { OutboxRepository } from '../infra/outbox/outbox.repository.js';
import { systemClock } from '../lib/clock.js';
import { createPostgresDatabase, startServer, type ServerProcess } from '../test/process/server-process.js';
import { fileOfSize, samples } from '../test/fixtures/upload-samples.js';
import { tusUpload } from '../test/fixtures/uploads.js';
import { createFirm, createTestUser, deriveCached, type TestUser } from '../test/test-app.js';
import { HttpSession } from '../test/process/http-session.js';
import { startTestS3, testPostgresUrl, testRedisUrl, type TestS3 } from '../test/process/test-services.js';

const WHAT = 'two instances (DESIGN section 13)';
const redisUrl = testRedisUrl(WHAT);
const postgresUrl = testPostgresUrl(WHAT);
const CHUNK = 256 * 1024;
const RATE_LIMIT = 6;
const JOB_PERIOD_SECONDS = 2;

interface JobRun {
  job: string;
  holder: string;
  leaseFrom: string;
}

/**
 * Two real server processes (main.ts start) on one PostgreSQL database, one S3 bucket and one Redis:
 * any instance serves any request (sessions, uploads, rate limits, job leases are shared).
 */
describe.runIf(redisUrl && postgresUrl)(
  'two instances on one PostgreSQL, one S3 server and one Redis',
  () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-two-'));
    const keyPrefix = `guru-test-${crypto.randomBytes(6).toString('hex')}:`;
    const runs: JobRun[] = [];
    let env: Record<string, string>;
    let s3: TestS3;
    let dropDatabase: () => Promise<void> = async () => {};
    let redis: Redis;
    let client: TestUser;
    let a: ServerProcess;
    let b: ServerProcess;

    /** Called after each run logged by either instance. */
    const runListeners = new Set<() => void>();
    const collectRuns = (line: string) => {
      if (!line.includes('scheduled job ran')) return;
      const { job, holder, leaseFrom } = JSON.parse(line) as JobRun;
      runs.push({ job, holder, leaseFrom });
      for (const listener of [...runListeners]) listener();
    };

    const latestSmsCode = async (phone: string): Promise<string> => {
      const db = openDatabase({ databaseUrl: env.DATABASE_URL ?? null, sqlitePath: '' });
      try {
        const sms = (await new OutboxRepository(db.kysely, systemClock).list()).find(
          (m) => m.channel === 'sms' && m.to === phone,
        );
        const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
        if (!code) throw new Error('no SMS code');
        return code;
      } finally {
        await db.close();
      }
    };

    beforeAll(async () => {
      s3 = await startTestS3();
      const database = await createPostgresDatabase();
      dropDatabase = database.drop;
      redis = new Redis(redisUrl ?? '', { keyPrefix });
      env = {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        STORAGE_URL: s3.storageUrl,
        REDIS_URL: redisUrl ?? '',
        REDIS_KEY_PREFIX: keyPrefix,
        // Every instance of an installation shares these two secrets.
        APP_SECRET: crypto.randomBytes(32).toString('hex'),
        FILES_KEY: crypto.randomBytes(32).toString('hex'),
        AUTH_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
        JOBS_PERIOD_SECONDS_OVERRIDE: String(JOB_PERIOD_SECONDS),
        LOG_LEVEL: 'info',
      };
      // The firm and its client exist before the instances start (the demo data is then not seeded).
      const app = await buildApp({ ...loadConfig(env), webDistDir: null }, { logger: false });
      const firmId = await createFirm(app, 'demo', 'Demo Wealth Partners');
      client = await createTestUser(app, { firmId, username: 'casey' });
      await app.close();
      // Started together: their schedulers' first ticks race for the same leases.
      [a, b] = await Promise.all([
        startServer(env, { bundled: true, onLine: collectRuns }),
        startServer(env, { bundled: true, onLine: collectRuns }),
      ]);
    }, 120_000);

    afterAll(async () => {
      for (const server of [a, b]) server?.child.kill('SIGKILL');
      await Promise.all([a?.exited, b?.exited]);
      if (redis) {
        const keys = await redis.keys(`${keyPrefix}*`);
        // keys() answers with the prefix; del() adds it again.
        if (keys.length) await redis.del(...keys.map((k) => k.slice(keyPrefix.length)));
        redis.disconnect();
      }
      await dropDatabase();
      await s3?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('reports both ready, Redis included', async () => {
      for (const server of [a, b]) {
        const res = await fetch(`${server.origin}${healthPaths.ready}`);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({
          status: 'ready',
          checks: { database: true, storage: true, redis: true },
        });
      }
    });

    it('continues a session across instances: password and code on A, PIN and an API call on B', async () => {
      const onA = new HttpSession(a.origin);
      const appType = AppType.documents;
      const pre = await onA.post(apiPaths.prelogin, { username: client.username });
      const { salt } = ((await pre.json()) as { data: { salt: string } }).data;
      const { authKeyB64 } = await deriveCached(client.password, salt);
      expect(
        (await onA.post(loginPath(appType), { username: client.username, authKey: authKeyB64, appType }))
          .status,
      ).toBe(200);
      expect(
        (await onA.post(apiPaths.verifyCode, { code: await latestSmsCode(client.phone), appType })).status,
      ).toBe(200);

      const onB = onA.on(b.origin);
      expect((await onB.post(apiPaths.accessCodeLogin, { pinCode: client.pin, appType })).status).toBe(200);
      const list = await onB.get(documentsApiPaths.list, { 'x-app-type': appType });
      expect(list.status).toBe(200);
      const onAAgain = await onA.get(documentsApiPaths.list, { 'x-app-type': appType });
      expect(onAAgain.status).toBe(200);

      // An upload begun on A (creation and two chunks) is finished on B, and downloaded through B.
      const data = fileOfSize(samples.pdf(), 4 * CHUNK + 777, 5);
      const metadata = { fileName: 'Across instances.pdf', isShareFA: 'false' };
      const cookie = onA.cookieHeader();
      let stopped: (done: Promise<void>) => void = () => {};
      const stop = new Promise<Promise<void>>((resolve) => {
        stopped = resolve;
      });
      const first = tusUpload(data, {
        endpoint: `${a.origin}${API_PREFIX}${documentsApiPaths.uploads}`,
        cookie,
        metadata,
        chunkSize: CHUNK,
        onChunkComplete: (upload, accepted) => {
          if (accepted === 2 * CHUNK) stopped(upload.abort());
        },
      });
      await await stop;
      const uploadPath = new URL(first.upload.url ?? '').pathname;
      const second = tusUpload(data, {
        endpoint: `${b.origin}${API_PREFIX}${documentsApiPaths.uploads}`,
        uploadUrl: `${b.origin}${uploadPath}`,
        cookie,
        metadata,
        chunkSize: CHUNK,
      });
      await second.done;
      expect(second.patchOffsets).toEqual([2 * CHUNK, 3 * CHUNK, 4 * CHUNK]);

      const listed = (await (await onB.get(documentsApiPaths.list, { 'x-app-type': appType })).json()) as {
        data: DocumentList;
      };
      const doc = listed.data.results.find((d) => d.fileName === metadata.fileName);
      expect(doc?.fileSize).toBe(data.length);
      const download = await onB.get(`${documentsApiPaths.download}?id=${doc?.id ?? ''}`, {
        'x-app-type': appType,
      });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(data)).toBe(true);
    });

    it('counts a rate limit across both instances', async () => {
      // Only this test's counters: the sign-in above used the same routes.
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length) await redis.del(...keys.map((k) => k.slice(keyPrefix.length)));
      const prelogin = (origin: string) =>
        new HttpSession(origin).post(apiPaths.prelogin, { username: 'someone' });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await prelogin(a.origin)).status);
      for (let i = 0; i < 4; i++) statuses.push((await prelogin(b.origin)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
      // And A now refuses too: one counter.
      expect((await prelogin(a.origin)).status).toBe(429);
    });

    it('runs each job once per period, whichever instance takes the lease', async () => {
      const job = 'documents.abandoned-uploads';
      const leasesOfJob = () =>
        runs
          .filter((r) => r.job === job)
          .map((r) => Date.parse(r.leaseFrom))
          .sort((x, y) => x - y);
      // Four periods at least (about 8 s at most from the start): awaited on the instances' logs of their
      // runs, for at most 6 periods.
      await new Promise<void>((resolve) => {
        const deadline = setTimeout(finish, 6 * JOB_PERIOD_SECONDS * 1000);
        function finish() {
          clearTimeout(deadline);
          runListeners.delete(check);
          resolve();
        }
        function check() {
          if (leasesOfJob().length >= 4) finish();
        }
        runListeners.add(check);
        check();
      });
      const leases = leasesOfJob();
      expect(leases.length).toBeGreaterThanOrEqual(4);
      // Never two runs within one period (each took the lease only once the previous one had expired).
      for (let i = 1; i < leases.length; i++)
        expect((leases[i] ?? 0) - (leases[i - 1] ?? 0)).toBeGreaterThanOrEqual(JOB_PERIOD_SECONDS * 1000);
      // The first period: exactly one of the two instances started at the same moment ran it.
      const firstPeriod = runs.filter(
        (r) => r.job === job && Date.parse(r.leaseFrom) < (leases[0] ?? 0) + JOB_PERIOD_SECONDS * 1000,
      );
      expect(firstPeriod).toHaveLength(1);
      expect(new Set(runs.map((r) => r.holder)).size).toBeGreaterThanOrEqual(1);
    }, 30_000);
  },
);
