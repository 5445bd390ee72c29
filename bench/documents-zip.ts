/**
 * Documents Guru's ZIP of a folder (ADR 0046) against the download of one file, and the server's memory.
 *
 * A firm, a client and a folder of BENCH_ZIP_FILES (8) files of BENCH_ZIP_FILE_MIB (128) MiB each (1 GiB in
 * all, random bytes, stored encrypted as uploads are) are made in this process; then the real server
 * (`main.ts start`, NODE_ENV=production, SQLite, file-system store) runs as its own process, so that its
 * RSS (VmRSS, sampled every 50 ms) is its alone. Over HTTP on the loopback, bytes read and dropped:
 *
 * - single-file rate: the best of 3 downloads of one of the files (decrypted as it streams);
 * - ZIP rate: the best of 2 ZIPs of the whole folder (`POST /docVaults/zip`), each file read, decrypted
 *   and stored into the archive as the response is read; the archive is checked to hold every file's
 *   size plus its headers;
 * - RSS growth: the server's peak during the ZIPs minus its RSS just before.
 *
 * Targets (printed, never asserted): ZIP rate ≥ 0.5 × the single-file rate, RSS growth ≤ 50 MB.
 *
 *   npx tsx bench/documents-zip.ts        (npm run bench -- documents-zip)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { API_PREFIX, AppType, documentsApiPaths, documentsViewerApiPaths } from '@guru/shared';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { startServer } from '../apps/server/src/test/process/server-process.js';
import { signInClient } from '../apps/server/src/test/sign-in.js';
import { createFirm, createTestUser } from '../apps/server/src/test/test-app.js';
import { seedDocument, seedFolder } from '../apps/server/src/test/fixtures/documents.js';
import { productionBenchEnv } from './lib/production-env.js';

const MIB = 1_048_576;
const FILES = Number(process.env.BENCH_ZIP_FILES ?? 8);
const FILE_MIB = Number(process.env.BENCH_ZIP_FILE_MIB ?? 128);
const TARGET_RATIO = 0.5;
const TARGET_RSS_MB = 50;

const log = (line: string) => console.log(`[documents-zip] ${line}`);
const rate = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000);

async function rssBytes(pid: number): Promise<number> {
  const status = await fsp.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN) * 1024;
}

/** Reads an answer to its end, dropping the bytes; its status, byte count and time in ms. */
async function drain(res: Response, started: number): Promise<{ bytes: number; ms: number }> {
  if (!res.ok || !res.body) throw new Error(`answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).length;
  return { bytes, ms: performance.now() - started };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-bench-zip-'));
  const env = productionBenchEnv(dataDir);
  const app = await buildApp({ ...loadConfig(env), webDistDir: null }, { logger: false });
  let cookie: string;
  let folderId: string;
  let fileId: string;
  try {
    const firmId = await createFirm(app, 'bench', 'Bench Wealth Partners');
    const client = await createTestUser(app, { firmId, username: 'bench.client' });
    const space = { firmId, clientId: client.id };
    const folder = await seedFolder(app.guru, space, { area: 'shared', createdBy: client.id, name: 'Scans' });
    folderId = folder.id;
    const seeded = performance.now();
    const ids: string[] = [];
    for (let i = 0; i < FILES; i++) {
      const doc = await seedDocument(app.guru, space, {
        area: 'shared',
        uploadedBy: client.id,
        folderId,
        fileName: `scan-${i + 1}.pdf`,
        bytes: crypto.randomBytes(FILE_MIB * MIB),
      });
      ids.push(doc.id);
    }
    fileId = ids[0]!;
    log(
      `${FILES} files of ${FILE_MIB} MiB stored encrypted in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    cookie = (await signInClient(app, client, AppType.documents)).cookieHeader();
  } finally {
    await app.close();
  }
  const server = await startServer(env);
  const headers = { cookie, 'x-app-type': AppType.documents };
  const pid = server.child.pid!;
  try {
    let single = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 3; round++) {
      const started = performance.now();
      const url = `${server.origin}${API_PREFIX}${documentsApiPaths.download}?id=${fileId}`;
      const { bytes, ms } = await drain(await fetch(url, { headers }), started);
      if (bytes !== FILE_MIB * MIB) throw new Error(`download gave ${bytes} bytes`);
      single = Math.min(single, ms);
    }
    const singleRate = rate(FILE_MIB * MIB, single);
    log(`single-file download: ${singleRate.toFixed(0)} MB/s (best of 3, ${FILE_MIB} MiB)`);

    const before = await rssBytes(pid);
    let peak = before;
    const sampler = setInterval(() => {
      rssBytes(pid).then(
        (rss) => (peak = Math.max(peak, rss)),
        () => undefined,
      );
    }, 50);
    let zipBest = Number.POSITIVE_INFINITY;
    let zipBytes = 0;
    try {
      for (let round = 0; round < 2; round++) {
        const started = performance.now();
        const res = await fetch(`${server.origin}${API_PREFIX}${documentsViewerApiPaths.zip}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ folderIds: [folderId] }),
        });
        const { bytes, ms } = await drain(res, started);
        if (bytes < FILES * FILE_MIB * MIB)
          throw new Error(`the ZIP holds ${bytes} bytes, fewer than its files`);
        zipBytes = bytes;
        zipBest = Math.min(zipBest, ms);
      }
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, await rssBytes(pid));
    const zipRate = rate(zipBytes, zipBest);
    const ratio = zipRate / singleRate;
    const growth = (peak - before) / 1e6;
    log(
      `folder ZIP (${(zipBytes / 1e9).toFixed(2)} GB, ${FILES} files): ${zipRate.toFixed(0)} MB/s in ${(zipBest / 1000).toFixed(1)} s (best of 2)`,
    );
    log(
      `ratio ZIP / single file: ${ratio.toFixed(2)} × (target ≥ ${TARGET_RATIO} ×)${ratio >= TARGET_RATIO ? '' : '  MISSED'}`,
    );
    log(
      `server RSS: ${(before / 1e6).toFixed(0)} MB before, peak ${(peak / 1e6).toFixed(0)} MB: growth ${growth.toFixed(1)} MB (target ≤ ${TARGET_RSS_MB} MB)${growth <= TARGET_RSS_MB ? '' : '  MISSED'}`,
    );
    const load = os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
    console.log(
      `documents-zip bench: ZIP ${zipRate.toFixed(0)} MB/s = ${ratio.toFixed(2)} × single file ` +
        `${singleRate.toFixed(0)} MB/s (≥ ${TARGET_RATIO}), RSS +${growth.toFixed(1)} MB (≤ ${TARGET_RSS_MB}), load average ${load}`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
