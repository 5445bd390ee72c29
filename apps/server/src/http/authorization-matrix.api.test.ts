import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../test/databases.js';
import { callerNames } from '../test/harness/authorization-matrix/model.js';
import { routeDeclarations } from '../test/harness/authorization-matrix/routes.js';
import {
  apiRoutes,
  callersStillSignedIn,
  cellFailures,
  digestTables,
  matrixRoutes,
  runRoute,
  staleDeclarations,
  undeclaredRoutes,
  type CellResult,
} from '../test/harness/authorization-matrix/run.js';
import { publishedInputs } from '../test/harness/authorization-matrix/sample.js';
import { buildMatrixWorld, type MatrixWorld } from '../test/harness/authorization-matrix/world.js';

/**
 * Every route × every kind of caller (http/authorization-matrix.ts): the status each caller gets is
 * the declared one, no answer carries another person's or another firm's data, and the calls refused
 * change nothing in the database.
 */
describe.each(testDialects())('authorization matrix on %s', (dialect) => {
  let world: MatrixWorld;

  beforeAll(async () => {
    world = await buildMatrixWorld(dialect);
  }, 120_000);
  afterAll(() => world?.t.close());

  it('declares every route, and nothing that is not a route', () => {
    const routes = apiRoutes(world.t.app);
    expect(routes.length).toBeGreaterThan(150);
    expect([...undeclaredRoutes(routes), ...staleDeclarations(routes)]).toEqual([]);
    // A route that names someone's data says which, with a sample request carrying their ids.
    const withoutIds = Object.entries(routeDeclarations)
      .filter(([, d]) => d.on && !d.request)
      .map(([key]) => key);
    expect(withoutIds, 'declared with `on` but no request naming the ids').toEqual([]);
  });

  it('answers each caller as declared, leaks nothing, and a refused call writes nothing', async () => {
    const started = Date.now();
    const cpu = process.cpuUsage();
    const routes = matrixRoutes(apiRoutes(world.t.app));
    const inputs = await publishedInputs(world.t.app);
    const tables = await digestTables(world.t.app.guru.db);
    const failures: string[] = [];
    const cells: CellResult[] = [];
    let checkedCallers = false;
    for (const route of routes) {
      if (route.declaration.last && !checkedCallers) {
        failures.push(...(await callersStillSignedIn(world)));
        checkedCallers = true;
      }
      const run = await runRoute(world, route, inputs, tables);
      cells.push(...run.cells);
      for (const cell of run.cells) failures.push(...(await cellFailures(world, cell)));
      if (run.refusedWrites.length)
        failures.push(`${route.key}: the refused calls changed ${run.refusedWrites.join('; ')}`);
    }
    const used = process.cpuUsage(cpu);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    console.info(
      `authorization matrix on ${dialect}: ${routes.length} routes × ${callerNames.length} callers = ${cells.length} cells in ` +
        `${seconds(Date.now() - started)} s (this process's CPU: ${seconds((used.user + used.system) / 1000)} s)`,
    );
    expect(checkedCallers).toBe(true);
    expect(cells).toHaveLength(routes.length * callerNames.length);
    expect(failures).toEqual([]);
  }, 300_000);
});
