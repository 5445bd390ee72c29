/**
 * Documents Guru's list API with 10,000 files in one client's space, on SQLite and on PostgreSQL.
 *
 * The whole server (buildApp) listens on a free port over a fresh database; the client signs in to
 * Documents Guru over HTTP (password, SMS code read from the outbox, PIN) and this process times
 * `GET docVaults/me` on the "Private Documents" tab (isFilterShareFA=false, every file of the area,
 * default page size) with fetch, end to end (request sent → body received), for:
 *
 * - list: the first page and a middle page (offset = half the files) in the default order (-updatedAt),
 *   and the first page of "No Group" (folderId=null);
 * - search: `q=` a common word, a brand, a single file's number, and a word no file has;
 * - sort: the first page by each orderBy (fileName, fileSize, updatedAt, sharedDate, sharedBy, each
 *   both ways).
 *
 * Every kind is requested in turn (round robin), first unmeasured (warm-up), then measured; p50 and
 * p99 are printed with PASS/FAIL against the target (p99 < 50 ms, the performance goal; < 100 ms
 * accepted), and the server's own share (Server-Timing added by this bench: routing to payload ready).
 * The bench is a report: it exits 0 when a target is missed, 1 only when it could not run.
 *
 *   npx tsx bench/documents.ts          (npm run bench -- documents)
 *
 * The rows are inserted straight into `documents` and `document_folders` (no stored objects: a list
 * never reads them), in batches in one transaction: BENCH_DOCUMENTS (10000) files in the client's
 * private area (20 folders and "No Group"), a tenth of that in their shared area, and 2,000 files of
 * another client in the same table; names, types, sizes, dates and uploaders (the client, or the
 * advisor) vary. SQLite is a new file in a temporary folder, used as the server uses it (never
 * ANALYZEd); PostgreSQL a new database (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres), VACUUM ANALYZEd after the insert as autovacuum would, and
 * dropped at the end. When PostgreSQL does not answer it is skipped, unless REQUIRE_POSTGRES=1.
 *
 * BENCH_DOCUMENTS (10000), BENCH_DOCUMENTS_SAMPLES (measured requests per kind, 200),
 * BENCH_DOCUMENTS_WARMUP (20), BENCH_DOCUMENTS_DIALECTS (sqlite,postgres).
 * Results: bench/results/documents.json.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sql, type Insertable, type Kysely } from 'kysely';
import {
  API_PREFIX,
  AppType,
  documentList,
  documentsApiPaths,
  documentsOrderBy,
  type DocumentList,
} from '@guru/shared';
import type { Dialect } from '../apps/server/src/db/database.js';
import type { Database } from '../apps/server/src/db/schema.js';
import type { DocumentsTable } from '../apps/server/src/db/tables/documents.table.js';
import { latestSmsCode } from '../apps/server/src/test/sign-in.js';
import { createFirm, createTestUser } from '../apps/server/src/test/test-app.js';
import {
  benchPostgresUrl,
  createBenchDatabase,
  describePostgresUrl,
  postgresUnreachable,
} from './lib/bench-database.js';
import { startTimedServer, timedGet } from './lib/timed-server.js';
import { HttpSession, signInClientOverHttp } from './lib/http-session.js';
import { fmtMs, summarise, type LatencySummary } from './lib/latency.js';
import { benchDialects, positiveInt } from './lib/bench-env.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = path.join(repoRoot, 'bench/results');

const FILES = positiveInt('BENCH_DOCUMENTS', 10_000);
const SHARED_FILES = Math.max(1, Math.round(FILES / 10));
const OTHER_CLIENT_FILES = 2_000;
const FOLDERS = 20;
const SAMPLES = positiveInt('BENCH_DOCUMENTS_SAMPLES', 200);
const WARMUP = positiveInt('BENCH_DOCUMENTS_WARMUP', 20);
const TARGET_P99_MS = 50;
const ACCEPTED_P99_MS = 100;
const dialects = benchDialects('BENCH_DOCUMENTS_DIALECTS');

function log(line: string): void {
  console.log(`[documents] ${line}`);
}

function detail(line: string): void {
  console.log(`[documents]     ${line}`);
}

// --- The files ---------------------------------------------------------------------------------------

const kindsOfFile = [
  'Bank Statement',
  'Tax Return',
  'Invoice',
  'Receipt',
  'Insurance Policy',
  'Brokerage Statement',
  'Pay Stub',
  'Lease Agreement',
  'Medical Record',
  'Utility Bill',
  'Passport Scan',
  'Last Will',
  'Trust Deed',
  'Mortgage Statement',
  'W-2 Form',
  '1099-DIV',
  'Property Tax',
  'Car Title',
  'Retirement Plan',
  'Family Photo',
] as const;
const brands = [
  'Northwind',
  'Contoso',
  'Fabrikam',
  'Tailspin',
  'Woodgrove',
  'Litware',
  'Proseware',
  'Adatum',
  'Lucerne',
  'Wingtip',
  'Coho',
  'Fourth Coffee',
  'Humongous',
  'Margie',
  'Trey',
  'Alpine',
  'Blue Yonder',
  'Graphic',
  'Relecloud',
  'VanArsdel',
] as const;
const extensions: Array<[string, string]> = [
  ['pdf', 'application/pdf'],
  ['pdf', 'application/pdf'],
  ['pdf', 'application/pdf'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['jpg', 'image/jpeg'],
  ['png', 'image/png'],
  ['txt', 'text/plain'],
  ['csv', 'text/csv'],
];

/** A small, seedable generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fileName(i: number, rnd: () => number): { name: string; mime: string } {
  const kind = kindsOfFile[i % kindsOfFile.length]!;
  const brand = brands[Math.floor(i / kindsOfFile.length) % brands.length]!;
  const [ext, mime] = extensions[Math.floor(rnd() * extensions.length)]!;
  const year = 2019 + Math.floor(rnd() * 7);
  const month = String(1 + Math.floor(rnd() * 12)).padStart(2, '0');
  return { name: `${kind} ${brand} ${year}-${month} ${String(i).padStart(5, '0')}.${ext}`, mime };
}

/** A word many names have, a brand, one file's number, and a word none has. */
const searches = [
  { key: 'search statement', q: 'statement' },
  { key: 'search brand', q: 'northwind' },
  { key: 'search one file', q: String(Math.floor(FILES / 2) + 7).padStart(5, '0') },
  { key: 'search no match', q: 'zebra' },
] as const;

interface Seeded {
  clientId: string;
  privateFiles: number;
  noGroup: number;
  matches: Map<string, number>;
}

type FolderRow = Insertable<Database['document_folders']>;
type DocumentRow = Insertable<DocumentsTable>;

async function insertFiles(
  db: Kysely<Database>,
  opts: {
    firmId: string;
    clientId: string;
    advisorId: string;
    files: number;
    sharedFiles: number;
    seed: number;
  },
): Promise<Omit<Seeded, 'clientId'>> {
  const rnd = random(opts.seed);
  const now = Date.now();
  const threeYears = 3 * 365 * 86_400_000;
  const folders: FolderRow[] = [];
  for (const area of ['private', 'shared'] as const) {
    for (let f = 0; f < (area === 'private' ? FOLDERS : 5); f += 1) {
      const at = new Date(now - threeYears + f * 86_400_000).toISOString();
      folders.push({
        id: crypto.randomUUID(),
        firm_id: opts.firmId,
        client_id: opts.clientId,
        area,
        name: `${area} folder ${f + 1}`,
        note: '',
        created_by: opts.clientId,
        created_at: at,
        updated_at: at,
      });
    }
  }
  const privateFolders = folders.filter((f) => f.area === 'private');
  const sharedFolders = folders.filter((f) => f.area === 'shared');
  const rows: DocumentRow[] = [];
  let noGroup = 0;
  const matches = new Map<string, number>(searches.map((s) => [s.key, 0]));
  for (let i = 0; i < opts.files + opts.sharedFiles; i += 1) {
    const area = i < opts.files ? 'private' : 'shared';
    const { name, mime } = fileName(i, rnd);
    const inFolder = rnd() < 0.7;
    const pool = area === 'private' ? privateFolders : sharedFolders;
    const folderId = inFolder ? pool[Math.floor(rnd() * pool.length)]!.id! : null;
    const created = now - Math.floor(rnd() * threeYears);
    const updated = rnd() < 0.2 ? created + Math.floor(rnd() * (now - created)) : created;
    const byAdvisor = rnd() < 0.2;
    const id = crypto.randomUUID();
    if (area === 'private') {
      if (folderId === null) noGroup += 1;
      for (const s of searches)
        if (name.toLowerCase().includes(s.q)) matches.set(s.key, matches.get(s.key)! + 1);
    }
    rows.push({
      id,
      firm_id: opts.firmId,
      client_id: opts.clientId,
      folder_id: folderId,
      area,
      file_name: name,
      name_key: name.toLowerCase(),
      mime_type: mime,
      // 1 kB to 500 MB, most small.
      size: Math.min(500_000_000, Math.floor(1_000 * 10 ** (rnd() * 5.7))),
      object_key: `documents/${opts.firmId}/${opts.clientId}/${id}`,
      encryption: '{"format":"gsfe-v1","keyId":"0000000000000000"}',
      uploaded_by: byAdvisor ? opts.advisorId : opts.clientId,
      fa_upload_user_id: byAdvisor ? opts.advisorId : null,
      created_at: new Date(created).toISOString(),
      updated_at: new Date(updated).toISOString(),
    });
  }
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('document_folders').values(folders).execute();
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('documents')
        .values(rows.slice(i, i + 500))
        .execute();
  });
  return { privateFiles: opts.files, noGroup, matches };
}

// --- What is measured --------------------------------------------------------------------------------

type Row = DocumentList['results'][number];

interface Kind {
  key: string;
  query: Record<string, string>;
  /** A problem with the answer, or null: checked once, outside the timing. */
  check(data: DocumentList, seeded: Seeded): string | null;
}

const PAGE = 10;
const fullPage = (data: DocumentList) =>
  data.results.length === Math.min(PAGE, data.total)
    ? null
    : `${data.results.length} rows on a page of ${data.total}`;
const privateOnly = (data: DocumentList) =>
  data.results.some((r) => r.isShareFA) ? 'a shared-area file on the private tab' : null;
const total = (expected: (s: Seeded) => number) => (data: DocumentList, s: Seeded) =>
  data.total === expected(s) ? null : `total ${data.total}, expected ${expected(s)}`;
const isSorted = <T>(values: T[], desc: boolean) =>
  values.every((v, i) => i === 0 || (desc ? values[i - 1]! >= v : values[i - 1]! <= v));

function sortedBy<T>(pick: (r: Row) => T, desc: boolean) {
  return (data: DocumentList, s: Seeded) =>
    fullPage(data) ??
    privateOnly(data) ??
    total((x) => x.privateFiles)(data, s) ??
    (isSorted(data.results.map(pick), desc) ? null : 'rows out of order');
}

function sortCheck(orderBy: (typeof documentsOrderBy)[number]) {
  const desc = orderBy.startsWith('-');
  switch (desc ? orderBy.slice(1) : orderBy) {
    case 'fileName':
      return sortedBy((r) => r.fileName.toLowerCase(), desc);
    case 'fileSize':
      return sortedBy((r) => r.fileSize, desc);
    case 'updatedAt':
      return sortedBy((r) => r.updatedAt, desc);
    case 'sharedDate':
      return sortedBy((r) => r.createdAt, desc);
    default:
      return sortedBy((r) => r.uploadedBy.lastName.toLowerCase(), desc);
  }
}

const privateTab = { isFilterShareFA: 'false', limit: String(PAGE) };
const kinds: Kind[] = [
  { key: 'list first page', query: { ...privateTab }, check: sortedBy((r) => r.updatedAt, true) },
  {
    key: 'list middle page',
    query: { ...privateTab, offset: String(Math.floor(FILES / 2)) },
    check: sortedBy((r) => r.updatedAt, true),
  },
  {
    key: 'list No Group',
    query: { ...privateTab, folderId: 'null' },
    check: (data, s) =>
      fullPage(data) ??
      total((x) => x.noGroup)(data, s) ??
      (data.results.some((r) => r.folderId !== null) ? 'a file in a folder' : null),
  },
  ...searches.map((search): Kind => ({
    key: search.key,
    query: { ...privateTab, q: search.q },
    check: (data, s) =>
      fullPage(data) ??
      privateOnly(data) ??
      total((x) => x.matches.get(search.key)!)(data, s) ??
      (data.results.every((r) => r.fileName.toLowerCase().includes(search.q))
        ? null
        : `a name without "${search.q}"`),
  })),
  ...documentsOrderBy.map((orderBy): Kind => ({
    key: `sort ${orderBy}`,
    query: { ...privateTab, orderBy },
    check: sortCheck(orderBy),
  })),
];

function urlPath(kind: Kind): string {
  return `${API_PREFIX}${documentsApiPaths.list}?${new URLSearchParams(kind.query).toString()}`;
}

// --- One dialect ---------------------------------------------------------------------------------------

interface KindResult {
  key: string;
  path: string;
  total: number;
  endToEnd: LatencySummary;
  server: LatencySummary;
}

interface DialectResult {
  dialect: Dialect;
  where: string;
  seedSeconds: number;
  kinds: KindResult[];
}

async function runDialect(dialect: Dialect): Promise<DialectResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-bench-documents-'));
  const bench = await createBenchDatabase(dialect);
  let app: FastifyInstance | null = null;
  try {
    const subdomain = 'bench';
    const server = await startTimedServer(bench, dataDir, subdomain);
    app = server.app;
    log(`${dialect}: server at ${server.baseUrl} on ${bench.where}`);

    const firmId = await createFirm(app, subdomain, 'Bench Wealth Partners');
    const password = 'Client!2026';
    const client = await createTestUser(app, { firmId, username: 'bench.client', password, pin: '1234' });
    const otherClient = await createTestUser(app, {
      firmId,
      username: 'other.client',
      password,
      pin: '1234',
    });
    const advisor = await createTestUser(app, {
      firmId,
      username: 'bench.advisor',
      role: 'advisor',
      password: 'Advisor!2026',
      pin: '2468',
    });
    const db = bench.db.kysely;
    const started = performance.now();
    const inserted = await insertFiles(db, {
      firmId,
      clientId: client.id,
      advisorId: advisor.id,
      files: FILES,
      sharedFiles: SHARED_FILES,
      seed: 11,
    });
    await insertFiles(db, {
      firmId,
      clientId: otherClient.id,
      advisorId: advisor.id,
      files: OTHER_CLIENT_FILES,
      sharedFiles: 0,
      seed: 23,
    });
    const seedSeconds = (performance.now() - started) / 1000;
    // As autovacuum would after these inserts (PostgreSQL 13+ vacuums a table after 1,000 inserted rows): the
    // visibility map lets index-only scans skip the table, and the statistics are fresh.
    if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
    const seeded: Seeded = { clientId: client.id, ...inserted };
    log(
      `${dialect}: ${FILES} files in the client's private area (${FOLDERS} folders, ${seeded.noGroup} in No Group), ${SHARED_FILES} in their shared area, ` +
        `${OTHER_CLIENT_FILES} of another client; inserted in ${seedSeconds.toFixed(1)} s${dialect === 'postgres' ? '; VACUUM ANALYZEd' : ''}`,
    );

    const session = new HttpSession(server.baseUrl, AppType.documents);
    const signInStarted = performance.now();
    const guru = app;
    await signInClientOverHttp(session, { username: 'bench.client', password, pin: '1234' }, () =>
      latestSmsCode(guru, client.phone),
    );
    log(
      `${dialect}: client signed in to Documents Guru over HTTP (password, SMS code, PIN) in ${((performance.now() - signInStarted) / 1000).toFixed(1)} s`,
    );

    // One checked request per kind, then the warm-up rounds, then the measured rounds.
    const totals = new Map<string, number>();
    for (const kind of kinds) {
      const res = await timedGet(session, urlPath(kind));
      if (res.status !== 200)
        throw new Error(`${urlPath(kind)} answered ${res.status}: ${res.body.slice(0, 300)}`);
      const data = documentList.parse((JSON.parse(res.body) as { data: unknown }).data);
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
      return {
        key: kind.key,
        path: urlPath(kind),
        total: totals.get(kind.key) ?? 0,
        endToEnd: summarise(bucket.e2e),
        server: summarise(bucket.server),
      };
    });
    log(
      `${dialect}: ${SAMPLES} requests per kind after ${WARMUP} warm-up, end to end over HTTP (target p99 < ${TARGET_P99_MS} ms, < ${ACCEPTED_P99_MS} ms accepted):`,
    );
    for (const r of results) {
      detail(
        `${r.key.padEnd(22)} p50 ${fmtMs(r.endToEnd.p50).padStart(6)} ms  p99 ${fmtMs(r.endToEnd.p99).padStart(6)} ms  ` +
          `(server p50 ${fmtMs(r.server.p50)}, p99 ${fmtMs(r.server.p99)}; ${r.total} matching)  ${verdict(r.endToEnd.p99)}`,
      );
    }
    return { dialect, where: bench.where, seedSeconds, kinds: results };
  } finally {
    await app?.close();
    await bench.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function verdict(p99: number): string {
  return p99 < TARGET_P99_MS ? 'PASS' : p99 < ACCEPTED_P99_MS ? 'ACCEPTED' : 'FAIL';
}

// --- Main ----------------------------------------------------------------------------------------------

function summaryOf(r: DialectResult): string {
  const worst = r.kinds.reduce((a, b) => (b.endToEnd.p99 > a.endToEnd.p99 ? b : a));
  const passed = r.kinds.filter((k) => k.endToEnd.p99 < TARGET_P99_MS).length;
  return `${r.dialect} worst p99 ${fmtMs(worst.endToEnd.p99)} ms (${worst.key}) ${verdict(worst.endToEnd.p99)}, ${passed}/${r.kinds.length} kinds < ${TARGET_P99_MS} ms`;
}

async function main(): Promise<number> {
  if (dialects.length === 0) throw new Error('BENCH_DOCUMENTS_DIALECTS names neither sqlite nor postgres');
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

  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, 'documents.json'),
    `${JSON.stringify({ date: new Date().toISOString(), files: FILES, samples: SAMPLES, warmup: WARMUP, targetP99Ms: TARGET_P99_MS, acceptedP99Ms: ACCEPTED_P99_MS, skipped, results }, null, 2)}\n`,
  );
  const head = `documents bench: ${FILES} files, ${kinds.length} kinds × ${SAMPLES} requests (target p99 < ${TARGET_P99_MS} ms, < ${ACCEPTED_P99_MS} ms accepted)`;
  for (const r of results) console.log(`${head}; ${summaryOf(r)}`);
  for (const s of skipped) console.log(`${head}; ${s}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `documents bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  },
);
