import { defineConfig } from 'vitest/config';

/** The tiers are told apart by suffix (tools/test-tiers.ts): each project runs its own. */
export default defineConfig({
  test: {
    // npm run coverage: the unit, web and db projects together (V8's own counters), a text summary and an
    // HTML report in coverage/. Test support and the tests themselves are not counted.
    coverage: {
      provider: 'v8',
      reporter: ['text-summary', 'html'],
      reportsDirectory: 'coverage',
      // The figures of what ran, even when a test failed (which the run still reports and exits 1 for).
      reportOnFailure: true,
      include: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.d.ts', 'apps/server/src/test/**', 'apps/web/src/test/**'],
    },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.unit.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            'tools/**/*.unit.test.ts',
            'apps/web/build/**/*.unit.test.ts',
            'apps/extension/src/**/*.unit.test.ts',
            // The web app's pure logic too: in node it starts in a tenth of jsdom's time. A file that needs the
            // browser's storage or document says so with `@vitest-environment jsdom` in its first comment.
            'apps/web/src/**/*.unit.test.ts',
          ],
          environment: 'node',
          // The property tests of the vault's crypto run hundreds of cases: on a loaded 2-core machine
          // (coverage, CI beside a build) they passed 5 s.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'web',
          // The web app's dom tests run in jsdom; a misnamed one still runs here and fails the tier check.
          include: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
          exclude: ['apps/web/src/**/*.unit.test.ts'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A form typed key by key through user-event takes seconds on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'db',
          // The service, db and api tiers (a misnamed server test still runs here and fails the tier check).
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at once (each builds its own databases, servers on port 0 and Redis prefixes): the tier
          // took 17–18 min one file at a time, 9 min two at a time, on a 2-core machine.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
