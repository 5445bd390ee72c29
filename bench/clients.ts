/**
 * Client Management API with 10,000 clients in one firm, on SQLite and on PostgreSQL.
 *
 * The whole server (buildApp) listens on a free port over a fresh database; an advisor signs in
 * over HTTP (password, TOTP, PIN) and this process times `GET clientList` with fetch, end to end
 * (request sent → body received), for:
 *
 * - list: the first page in the default sort (-createdAt);
 * - search: `q=` part of a name, and part of an e-mail address;
 * - sort: the first page by each orderBy (name, -name, email, createdAt, -createdAt, status, lastLogged);
 * - the Disabled Users folder (isDisabled=true).
 *
 * Every kind is requested in turn (round robin), first unmeasured (warm-up), then measured; p50
 * and p99 are printed with PASS/FAIL against the target (p99 < 100 ms), and the server's own
 * share (Server-Timing added by this bench: routing to payload ready). The bench is a report: it
 * exits 0 when a target is missed, 1 only when it could not run.
 *
 *   npx tsx bench/clients.ts
 *
 * The clients are inserted in bulk (batched, one transaction), with varied names, e-mails,
 * statuses (some disabled, pending, requested), creation and last sign-in dates, and invites; a
 * second firm with 500 clients shares the table. SQLite is a new file in a temporary folder, used
 * as the server uses it (never ANALYZEd); PostgreSQL a new database (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres), ANALYZEd after the
 * insert as autovacuum would, and dropped at the end. When PostgreSQL does not answer it is
 * skipped, unless REQUIRE_POSTGRES=1.
 *
 * BENCH_CLIENTS (10000), BENCH_CLIENTS_SAMPLES (measured requests per kind, 200),
 * BENCH_CLIENTS_WARMUP (20), BENCH_CLIENTS_DIALECTS (sqlite,postgres).
 * Results: bench/results/clients.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { API_PREFIX, clientApiPaths, clientLimits, clientListSchema, type ClientList } from '@guru/shared';
import type { Dialect } from '../apps/server/src/db/database.js';
import { createFirm, createTestUser } from '../apps/server/src/test/test-app.js';
import {
  benchPostgresUrl,
  createBenchDatabase,
  describePostgresUrl,
  postgresUnreachable,
} from './lib/bench-database.js';
import { insertClients, type InsertedClients } from './lib/client-records.js';
import { startTimedServer, timedGet } from './lib/timed-server.js';
import { HttpSession, signInStaffOverHttp } from './lib/http-session.js';
import { fmtMs, summarise, type LatencySummary } from './lib/latency.js';
import { benchDialects, positiveInt } from './lib/bench-env.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = path.join(repoRoot, 'bench/results');

const CLIENTS = positiveInt('BENCH_CLIENTS', 10_000);
const SAMPLES = positiveInt('BENCH_CLIENTS_SAMPLES', 200);
const WARMUP = positiveInt('BENCH_CLIENTS_WARMUP', 20);
const OTHER_FIRM_CLIENTS = 500;
const TARGET_P99_MS = 100;
const dialects = benchDialects('BENCH_CLIENTS_DIALECTS');

const listPath = clientApiPaths.clientList;
/** Part of a name (Anderson, Sanders, Alexander…) and part of an e-mail address (its domain). */
const NAME_FRAGMENT = 'ander';
const EMAIL_FRAGMENT = '@northwind';

// --- Output ------------------------------------------------------------------------------------

function log(line: string): void {
  console.log(`[clients] ${line}`);
}

function detail(line: string): void {
  console.log(`[clients]     ${line}`);
}

// --- What is measured --------------------------------------------------------------------------

interface Kind {
  key: string;
  label: string;
  query: Record<string, string>;
  /** A problem with the answer, or null: checked once, outside the timing. */
  check(data: ClientList, seeded: InsertedClients): string | null;
}

const isSorted = (values: string[], desc: boolean) =>
  values.every((v, i) => i === 0 || (desc ? values[i - 1]! >= v : values[i - 1]! <= v));
const pageSize = clientLimits.defaultPageSize;
const fullPage = (data: ClientList) =>
  data.results.length === Math.min(pageSize, data.total)
    ? null
    : `${data.results.length} rows on the first page of ${data.total}`;
const notDisabled = (data: ClientList) =>
  data.results.some((r) => r.status === 'Disabled')
    ? 'a disabled client outside the Disabled Users folder'
    : null;
const listTotal = (data: ClientList, seeded: InsertedClients) =>
  data.total === seeded.total - seeded.byStatus.disabled
    ? null
    : `total ${data.total}, expected ${seeded.total - seeded.byStatus.disabled}`;

function contains(fragment: string) {
  return (data: ClientList) => {
    const f = fragment.toLowerCase();
    const miss = data.results.find(
      (r) => !r.fullName.toLowerCase().includes(f) && !r.email.toLowerCase().includes(f),
    );
    return (
      fullPage(data) ??
      notDisabled(data) ??
      (miss ? `"${miss.fullName}" <${miss.email}> does not contain "${fragment}"` : null)
    );
  };
}

function sortedBy(pick: (r: ClientList['results'][number]) => string, desc: boolean) {
  return (data: ClientList, seeded: InsertedClients) =>
    fullPage(data) ??
    notDisabled(data) ??
    listTotal(data, seeded) ??
    (isSorted(data.results.map(pick), desc) ? null : 'rows out of order');
}

const sameTotal = (data: ClientList, seeded: InsertedClients) =>
  fullPage(data) ?? notDisabled(data) ?? listTotal(data, seeded);

const kinds: Kind[] = [
  {
    key: 'list',
    label: 'list (first page, -createdAt)',
    query: {},
    check: sortedBy((r) => r.createdAt, true),
  },
  {
    key: 'search-name',
    label: `search name q=${NAME_FRAGMENT}`,
    query: { q: NAME_FRAGMENT },
    check: contains(NAME_FRAGMENT),
  },
  {
    key: 'search-email',
    label: `search e-mail q=${EMAIL_FRAGMENT}`,
    query: { q: EMAIL_FRAGMENT },
    check: contains(EMAIL_FRAGMENT),
  },
  ...(['name', '-name', 'email', 'createdAt', '-createdAt', 'status', 'lastLogged'] as const).map(
    (orderBy): Kind => ({
      key: `sort ${orderBy}`,
      label: `sort orderBy=${orderBy}`,
      query: { orderBy },
      check:
        orderBy === 'createdAt' || orderBy === '-createdAt'
          ? sortedBy((r) => r.createdAt, orderBy.startsWith('-'))
          : orderBy === 'lastLogged'
            ? sortedBy((r) => r.lastLogged ?? '', false)
            : sameTotal,
    }),
  ),
  {
    key: 'disabled',
    label: 'Disabled Users (isDisabled=true)',
    query: { isDisabled: 'true' },
    check: (data, seeded) =>
      fullPage(data) ??
      (data.total !== seeded.byStatus.disabled
        ? `total ${data.total}, expected ${seeded.byStatus.disabled}`
        : null) ??
      (data.results.every((r) => r.status === 'Disabled') ? null : 'a client that is not disabled'),
  },
];

function urlPath(kind: Kind): string {
  const query = new URLSearchParams(kind.query).toString();
  return `${API_PREFIX}${listPath}${query ? `?${query}` : ''}`;
}

// --- One dialect -------------------------------------------------------------------------------

interface KindResult {
  key: string;
  label: string;
  path: string;
  total: number;
  endToEnd: LatencySummary;
  server: LatencySummary;
  pass: boolean;
}

interface DialectResult {
  dialect: Dialect;
  where: string;
  seeded: InsertedClients;
  seedSeconds: number;
  kinds: KindResult[];
}

async function runDialect(dialect: Dialect): Promise<DialectResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-bench-clients-'));
  const bench = await createBenchDatabase(dialect);
  let app: FastifyInstance | null = null;
  try {
    const subdomain = 'bench';
    const server = await startTimedServer(bench, dataDir, subdomain);
    app = server.app;
    log(`${dialect}: server at ${server.baseUrl} on ${bench.where}`);

    let started = performance.now();
    const firmId = await createFirm(app, subdomain, 'Bench Advisors');
    const otherFirmId = await createFirm(app, 'other', 'Other Advisors');
    const password = 'Advisor!2026';
    const advisor = await createTestUser(app, {
      firmId,
      username: 'bench.advisor',
      role: 'advisor',
      password,
      pin: '2468',
    });
    const colleague = await createTestUser(app, {
      firmId,
      username: 'bench.colleague',
      role: 'advisor',
      password,
      pin: '2468',
    });
    const accounts = performance.now() - started;
    started = performance.now();
    const db = bench.db.kysely;
    const seeded = await insertClients(db, {
      firmId,
      count: CLIENTS,
      advisorIds: [advisor.id, colleague.id],
    });
    await insertClients(db, { firmId: otherFirmId, count: OTHER_FIRM_CLIENTS, advisorIds: [], seed: 7 });
    const inserted = performance.now() - started;
    if (dialect === 'postgres') await sql`analyze`.execute(db);
    const s = seeded.byStatus;
    log(
      `${dialect}: ${seeded.total} clients in the firm (${s.active} active, ${s.disabled} disabled, ${s.pending} pending, ${s.requested} requested; ` +
        `${seeded.invites} invites) and ${OTHER_FIRM_CLIENTS} in another, inserted in ${(inserted / 1000).toFixed(1)} s ` +
        `(advisor accounts: ${(accounts / 1000).toFixed(1)} s)${dialect === 'postgres' ? '; ANALYZEd' : ''}`,
    );

    const session = new HttpSession(server.baseUrl, 'passwordguru');
    started = performance.now();
    await signInStaffOverHttp(session, { username: 'bench.advisor', password, pin: '2468' });
    log(
      `${dialect}: advisor signed in over HTTP (password, TOTP, PIN) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    // One checked request per kind, then the warm-up rounds, then the measured rounds.
    const totals = new Map<string, number>();
    for (const kind of kinds) {
      const res = await timedGet(session, urlPath(kind));
      if (res.status !== 200)
        throw new Error(`${urlPath(kind)} answered ${res.status}: ${res.body.slice(0, 300)}`);
      const data = clientListSchema.parse((JSON.parse(res.body) as { data: unknown }).data);
      const problem = kind.check(data, seeded);
      if (problem) throw new Error(`${urlPath(kind)}: ${problem}`);
      totals.set(kind.key, data.total);
    }
    const samples = new Map(kinds.map((k) => [k.key, { e2e: [] as number[], server: [] as number[] }]));
    for (let round = 0; round < WARMUP + SAMPLES; round += 1) {
      for (const kind of kinds) {
        const res = await timedGet(session, urlPath(kind));
        if (res.status !== 200)
          throw new Error(`${urlPath(kind)} answered ${res.status}: ${res.body.slice(0, 300)}`);
        if (round < WARMUP) continue;
        const bucket = samples.get(kind.key)!;
        bucket.e2e.push(res.ms);
        bucket.server.push(res.serverMs);
      }
    }

    const results: KindResult[] = kinds.map((kind) => {
      const bucket = samples.get(kind.key)!;
      const endToEnd = summarise(bucket.e2e);
      return {
        key: kind.key,
        label: kind.label,
        path: urlPath(kind),
        total: totals.get(kind.key) ?? 0,
        endToEnd,
        server: summarise(bucket.server),
        pass: endToEnd.p99 < TARGET_P99_MS,
      };
    });
    log(
      `${dialect}: ${SAMPLES} requests per kind after ${WARMUP} warm-up, end to end over HTTP (target p99 < ${TARGET_P99_MS} ms):`,
    );
    for (const r of results) {
      detail(
        `${r.label.padEnd(34)} p50 ${fmtMs(r.endToEnd.p50).padStart(6)} ms  p99 ${fmtMs(r.endToEnd.p99).padStart(6)} ms  ` +
          `(server p50 ${fmtMs(r.server.p50)}, p99 ${fmtMs(r.server.p99)}; ${r.total} matching)  ${r.pass ? 'PASS' : 'FAIL'}`,
      );
    }
    return { dialect, where: bench.where, seeded, seedSeconds: inserted / 1000, kinds: results };
  } finally {
    await app?.close();
    await bench.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// --- Main --------------------------------------------------------------------------------------

function printTable(results: DialectResult[]): void {
  const head = [
    'kind'.padEnd(34),
    ...results.map((r) => `${r.dialect} p50`.padStart(13) + `${r.dialect} p99`.padStart(14) + ''.padStart(6)),
  ];
  log(
    `summary (ms, end to end; target p99 < ${TARGET_P99_MS} ms; ${CLIENTS} clients, ${SAMPLES} requests per kind):`,
  );
  detail(head.join(' '));
  for (const kind of kinds) {
    const cells = results.map((r) => {
      const k = r.kinds.find((x) => x.key === kind.key)!;
      return (
        fmtMs(k.endToEnd.p50).padStart(13) +
        fmtMs(k.endToEnd.p99).padStart(14) +
        (k.pass ? 'PASS' : 'FAIL').padStart(6)
      );
    });
    detail([kind.label.padEnd(34), ...cells].join(' '));
  }
}

function summaryOf(r: DialectResult): string {
  const passed = r.kinds.filter((k) => k.pass).length;
  const worst = r.kinds.reduce((a, b) => (b.endToEnd.p99 > a.endToEnd.p99 ? b : a));
  const failed = r.kinds.filter((k) => !k.pass).map((k) => k.key);
  return `${r.dialect} ${passed}/${r.kinds.length} PASS (worst p99 ${fmtMs(worst.endToEnd.p99)} ms: ${worst.key})${failed.length > 0 ? `, FAIL: ${failed.join(', ')}` : ''}`;
}

async function main(): Promise<number> {
  if (dialects.length === 0) throw new Error('BENCH_CLIENTS_DIALECTS names neither sqlite nor postgres');
  const results: DialectResult[] = [];
  const skipped: string[] = [];
  for (const dialect of dialects) {
    if (dialect === 'postgres') {
      const url = benchPostgresUrl();
      const why = await postgresUnreachable(url);
      if (why) {
        const message = `PostgreSQL not reachable at ${describePostgresUrl(url)} (${why})`;
        if (process.env.REQUIRE_POSTGRES === '1') throw new Error(`${message}; REQUIRE_POSTGRES=1`);
        log(`postgres: skipped, ${message}; set BENCH_DATABASE_URL or TEST_DATABASE_URL`);
        skipped.push('postgres skipped (not reachable)');
        continue;
      }
    }
    results.push(await runDialect(dialect));
  }
  if (results.length > 0) printTable(results);

  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, 'clients.json'),
    `${JSON.stringify({ date: new Date().toISOString(), clients: CLIENTS, samples: SAMPLES, warmup: WARMUP, targetP99Ms: TARGET_P99_MS, skipped, results }, null, 2)}\n`,
  );
  console.log(`clients bench: ${CLIENTS} clients; ${[...results.map(summaryOf), ...skipped].join('; ')}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `clients bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  },
);
