/**
 * The advisor's daily lists at 10,000 rows per firm (Performance III, target 4): the documents inbox, the
 * document requests and the audit trail list their first page, on SQLite and on PostgreSQL.
 *
 * The whole server (buildApp) listens on a free port over a fresh database; an advisor signs in over HTTP
 * (password, TOTP, PIN) in Documents Guru, and this process times each list's GET with fetch, end to end
 * (request sent → body received), with the server's own share (Server-Timing added by the bench).
 *
 * Seeded in bulk: 200 clients; in the firm, 10,000 shared-area inbox rows (uploads, downloads, completed
 * requests) beside 10,000 private-area rows the inbox must never read, 10,000 requests of two items each, and
 * 10,000 audit events appended through the trail's own code (so each carries its chain hash); another firm
 * holds 2,000 of each. PostgreSQL is ANALYZEd after the insert, as autovacuum would.
 *
 * Every kind is requested in turn (round robin), first unmeasured (warm-up), then measured; p50 and p99 are
 * printed with PASS/MISS against the target (p99 < 50 ms). The bench is a report: it exits 0 when a target is
 * missed, 1 only when it could not run.
 *
 *   npx tsx bench/portal-lists.ts
 *
 * BENCH_LIST_ROWS (10000), BENCH_LIST_SAMPLES (measured requests per kind, 200), BENCH_LIST_WARMUP (20),
 * BENCH_LIST_DIALECTS (sqlite,postgres). Results: bench/results/portal-lists.json.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sql, type Insertable, type Kysely } from 'kysely';
import {
  AppType,
  BE_API_PREFIX,
  auditApiPaths,
  documentRequestsApiPaths,
  documentRequestsLimits,
  inboxActions,
  type AuditEventKind,
  type DocumentRequestState,
} from '@guru/shared';
import type { Dialect } from '../apps/server/src/db/database.js';
import type { Database } from '../apps/server/src/db/schema.js';
import type { DocumentActivityTable } from '../apps/server/src/db/tables/documents.table.js';
import { appendAuditEvents } from '../apps/server/src/modules/audit/audit.js';
import { createFirm, createTestUser } from '../apps/server/src/test/test-app.js';
import {
  benchPostgresUrl,
  createBenchDatabase,
  describePostgresUrl,
  postgresUnreachable,
} from './lib/bench-database.js';
import { insertClients } from './lib/client-records.js';
import { HttpSession, signInStaffOverHttp } from './lib/http-session.js';
import { fmtMs, summarise, type LatencySummary } from './lib/latency.js';
import { startTimedServer, timedGet } from './lib/timed-server.js';
import { benchDialects, positiveInt } from './lib/bench-env.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = path.join(repoRoot, 'bench/results');

const ROWS = positiveInt('BENCH_LIST_ROWS', 10_000);
const SAMPLES = positiveInt('BENCH_LIST_SAMPLES', 200);
const WARMUP = positiveInt('BENCH_LIST_WARMUP', 20);
const CLIENTS = 200;
const OTHER_FIRM_ROWS = 2_000;
const TARGET_P99_MS = 50;
const dialects = benchDialects('BENCH_LIST_DIALECTS');

function log(line: string): void {
  console.log(`[portal-lists] ${line}`);
}

// --- Seeding -------------------------------------------------------------------------------------

const SPAN_MS = 2 * 365 * 24 * 3_600_000;
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function clientIdsOf(db: Kysely<Database>, firmId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('firm_id', '=', firmId)
    .where('scope', '=', 'client')
    .execute();
  return rows.map((r) => r.id);
}

/** Inbox rows of the shared area, and as many of the private area (which the inbox must never read). */
async function insertActivity(db: Kysely<Database>, firmId: string, clients: string[], count: number) {
  const now = Date.now();
  const rows: Insertable<DocumentActivityTable>[] = [];
  for (let i = 0; i < count * 2; i += 1) {
    const client = pick(clients, i * 7);
    rows.push({
      id: crypto.randomUUID(),
      firm_id: firmId,
      client_id: client,
      area: i % 2 === 0 ? 'shared' : 'private',
      item_type: 'file',
      item_id: crypto.randomUUID(),
      item_name: `Statement ${i}.pdf`,
      action: pick(inboxActions, i),
      actor_id: client,
      actor_first_name: 'Casey',
      actor_last_name: `Client ${i % 97}`,
      actor_email: `client${i % 97}@example.com`,
      detail: '',
      ip: '127.0.0.1',
      created_at: new Date(now - Math.floor(((i * 7919) % count) * (SPAN_MS / count))).toISOString(),
    });
  }
  await inBatches(rows, (batch) => db.insertInto('document_activity').values(batch).execute());
}

async function insertRequests(
  db: Kysely<Database>,
  firmId: string,
  advisorId: string | null,
  clients: string[],
  count: number,
) {
  const now = Date.now();
  const requests = [];
  const items = [];
  for (let i = 0; i < count; i += 1) {
    const id = crypto.randomUUID();
    const created = new Date(now - Math.floor(((i * 7919) % count) * (SPAN_MS / count))).toISOString();
    const state: DocumentRequestState = i % 5 === 0 ? 'open' : i % 11 === 0 ? 'cancelled' : 'completed';
    requests.push({
      id,
      firm_id: firmId,
      client_id: pick(clients, i * 13),
      title: `Year-end documents ${i}`,
      note: '',
      due_date: created.slice(0, 10),
      state,
      created_by: advisorId,
      created_at: created,
      closed_at: state === 'open' ? null : created,
      next_reminder_at: null,
      reminders_after_due: 0,
    });
    for (let position = 0; position < 2; position += 1)
      items.push({
        id: crypto.randomUUID(),
        request_id: id,
        position,
        name: position === 0 ? 'W-2' : 'Brokerage statement',
        document_id: null,
        document_name: null,
        fulfilled_by: null,
        fulfilled_at: null,
      });
  }
  await inBatches(requests, (batch) => db.insertInto('document_requests').values(batch).execute());
  await inBatches(items, (batch) => db.insertInto('document_request_items').values(batch).execute());
}

const auditKinds: AuditEventKind[] = [
  'auth.sign_in',
  'document.uploaded',
  'document.downloaded',
  'auth.sign_out',
];

/** Through the trail's own append (each record chained to the one before), a thousand per transaction. */
async function appendAuditTrail(app: FastifyInstance, firmId: string, actorId: string, count: number) {
  const actor = { id: actorId, role: 'advisor' as const, label: 'bench.advisor@example.com' };
  for (let start = 0; start < count; start += 1_000) {
    const events = Array.from({ length: Math.min(1_000, count - start) }, (_, k) => ({
      kind: pick(auditKinds, start + k),
      actor,
      subject: { type: 'document', id: crypto.randomUUID() },
      detail: { app: AppType.documents },
      ip: '127.0.0.1',
    }));
    await appendAuditEvents(app.guru, firmId, events);
  }
}

// --- What is measured ----------------------------------------------------------------------------

interface Kind {
  key: string;
  label: string;
  path: (clientId: string) => string;
  /** A problem with the answer, or null: checked once, outside the timing. */
  check(data: unknown): string | null;
}

const resultsOf = (data: unknown, key: 'results' | 'items') =>
  ((data as Record<string, unknown[] | undefined>)[key] ?? []).length;
const fullPage =
  (key: 'results' | 'items', size: number) =>
  (data: unknown): string | null =>
    resultsOf(data, key) === size ? null : `${resultsOf(data, key)} rows on the first page, ${size} expected`;
const someRows =
  (key: 'results' | 'items') =>
  (data: unknown): string | null =>
    resultsOf(data, key) > 0 ? null : 'no rows';

/** The audit trail's default page size (auditListQuery's perPage). */
const AUDIT_PAGE = 50;
const { inbox, requests } = documentRequestsApiPaths;
const trail = `${BE_API_PREFIX}${auditApiPaths.list}`;
const kinds: Kind[] = [
  {
    key: 'inbox',
    label: 'inbox (first page)',
    path: () => inbox,
    check: fullPage('results', documentRequestsLimits.pageDefault),
  },
  {
    key: 'inbox-uploads',
    label: 'inbox, uploads only',
    path: () => `${inbox}?action=upload`,
    check: someRows('results'),
  },
  {
    key: 'inbox-client',
    label: 'inbox, one client',
    path: (client) => `${inbox}?clientId=${client}`,
    check: someRows('results'),
  },
  {
    key: 'requests',
    label: 'requests (first page)',
    path: () => requests,
    check: fullPage('results', documentRequestsLimits.pageDefault),
  },
  {
    key: 'requests-open',
    label: 'requests, open only',
    path: () => `${requests}?state=open`,
    check: someRows('results'),
  },
  {
    key: 'requests-client',
    label: 'requests, one client',
    path: (client) => `${requests}?clientId=${client}`,
    check: someRows('results'),
  },
  {
    key: 'audit',
    label: 'audit trail (first page)',
    path: () => trail,
    check: fullPage('items', AUDIT_PAGE),
  },
  {
    key: 'audit-kind',
    label: 'audit trail, one kind',
    path: () => `${trail}?kind=document.uploaded`,
    check: someRows('items'),
  },
];

interface KindResult {
  key: string;
  label: string;
  endToEnd: LatencySummary;
  server: LatencySummary;
  pass: boolean;
}

async function runDialect(dialect: Dialect): Promise<{ dialect: Dialect; kinds: KindResult[] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-bench-lists-'));
  const bench = await createBenchDatabase(dialect);
  let app: FastifyInstance | null = null;
  try {
    const server = await startTimedServer(bench, dataDir, 'bench');
    app = server.app;
    log(`${dialect}: server at ${server.baseUrl} on ${bench.where}`);
    const started = performance.now();
    const firmId = await createFirm(app, 'bench', 'Bench Advisors');
    const otherFirmId = await createFirm(app, 'other', 'Other Advisors');
    const password = 'Advisor!2026';
    const advisor = await createTestUser(app, {
      firmId,
      username: 'bench.advisor',
      role: 'advisor',
      password,
      pin: '2468',
      apps: [AppType.password, AppType.documents],
    });
    const db = bench.db.kysely;
    for (const [firm, rows] of [
      [firmId, ROWS],
      [otherFirmId, OTHER_FIRM_ROWS],
    ] as const) {
      await insertClients(db, { firmId: firm, count: CLIENTS, advisorIds: [], seed: rows });
      const clients = await clientIdsOf(db, firm);
      await insertActivity(db, firm, clients, rows);
      await insertRequests(db, firm, firm === firmId ? advisor.id : null, clients, rows);
      await appendAuditTrail(app, firm, advisor.id, rows);
    }
    if (dialect === 'postgres') await sql`analyze`.execute(db);
    const someClient = (await clientIdsOf(db, firmId))[0]!;
    log(
      `${dialect}: ${ROWS} inbox rows (and ${ROWS} private), ${ROWS} requests, ${ROWS} audit events in the firm, ` +
        `${OTHER_FIRM_ROWS} of each in another, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const session = new HttpSession(server.baseUrl, AppType.documents);
    await signInStaffOverHttp(session, { username: 'bench.advisor', password, pin: '2468' });
    for (const kind of kinds) {
      const res = await timedGet(session, session.url(kind.path(someClient)).slice(server.baseUrl.length));
      if (res.status !== 200)
        throw new Error(`${kind.label} answered ${res.status}: ${res.body.slice(0, 300)}`);
      const problem = kind.check((JSON.parse(res.body) as { data: unknown }).data);
      if (problem) throw new Error(`${kind.label}: ${problem}`);
    }
    const samples = new Map(kinds.map((k) => [k.key, { e2e: [] as number[], server: [] as number[] }]));
    for (let round = 0; round < WARMUP + SAMPLES; round += 1) {
      for (const kind of kinds) {
        const res = await timedGet(session, session.url(kind.path(someClient)).slice(server.baseUrl.length));
        if (res.status !== 200) throw new Error(`${kind.label} answered ${res.status}`);
        if (round < WARMUP) continue;
        const bucket = samples.get(kind.key)!;
        bucket.e2e.push(res.ms);
        bucket.server.push(res.serverMs);
      }
    }
    const results = kinds.map((kind) => {
      const bucket = samples.get(kind.key)!;
      const endToEnd = summarise(bucket.e2e);
      return {
        key: kind.key,
        label: kind.label,
        endToEnd,
        server: summarise(bucket.server),
        pass: endToEnd.p99 < TARGET_P99_MS,
      };
    });
    log(
      `${dialect}: ${SAMPLES} requests per kind after ${WARMUP} warm-up (target p99 < ${TARGET_P99_MS} ms):`,
    );
    for (const r of results)
      log(
        `    ${r.label.padEnd(28)} p50 ${fmtMs(r.endToEnd.p50).padStart(6)} ms  p99 ${fmtMs(r.endToEnd.p99).padStart(6)} ms  ` +
          `(server p50 ${fmtMs(r.server.p50)}, p99 ${fmtMs(r.server.p99)})  ${r.pass ? 'PASS' : 'MISS'}`,
      );
    return { dialect, kinds: results };
  } finally {
    await app?.close();
    await bench.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const outcomes = [];
  for (const dialect of dialects) {
    if (dialect === 'postgres') {
      const unreachable = await postgresUnreachable(benchPostgresUrl());
      if (unreachable) {
        const message = `PostgreSQL at ${describePostgresUrl(benchPostgresUrl())} does not answer (${unreachable})`;
        if (process.env.REQUIRE_POSTGRES === '1') throw new Error(message);
        log(`${message}: skipped`);
        continue;
      }
    }
    outcomes.push(await runDialect(dialect));
  }
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'portal-lists.json'), `${JSON.stringify(outcomes, null, 2)}\n`);
  const worst = outcomes.map(
    (o) =>
      `${o.dialect} worst p99 ${fmtMs(Math.max(...o.kinds.map((k) => k.endToEnd.p99)))} ms ` +
      `(${o.kinds.filter((k) => k.pass).length}/${o.kinds.length} PASS)`,
  );
  console.log(
    `portal-lists bench: inbox, requests and audit trail first pages at ${ROWS} rows per firm: ${worst.join('; ')} ` +
      `(target p99 < ${TARGET_P99_MS} ms); load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
