/**
 * API throughput: a mixed, authenticated workload against the real server, as a ratio to a bare
 * Fastify JSON route measured in the same run on the same machine, on SQLite and on PostgreSQL.
 *
 * Per database, a firm is made in this process (buildApp over the database): a client with
 * BENCH_THROUGHPUT_ENTRIES (200) Password Guru entries (envelopes made with @guru/vault-crypto as the
 * browser makes them, under a key of this bench), an advisor, and 200 more clients for the advisor's
 * list. The client signs in to Password Guru (password, SMS code, PIN) and the advisor to the console
 * (password, TOTP, PIN); then the real server (`main.ts start`, NODE_ENV=production, log level warn)
 * runs as its own process on that database and accepts both cookies.
 *
 * autocannon (in this process) drives 50 connections (BENCH_THROUGHPUT_CONNECTIONS), each cycling
 * through ten requests: 3 × the first page of the client's entries (GET accountManagements/me,
 * limit 50), 3 × one entry, 1 × an entry created (a fresh id and envelopes each time), 1 × an entry
 * updated, 1 × the advisor's client list (first page of 10, by name), 1 × one more entry. First the
 * bare server (bench/lib/bare-fastify.ts, its own process too), then the app, then the ceiling
 * (bench/lib/ceiling-fastify.ts: a bare Fastify answering the same requests with the app's own answers,
 * taken once from it and kept in memory; no database, no checks), each warmed up for
 * BENCH_THROUGHPUT_WARMUP seconds (2), then measured for BENCH_THROUGHPUT_SECONDS (10). The ceiling's
 * ratio bounds what any implementation of the workload could reach on the machine (ADR 0024).
 *
 * Target (reported, not asserted): requests per second ≥ 0.25 × the ceiling's on SQLite and ≥ 0.15 ×
 * on PostgreSQL (the ceiling measured in the same run), p99 ≤ 50 ms, no errors (connection errors,
 * timeouts or a status other than 2xx). The ratio to the bare route is printed beside it, and the server's
 * CPU time per request in the measured run (user and system, from /proc: Linux only), which moves much less with
 * the machine's load than the rates. The load average is printed beside the figures: the machine is shared.
 *
 * BENCH_THROUGHPUT_DIALECTS (sqlite,postgres); PostgreSQL as bench/lib/bench-database.ts finds it,
 * skipped when it does not answer unless REQUIRE_POSTGRES=1. BENCH_THROUGHPUT_PROFILE=<folder> writes
 * the server's CPU profile there (node --cpu-prof; the figures of such a run are not the ones to report).
 *
 *   npx tsx bench/throughput.ts          (npm run bench -- throughput)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type AutocannonRequest } from 'autocannon';
import pg from 'pg';
import { API_PREFIX, AppType, apiPaths, clientApiPaths } from '@guru/shared';
import { encryptItem } from '@guru/vault-crypto';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { PasswordsRepository } from '../apps/server/src/modules/passwords/passwords.repository.js';
import { freePort } from '../apps/server/src/test/process/server-process.js';
import { buildUsers } from '../apps/server/src/test/factories.js';
import { signInClient, signInWithTotp } from '../apps/server/src/test/sign-in.js';
import { createFirm, createTestUser } from '../apps/server/src/test/test-app.js';
import { benchPostgresUrl, describePostgresUrl, postgresUnreachable } from './lib/bench-database.js';
import type { CeilingAnswer } from './lib/ceiling-fastify.js';
import { productionBenchEnv } from './lib/production-env.js';
import { benchDialects, positiveInt } from './lib/bench-env.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const CONNECTIONS = positiveInt('BENCH_THROUGHPUT_CONNECTIONS', 50);
const SECONDS = positiveInt('BENCH_THROUGHPUT_SECONDS', 10);
const WARMUP_SECONDS = positiveInt('BENCH_THROUGHPUT_WARMUP', 2);
const ENTRIES = positiveInt('BENCH_THROUGHPUT_ENTRIES', 200);
const ADVISOR_CLIENTS = 200;
const UPDATED_ENTRIES = 20;
/** The share of the ceiling's rate (same run) the app must reach, by database (Performance III, target 3). */
const TARGET_CEILING_RATIO = { sqlite: 0.25, postgres: 0.15 } as const;
const TARGET_P99_MS = 50;
const PROFILE_DIR = process.env.BENCH_THROUGHPUT_PROFILE ?? '';
const dialects = benchDialects('BENCH_THROUGHPUT_DIALECTS');

function log(line: string): void {
  console.log(`[throughput] ${line}`);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

// --- Load ------------------------------------------------------------------------------------------

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
  /** Answers by status code, when not all 2xx. */
  statuses: string;
  /** The server's CPU time (user and system) per request of the measured run, when measured (Linux). */
  serverCpuUsPerRequest?: number;
}

async function drive(url: string, requests: AutocannonRequest[] | undefined, seconds: number): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
    statuses: Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', '),
  };
}

/** Clock ticks of /proc/<pid>/stat (getconf CLK_TCK), 100 on Linux. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * A process's CPU time so far in ms (user + system, /proc/<pid>/stat), null where there is no /proc. Unlike the
 * rate, the CPU a request costs the server hardly moves with the load of the shared machine.
 */
function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name (in parentheses): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Warm-up (not kept), then the measured run; with the server's pid, its CPU per request in that run. */
async function measure(url: string, requests?: AutocannonRequest[], serverPid?: number): Promise<Load> {
  await drive(url, requests, WARMUP_SECONDS);
  const cpuBefore = processCpuMs(serverPid);
  const load = await drive(url, requests, SECONDS);
  const cpuAfter = processCpuMs(serverPid);
  if (cpuBefore === null || cpuAfter === null || load.total === 0) return load;
  return { ...load, serverCpuUsPerRequest: ((cpuAfter - cpuBefore) * 1000) / load.total };
}

const fmtCpu = (l: Load) =>
  l.serverCpuUsPerRequest === undefined
    ? ''
    : `, server CPU ${Math.round(l.serverCpuUsPerRequest)} µs per request`;

const fmtLoad = (l: Load) =>
  `${Math.round(l.requestsPerSecond)} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms, ${l.errors} errors of ${l.total}${l.errors > 0 ? ` (status codes ${l.statuses})` : ''}${fmtCpu(l)}`;

// --- The bare baseline ------------------------------------------------------------------------------

/** A server of bench/lib (the bare route, or the ceiling with its answers file) as its own process. */
async function startLibServer(
  script: string,
  args: string[] = [],
): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, 'lib', script), ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

/** Measures a bench/lib server under `requests` (the bare route when none), then stops it. */
async function measureLibServer(
  script: string,
  args: string[],
  requests?: AutocannonRequest[],
): Promise<Load> {
  const server = await startLibServer(script, args);
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  try {
    return await measure(requests ? server.origin : `${server.origin}/hello`, requests, server.child.pid);
  } finally {
    await stop(server.child, exited);
  }
}

async function stop(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  child.kill('SIGTERM');
  const done = await Promise.race([
    exited.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000)),
  ]);
  if (!done) {
    child.kill('SIGKILL');
    await exited;
  }
}

// --- The app -----------------------------------------------------------------------------------------

interface AppProcess {
  origin: string;
  child: ChildProcess;
  exited: Promise<unknown>;
}

/** `main.ts start` as its own process on a free port (node --cpu-prof when BENCH_THROUGHPUT_PROFILE is set). */
async function startApp(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts', 'start'], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start (${child.exitCode})`);
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { origin, child, exited };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// --- The world and its requests -----------------------------------------------------------------------

type Body = { id: string; folderId: null; summary: string; secret: string };

/** Entry bodies made as the browser makes them: envelopes bound to the user and the entry's id. */
async function entryBodies(key: Uint8Array, userId: string, ids: readonly string[]): Promise<Body[]> {
  return Promise.all(
    ids.map(async (id, i) => {
      const n = String(i).padStart(5, '0');
      const env = await encryptItem(
        key,
        userId,
        id,
        { name: `Northwind Bank ${n}`, username: `casey_${n}`, website: `https://northwind.test/${n}` },
        { password: `pw-${crypto.randomBytes(6).toString('hex')}`, note: '' },
      );
      return { id, folderId: null, summary: env.summary, secret: env.secret };
    }),
  );
}

interface World {
  env: Record<string, string>;
  clientCookie: string;
  advisorCookie: string;
  entryIds: string[];
  updates: Body[];
  creates: Body[];
  drop(): Promise<void>;
}

async function newPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = benchPostgresUrl();
  const name = `guru_bench_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function buildWorld(dialect: 'sqlite' | 'postgres', dataDir: string, creates: number): Promise<World> {
  const env = productionBenchEnv(dataDir);
  let drop = async () => {};
  if (dialect === 'postgres') {
    const database = await newPostgresDatabase();
    env.DATABASE_URL = database.url;
    drop = database.drop;
  }
  const app = await buildApp({ ...loadConfig(env), webDistDir: null }, { logger: false });
  try {
    const firmId = await createFirm(app, 'bench', 'Bench Wealth Partners');
    const client = await createTestUser(app, { firmId, username: 'bench.client' });
    const advisor = await createTestUser(app, { firmId, username: 'bench.advisor', role: 'advisor' });
    await buildUsers(
      app.guru.db,
      { id: firmId },
      Array.from({ length: ADVISOR_CLIENTS }, (_, i) => ({
        roleId: 3,
        scope: 'client' as const,
        last_name: `Client ${String(i).padStart(3, '0')}`,
      })),
    );

    const key = crypto.randomBytes(32);
    const owner = { userId: client.id, firmId };
    const seeded = await entryBodies(
      key,
      client.id,
      Array.from({ length: ENTRIES }, () => crypto.randomUUID()),
    );
    const at = new Date().toISOString();
    await new PasswordsRepository(app.guru.db.kysely).insertItems(
      owner,
      seeded.map((b) => ({
        id: b.id,
        folder_id: null,
        summary: b.summary,
        secret: b.secret,
        created_at: at,
        updated_at: at,
      })),
    );
    const entryIds = seeded.map((b) => b.id);
    const updates = await entryBodies(key, client.id, entryIds.slice(0, UPDATED_ENTRIES));
    const fresh = await entryBodies(
      key,
      client.id,
      Array.from({ length: creates }, () => crypto.randomUUID()),
    );

    const clientCookie = (await signInClient(app, client, AppType.password)).cookieHeader();
    const advisorCookie = (await signInWithTotp(app, advisor, AppType.password)).cookieHeader();
    return { env, clientCookie, advisorCookie, entryIds, updates, creates: fresh, drop };
  } finally {
    await app.close();
  }
}

/**
 * The ten requests each connection cycles through. Each create sends a fresh entry of the pool; the
 * ceiling, which keeps nothing, may cycle through the pool (`reuseCreates`).
 */
function workload(world: World, reuseCreates = false): AutocannonRequest[] {
  const asClient = { cookie: world.clientCookie, 'x-app-type': AppType.password };
  const asAdvisor = { cookie: world.advisorCookie, 'x-app-type': AppType.password };
  const json = { 'content-type': 'application/json' };
  let read = 0;
  let created = 0;
  let updated = 0;
  const list: AutocannonRequest = {
    method: 'GET',
    path: `${API_PREFIX}${apiPaths.passwordsMyItems}?offset=0&limit=50`,
    headers: asClient,
  };
  const one: AutocannonRequest = {
    method: 'GET',
    headers: asClient,
    setupRequest: (req) => ({
      ...req,
      path: `${API_PREFIX}${apiPaths.passwordsItems}/${world.entryIds[read++ % world.entryIds.length]}`,
    }),
  };
  const create: AutocannonRequest = {
    method: 'POST',
    path: `${API_PREFIX}${apiPaths.passwordsItems}`,
    headers: { ...asClient, ...json },
    setupRequest: (req) => {
      const body = world.creates[reuseCreates ? created++ % world.creates.length : created++];
      if (!body) throw new Error('the bench ran out of prepared entries: raise its pool');
      return { ...req, body: JSON.stringify(body) };
    },
  };
  const update: AutocannonRequest = {
    method: 'PUT',
    headers: { ...asClient, ...json },
    setupRequest: (req) => {
      const { id, ...body } = world.updates[updated++ % world.updates.length]!;
      return { ...req, path: `${API_PREFIX}${apiPaths.passwordsItems}/${id}`, body: JSON.stringify(body) };
    },
  };
  const clients: AutocannonRequest = {
    method: 'GET',
    path: `${API_PREFIX}${clientApiPaths.clientList}?offset=0&limit=10&orderBy=name`,
    headers: asAdvisor,
  };
  return [list, one, list, one, create, one, update, clients, list, one];
}

// --- The ceiling ------------------------------------------------------------------------------------

/**
 * The app's own answers to the workload's five kinds of request, taken once from the running app (one
 * entry of the create pool is spent on it), for the ceiling server to serve from memory.
 */
async function takeAnswers(origin: string, world: World): Promise<CeilingAnswer[]> {
  const asClient = { cookie: world.clientCookie, 'x-app-type': AppType.password };
  const json = { 'content-type': 'application/json' };
  const created = world.creates.pop();
  const { id: updatedId, ...updated } = world.updates[0]!;
  const kinds: {
    method: CeilingAnswer['method'];
    url: string;
    path: string;
    headers: Record<string, string>;
    body?: unknown;
  }[] = [
    {
      method: 'GET',
      url: apiPaths.passwordsMyItems,
      path: `${apiPaths.passwordsMyItems}?offset=0&limit=50`,
      headers: asClient,
    },
    {
      method: 'GET',
      url: apiPaths.passwordsItem,
      path: `${apiPaths.passwordsItems}/${world.entryIds[0]}`,
      headers: asClient,
    },
    {
      method: 'POST',
      url: apiPaths.passwordsItems,
      path: apiPaths.passwordsItems,
      headers: { ...asClient, ...json },
      body: created,
    },
    {
      method: 'PUT',
      url: apiPaths.passwordsItem,
      path: `${apiPaths.passwordsItems}/${updatedId}`,
      headers: { ...asClient, ...json },
      body: updated,
    },
    {
      method: 'GET',
      url: clientApiPaths.clientList,
      path: `${clientApiPaths.clientList}?offset=0&limit=10&orderBy=name`,
      headers: { cookie: world.advisorCookie, 'x-app-type': AppType.password },
    },
  ];
  return Promise.all(
    kinds.map(async (kind) => {
      const response = await fetch(`${origin}${API_PREFIX}${kind.path}`, {
        method: kind.method,
        headers: kind.headers,
        body: kind.body === undefined ? undefined : JSON.stringify(kind.body),
      });
      const text = await response.text();
      if (!response.ok)
        throw new Error(`${kind.method} ${kind.url} answered ${response.status}: ${text.slice(0, 300)}`);
      return {
        method: kind.method,
        url: `${API_PREFIX}${kind.url}`,
        status: response.status,
        body: JSON.parse(text) as unknown,
      };
    }),
  );
}

// --- Main -------------------------------------------------------------------------------------------

interface Outcome {
  dialect: 'sqlite' | 'postgres';
  bare: Load;
  app: Load;
  ceiling: Load;
}

async function runDialect(dialect: 'sqlite' | 'postgres'): Promise<Outcome> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-bench-throughput-'));
  let world: World | null = null;
  let server: AppProcess | null = null;
  try {
    // Creates: one in ten requests; 20,000 req/s would be far above what this machine serves.
    const creates = Math.ceil(((SECONDS + WARMUP_SECONDS) * 20_000) / 10);
    const started = Date.now();
    world = await buildWorld(dialect, dataDir, creates);
    log(
      `${dialect}: firm, ${ENTRIES} entries, advisor and ${ADVISOR_CLIENTS} clients made and signed in, ${creates} entries prepared, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const bareLoad = await measureLibServer('bare-fastify.ts', []);
    log(`${dialect}: bare Fastify JSON route: ${fmtLoad(bareLoad)} (load average ${loadAverage()})`);

    server = await startApp(world.env);
    const probe = await fetch(`${server.origin}${API_PREFIX}${apiPaths.passwordsMyItems}?offset=0&limit=50`, {
      headers: { cookie: world.clientCookie, 'x-app-type': AppType.password },
    });
    if (probe.status !== 200)
      throw new Error(`the client's list answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
    const answersFile = path.join(dataDir, 'ceiling-answers.json');
    fs.writeFileSync(answersFile, JSON.stringify(await takeAnswers(server.origin, world)));
    const appLoad = await measure(server.origin, workload(world), server.child.pid);
    log(`${dialect}: the app, mixed workload: ${fmtLoad(appLoad)} (load average ${loadAverage()})`);
    await stop(server.child, server.exited);
    server = null;

    const ceilingLoad = await measureLibServer('ceiling-fastify.ts', [answersFile], workload(world, true));
    log(
      `${dialect}: the ceiling (bare Fastify, the same requests answered from memory): ${fmtLoad(ceilingLoad)} (load average ${loadAverage()})`,
    );
    return { dialect, bare: bareLoad, app: appLoad, ceiling: ceilingLoad };
  } finally {
    if (server) await stop(server.child, server.exited);
    if (PROFILE_DIR) log(`CPU profile of the server in ${path.resolve(PROFILE_DIR)}`);
    await world?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function summary(o: Outcome): string {
  const ofCeiling = o.app.requestsPerSecond / o.ceiling.requestsPerSecond;
  const target = TARGET_CEILING_RATIO[o.dialect];
  const pass = ofCeiling >= target && o.app.p99 <= TARGET_P99_MS && o.app.errors === 0;
  return (
    `throughput bench: ${o.dialect}, ${CONNECTIONS} connections, ${SECONDS} s: ${Math.round(o.app.requestsPerSecond)} req/s = ${ofCeiling.toFixed(3)} × its ceiling (${Math.round(o.ceiling.requestsPerSecond)} req/s: the same requests answered from memory, no database or checks, same run) (target ≥ ${target}), ` +
    `p99 ${o.app.p99} ms (target ≤ ${TARGET_P99_MS}), ${o.app.errors} errors (target 0): ${pass ? 'PASS' : 'FAIL'}${fmtCpu(o.app)}` +
    (o.ceiling.serverCpuUsPerRequest === undefined
      ? ''
      : ` (the ceiling's ${Math.round(o.ceiling.serverCpuUsPerRequest)} µs)`) +
    `; ` +
    `beside it: ${(o.app.requestsPerSecond / o.bare.requestsPerSecond).toFixed(3)} × a bare Fastify route (${Math.round(o.bare.requestsPerSecond)} req/s), the ceiling ${(o.ceiling.requestsPerSecond / o.bare.requestsPerSecond).toFixed(2)} ×; load average ${loadAverage()}`
  );
}

async function main(): Promise<number> {
  const outcomes: Outcome[] = [];
  for (const dialect of dialects) {
    if (dialect === 'postgres') {
      const why = await postgresUnreachable(benchPostgresUrl());
      if (why) {
        if (process.env.REQUIRE_POSTGRES === '1')
          throw new Error(`PostgreSQL at ${describePostgresUrl(benchPostgresUrl())} does not answer: ${why}`);
        log(`postgres skipped: ${describePostgresUrl(benchPostgresUrl())} does not answer (${why})`);
        continue;
      }
    }
    outcomes.push(await runDialect(dialect));
  }
  for (const o of outcomes) console.log(summary(o));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `throughput bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  },
);
