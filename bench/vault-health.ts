/**
 * Vault health (issue 25, item 6) for 10,000 logins: the checks the health page runs in the browser, here in
 * Node with the same code (features/passwords/health): zxcvbn on every distinct password, reuse, age, and the
 * breach check by k-anonymity against a local range server over HTTP (one request per distinct 5-character
 * prefix, padded answers). The page adds opening the entries (vault worker) and rendering the lists.
 *
 * A report, not a test: it prints the figures and the load average, and exits 0 whatever they are.
 *
 *   npx tsx bench/vault-health.ts            (BENCH_HEALTH_ENTRIES=10000 by default)
 */
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { findExposed, httpRangeFetcher } from '../apps/web/src/features/passwords/health/breachCheck.js';
import { analyseVault, type HealthInput } from '../apps/web/src/features/passwords/health/vaultHealth.js';
import { loadScorer } from '../apps/web/src/features/passwords/health/loadVaultHealth.js';

const ENTRIES = Number(process.env.BENCH_HEALTH_ENTRIES ?? 10_000);

function entries(): HealthInput[] {
  const now = Date.now();
  return Array.from({ length: ENTRIES }, (_, i) => ({
    id: `e${i}`,
    name: `Entry ${i}`,
    // A tenth reuse a password, a tenth are weak, the rest are strong and distinct.
    password: i % 10 === 0 ? 'Shared-Password-1' : i % 10 === 1 ? `pass${i}` : `x7#Lq-${i}-vR92!mZ`,
    passwordSetAt: new Date(now - (i % 700) * 86_400_000).toISOString(),
  }));
}

async function main(): Promise<void> {
  const server = http.createServer((req, res) => {
    // A padded answer of about 800 lines, as the public service sends.
    const lines = Array.from(
      { length: 800 },
      (_, i) => `${i.toString(16).toUpperCase().padStart(35, '0')}:0`,
    );
    res.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\r\n'));
    void req;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const vault = entries();

  const loadStart = performance.now();
  const score = await loadScorer();
  const loaded = performance.now() - loadStart;

  const localStart = performance.now();
  const report = analyseVault(vault, score, new Date());
  const local = performance.now() - localStart;

  const breachStart = performance.now();
  const exposed = await findExposed(vault, httpRangeFetcher(`http://127.0.0.1:${port}/range`));
  const breach = performance.now() - breachStart;
  server.close();

  const [one, five] = os.loadavg();
  console.log(`vault health, ${ENTRIES} logins`);
  console.log(`  zxcvbn dictionaries loaded      ${loaded.toFixed(0)} ms`);
  console.log(
    `  weak / reused / old             ${local.toFixed(0)} ms  (weak ${report.weak.length}, reused groups ${report.reused.length}, old ${report.old.length})`,
  );
  console.log(`  breach check (local ranges)     ${breach.toFixed(0)} ms  (exposed ${exposed.length})`);
  console.log(
    `  total                           ${(loaded + local + breach).toFixed(0)} ms  (target ≤ 1,000 ms)`,
  );
  console.log(
    `  load average                    ${one!.toFixed(2)} (1 min), ${five!.toFixed(2)} (5 min), ${os.cpus().length} CPUs`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
