import crypto from 'node:crypto';
import { unzipSync } from 'fflate';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { API_DOCS_PREFIX, isUnderPrefix } from '@guru/shared';
import type { Db } from '../../../db/database.js';
import { planTables } from '../../../db/backup/table-order.js';
import type { AccessLevel } from '../../../http/access-level.js';
import type { DeclaredRoute } from '../../../http/access-scope.js';
import {
  callerNames,
  expectedOutcome,
  mustNotWrite,
  outcomeMatches,
  type CallerName,
  type Outcome,
  type RouteDeclaration,
  type SampleRequest,
} from './model.js';
import { routeDeclarations } from './routes.js';
import { sampleOf, sampleQuery, type RouteInputs } from './sample.js';
import type { MatrixWorld } from './world.js';
import { readSpreadsheet } from '../../spreadsheet.js';

/** Every matrix call comes from a remote address (loopback-only routes see a stranger). */
const REMOTE_ADDRESS = '203.0.113.7';

export interface MatrixRoute {
  key: string;
  method: string;
  url: string;
  level: AccessLevel;
  declaration: RouteDeclaration;
}

export const routeKey = (r: Pick<DeclaredRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;

/** The API's routes: not the API viewer's, and HEAD only where it is a route of its own (not a GET's). */
export function apiRoutes(app: FastifyInstance): DeclaredRoute[] {
  const gets = new Set(app.declaredRoutes.filter((r) => r.method === 'GET').map((r) => r.url));
  return app.declaredRoutes.filter(
    (r) => !isUnderPrefix(r.url, API_DOCS_PREFIX) && !(r.method === 'HEAD' && gets.has(r.url)),
  );
}

export function undeclaredRoutes(routes: DeclaredRoute[]): string[] {
  return routes
    .filter((r) => !(routeKey(r) in routeDeclarations))
    .map((r) => {
      const level = r.access ? JSON.stringify(r.access) : 'none';
      return (
        `${routeKey(r)} (level ${level}) is not in the authorization matrix: add it to routeDeclarations in ` +
        `apps/server/src/http/authorization-matrix.ts ({} takes its level's outcomes; on: names whose data its request carries; ` +
        `request: the ids and body that reach the check; expect: a cell that answers otherwise, with the reason)`
      );
    });
}

export function staleDeclarations(routes: DeclaredRoute[]): string[] {
  const keys = new Set(routes.map(routeKey));
  return Object.keys(routeDeclarations)
    .filter((key) => !keys.has(key))
    .map((key) => `${key} is declared in the authorization matrix but no longer registered: remove it`);
}

/** Routes in the order they run: the ones that end or move on a session last. */
export function matrixRoutes(routes: DeclaredRoute[]): MatrixRoute[] {
  const all = routes.flatMap((r) => {
    const declaration = routeDeclarations[routeKey(r)];
    return declaration && r.access
      ? [{ key: routeKey(r), method: r.method, url: r.url, level: r.access, declaration }]
      : [];
  });
  return [
    ...all.filter((r) => !r.declaration.last),
    ...all
      .filter((r) => r.declaration.last)
      .sort((a, b) => (a.declaration.last ?? 0) - (b.declaration.last ?? 0)),
  ];
}

/** A digest of every table (the backup's list): a hash of its sorted rows; the sessions' activity time is left out. */
export type Digest = Map<string, string[]>;
const volatileColumns = new Set(['sessions.last_activity_at']);

export async function digestOf(db: Db, tables: string[]): Promise<Digest> {
  if (db.dialect === 'postgres') return postgresDigest(db, tables);
  const digest: Digest = new Map();
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db.kysely);
    const texts = rows
      .map((row) =>
        JSON.stringify(
          Object.entries(row).filter(([column]) => !volatileColumns.has(`${table}.${column}`)),
          (_k, v: unknown) =>
            v instanceof Uint8Array
              ? Buffer.from(v).toString('base64')
              : typeof v === 'bigint'
                ? String(v)
                : v,
        ),
      )
      .sort();
    digest.set(table, [crypto.createHash('sha256').update(texts.join('\n')).digest('hex')]);
  }
  return digest;
}

/** PostgreSQL: one round trip, one hash of each table's sorted rows. */
async function postgresDigest(db: Db, tables: string[]): Promise<Digest> {
  const parts = tables.map((table) => {
    const dropped = [...volatileColumns]
      .filter((c) => c.startsWith(`${table}.`))
      .map((c) => sql` - ${c.slice(table.length + 1)}`);
    const row = sql`(to_jsonb(x)${sql.join(dropped, sql``)})::text`;
    return sql`select ${table} as t, coalesce(md5(string_agg(${row}, ',' order by ${row})), '') as h from ${sql.table(table)} x`;
  });
  const { rows } = await sql<{ t: string; h: string }>`${sql.join(parts, sql` union all `)}`.execute(
    db.kysely,
  );
  return new Map(rows.map((r) => [r.t, [r.h]]));
}

export function digestChanges(before: Digest, after: Digest): string[] {
  const changes: string[] = [];
  for (const [table, rows] of after) {
    const old = before.get(table) ?? [];
    const added = rows.filter((r) => !old.includes(r));
    const removed = old.filter((r) => !rows.includes(r));
    if (added.length || removed.length) changes.push(`table ${table}`);
  }
  return changes;
}

export async function digestTables(db: Db): Promise<string[]> {
  return (await planTables(db)).order;
}

/**
 * The app whose session a request speaks for, as the web app sends it in x-app-type: the console's
 * session for staff, Documents Guru's for a third party, else the app the route belongs to.
 */
function appHeader(url: string, caller: CallerName): string {
  if (caller === 'advisorA' || caller === 'staffA' || caller === 'advisorOther' || caller === 'provider')
    return 'passwordguru';
  if (caller === 'thirdParty' || url.includes('/docVaults/') || url.includes('/documentvault'))
    return 'documentvault';
  return 'passwordguru';
}

function fillPath(url: string, params: Record<string, string> = {}): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${url}: no sample for the path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

export interface CellResult {
  route: MatrixRoute;
  caller: CallerName;
  expected: Outcome;
  res: LightMyRequestResponse;
}

async function callCell(
  world: MatrixWorld,
  route: MatrixRoute,
  caller: CallerName,
  inputs: RouteInputs | undefined,
): Promise<CellResult> {
  const sample: SampleRequest = route.declaration.request?.(world.ids, caller) ?? {};
  const who = world.callers[caller];
  const app = appHeader(route.url, caller);
  // In the sign-in chain the request names its app: the caller's own.
  const named = (value: Record<string, unknown>) =>
    'appType' in value && 'app' in route.level && route.level.app === 'input'
      ? { ...value, appType: app }
      : value;
  const query = new URLSearchParams(
    named({ ...sampleQuery(inputs), ...sample.query }) as Record<string, string>,
  ).toString();
  const url = fillPath(route.url, sample.params) + (query ? `?${query}` : '');
  const generated = sample.body ?? (inputs?.body ? sampleOf(inputs.body) : undefined);
  const body =
    generated && typeof generated === 'object' && !Array.isArray(generated)
      ? named(generated as Record<string, unknown>)
      : generated;
  const headers: Record<string, string> = {
    host: who.host,
    'x-app-type': app,
    ...(who.cookie ? { cookie: who.cookie } : {}),
    ...sample.headers,
  };
  const payload = sample.raw ? sample.raw.payload : body === undefined ? undefined : JSON.stringify(body);
  if (sample.raw) headers['content-type'] = sample.raw.contentType;
  else if (payload !== undefined) headers['content-type'] = 'application/json';
  const res = await world.t.app.inject({
    method: route.method as 'GET',
    url,
    headers,
    remoteAddress: REMOTE_ADDRESS,
    ...(payload === undefined ? {} : { payload }),
  });
  return { route, caller, expected: expectedOutcome(route.level, route.declaration, caller), res };
}

export interface RouteRun {
  cells: CellResult[];
  /** What the calls that must not write changed in the database (must be nothing). */
  refusedWrites: string[];
}

/**
 * One route against every caller: the cells that must not write first (refused, or a no-op), all
 * at once, between two digests of the database; then the others, all at once.
 */
export async function runRoute(
  world: MatrixWorld,
  route: MatrixRoute,
  inputs: Map<string, RouteInputs>,
  tables: string[],
): Promise<RouteRun> {
  const routeInputs = inputs.get(route.key);
  const refusedFirst = callerNames.filter((c) =>
    mustNotWrite(expectedOutcome(route.level, route.declaration, c)),
  );
  const others = callerNames.filter((c) => !refusedFirst.includes(c));
  const db = world.t.app.guru.db;
  const before = await digestOf(db, tables);
  const refused = await Promise.all(refusedFirst.map((c) => callCell(world, route, c, routeInputs)));
  const refusedWrites = digestChanges(before, await digestOf(db, tables));
  const rest = await Promise.all(others.map((c) => callCell(world, route, c, routeInputs)));
  return { cells: [...refused, ...rest], refusedWrites };
}

/**
 * What an answer shows: its headers and body, the cells of a spreadsheet (an .xlsx is compressed) and the
 * names and contents of a ZIP's entries (the firm's data export deflates its text files).
 */
async function answerText(res: LightMyRequestResponse): Promise<string> {
  const text = `${JSON.stringify(res.headers)}\n${res.rawPayload.toString('utf8')}`;
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode !== 200) return text;
  if (type.includes('application/zip')) {
    const entries = Object.entries(unzipSync(new Uint8Array(res.rawPayload)));
    return `${text}\n${entries.map(([name, bytes]) => `${name}\n${Buffer.from(bytes).toString('utf8')}`).join('\n')}`;
  }
  if (!type.includes('spreadsheetml')) return text;
  const cells = readSpreadsheet(res.rawPayload).flatMap((sheet) => sheet.rows.flat());
  return `${text}\n${cells.join('\n')}`;
}

/** The failures of a cell: a status other than the declared outcome, or an answer carrying someone else's data. */
export async function cellFailures(world: MatrixWorld, cell: CellResult): Promise<string[]> {
  const failures: string[] = [];
  const { res } = cell;
  const where = `${cell.route.key} × ${cell.caller}`;
  if (!outcomeMatches(cell.expected, res.statusCode)) {
    const code = (() => {
      try {
        return (res.json() as { error?: { code?: string } }).error?.code ?? '';
      } catch {
        return '';
      }
    })();
    failures.push(`${where}: expected ${cell.expected}, got ${res.statusCode} ${code}`);
  }
  const text = await answerText(res);
  const seen = world.foreign[cell.caller].filter((marker) => text.includes(marker));
  if (seen.length) failures.push(`${where}: the answer (${res.statusCode}) carries ${seen.join(', ')}`);
  return failures;
}

/**
 * The callers are still who they were (a refusal by a session that ended proves nothing): every
 * signed-in caller reads their own user, the session before its PIN is still asked for it.
 */
export async function callersStillSignedIn(world: MatrixWorld): Promise<string[]> {
  const problems: string[] = [];
  for (const caller of callerNames) {
    const who = world.callers[caller];
    const res = await world.t.app.inject({
      method: 'GET',
      url: '/pass-api/api/v1/users/currentUser',
      headers: {
        host: who.host,
        'x-app-type': appHeader('', caller),
        ...(who.cookie ? { cookie: who.cookie } : {}),
      },
      remoteAddress: REMOTE_ADDRESS,
    });
    const code =
      res.statusCode === 200
        ? 'signed in'
        : ((res.json() as { error?: { code?: string } }).error?.code ?? String(res.statusCode));
    const expected =
      caller === 'beforePin'
        ? 'PIN_REQUIRED'
        : caller === 'anonymous' || caller === 'otherHost'
          ? 'UNAUTHENTICATED'
          : 'signed in';
    if (code !== expected)
      problems.push(`${caller} is no longer as the matrix needs it: ${code}, expected ${expected}`);
  }
  return problems;
}
