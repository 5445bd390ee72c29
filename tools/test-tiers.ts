import fs from 'node:fs';
import path from 'node:path';

/**
 * The test tiers, told apart by a file's suffix:
 * - `*.unit.test.ts`     pure logic: no server, no database, no network (packages, server, web lib);
 * - `*.dom.test.tsx`     React components and hooks rendered in jsdom;
 * - `*.service.test.ts`  a service with its real repositories on a real database, no HTTP;
 * - `*.db.test.ts`       infrastructure against a real database or store (migrations, backup, blob stores);
 * - `*.api.test.ts`      HTTP through buildApp() on real databases;
 * - `e2e/specs/*.spec.ts` the browser (Playwright).
 */
export const testTiers = {
  unit: /\.unit\.test\.tsx?$/,
  dom: /\.dom\.test\.tsx$/,
  service: /\.service\.test\.ts$/,
  db: /\.db\.test\.ts$/,
  api: /\.api\.test\.ts$/,
} as const;

const skipped = new Set([
  'node_modules',
  'dist',
  '.git',
  'data',
  '.e2e-data',
  'test-results',
  'playwright-report',
  '.output',
  '.wxt',
]);

/** Every file under `root` whose name says it is a test (`*.test.ts`, `*.test.tsx`). */
export function testFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (skipped.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.tsx?$/.test(entry.name)) found.push(path.relative(root, full));
    }
  };
  walk(root);
  return found.sort();
}

/** Test files whose suffix names no tier. */
export function filesWithoutTier(root: string): string[] {
  return testFiles(root).filter((file) => !Object.values(testTiers).some((tier) => tier.test(file)));
}
