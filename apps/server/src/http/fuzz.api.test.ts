import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { testDialects } from '../test/databases.js';
import { requestArbitrary, responseProblems, type FuzzRequest } from '../test/fuzz/fuzz-request.js';
import { buildFuzzWorld, type FuzzWorld } from '../test/fuzz/fuzz-world.js';
import type { DeclaredRoute } from './access-scope.js';

/**
 * Property-based fuzzing of every API operation from its zod schemas (fast-check): hostile and
 * valid-looking path params, queries and bodies (wrong types, missing and extra fields, prototype
 * pollution keys, huge and odd strings, odd numbers, deep nesting, malformed JSON, wrong content
 * types), sent by the caller the route's access level expects. Every answer is below 500; a 2xx
 * matches the route's response schema; a 4xx is `{error:{code,message}}` and shows no internals.
 * FUZZ_RUNS sets the requests per operation (default 120, about 29,000 requests on each database: the fuzz was the
 * longest file of the db tier at 200; `FUZZ_RUNS=1000` for a long run), FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
/** Requests of one operation sent at once (one fast-check run is one batch). */
const BATCH = 10;

// The fuzzed settings, reset and sign-in routes text codes to the world's users, whose sessions are renewed as the
// fuzz ends them: the per-account code cap (every flow shares it, ADR 0027) is not what this test is about.
const config = { devFeatures: true, authRateLimitPerMinute: 1_000_000, smsCodesPerWindow: 1_000_000 };
const name = (r: Pick<DeclaredRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;

/** The operations as the app registers them (HEAD answers as its GET does). */
async function listOperations(): Promise<DeclaredRoute[]> {
  const t = await createTestApp('sqlite', config);
  try {
    return t.app.declaredRoutes.filter((r) => r.method !== 'HEAD');
  } finally {
    await t.close();
  }
}

const operations = await listOperations();

/** A stable seed per operation, derived from the run's seed. */
function seedOf(op: DeclaredRoute): number {
  let h = SEED | 0;
  for (const ch of name(op)) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

/** fast-check's report without the whole batch (huge strings): the seed to replay and the problems found. */
function compactReport<Ts>(details: fc.RunDetails<Ts>): void {
  if (!details.failed) return;
  const cause =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    `failed after ${details.numRuns} batches; replay: FUZZ_SEED=${SEED} (operation seed ${details.seed}, path ${details.counterexamplePath})\n${cause.slice(0, 4_000)}`,
  );
}

const describeRequest = (req: FuzzRequest) =>
  `${req.method} ${req.url.slice(0, 300)} ${JSON.stringify(req.headers)} ${(req.payload ?? '<no body>').slice(0, 300)}`;

describe.each(testDialects())('API fuzz on %s', (dialect) => {
  let t: TestApp;
  let world: FuzzWorld;
  let requests = 0;
  const statuses = new Map<string, number>();
  let started = Date.now();

  let worldSeconds = '';
  beforeAll(async () => {
    started = Date.now();
    t = await createTestApp(dialect, config);
    world = await buildFuzzWorld(t);
    worldSeconds = ((Date.now() - started) / 1000).toFixed(1);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const byClass = [...statuses]
      .sort()
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ');
    console.info(
      `API fuzz on ${dialect}: ${operations.length} operations, ${requests} requests (${byClass}), ${world?.renewals() ?? 0} sessions renewed, ${seconds} s (world ${worldSeconds} s), seed ${SEED}`,
    );
  });

  it('finds every operation of the app', () => {
    expect(operations.length).toBeGreaterThan(150);
  });

  describe.concurrent(
    `${RUNS} requests per operation: below 500, 2xx within the response schema, 4xx in the error envelope`,
    () => {
      it.each(operations.map((op) => [name(op), op] as const))(
        '%s',
        async (_, op) => {
          const caller = world.callerFor(op);
          const hints = { realIds: world.realIds };
          const answered: number[] = [];
          const send = async (req: FuzzRequest) => {
            const session = await caller.session();
            const sizeBefore = session.size();
            const cookie = session.header();
            const res = await t.app.inject({
              method: req.method as 'GET',
              url: req.url,
              headers: { host: session.host, ...(cookie ? { cookie } : {}), ...req.headers },
              ...(req.payload === undefined ? {} : { payload: req.payload }),
            });
            caller.settle(session, sizeBefore, res);
            requests += 1;
            answered.push(res.statusCode);
            const key = `${Math.floor(res.statusCode / 100)}xx`;
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
            return responseProblems(op, res).map((p) => `${p}\n  request: ${describeRequest(req)}`);
          };
          await fc.assert(
            fc.asyncProperty(
              fc.array(requestArbitrary(op, hints), { minLength: BATCH, maxLength: BATCH }),
              async (batch) => {
                const problems = (await Promise.all(batch.map(send))).flat();
                if (problems.length > 0) throw new Error(problems.join('\n'));
                expect(({} as Record<string, unknown>).polluted, 'Object.prototype polluted').toBeUndefined();
              },
            ),
            {
              numRuns: Math.ceil(RUNS / BATCH),
              seed: seedOf(op),
              endOnFailure: process.env.FUZZ_SHRINK !== '1',
              reporter: compactReport,
            },
          );
          expect(answered.length).toBeGreaterThanOrEqual(RUNS);
          // The caller passed the access level: not every answer is a refusal of who calls.
          if (op.access?.access !== 'public')
            expect(
              answered.some((s) => s !== 401 && s !== 403),
              'a request got past the access check',
            ).toBe(true);
        },
        600_000,
      ); // generous: on a loaded machine (alone, an operation takes a second or two)
    },
  );
});
