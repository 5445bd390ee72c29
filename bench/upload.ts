/**
 * Documents Guru's uploads and downloads of a large file, against a raw copy of the same file on the
 * same disk.
 *
 * The real server (`main.ts start`, NODE_ENV=production, file-system store under a temporary
 * DATA_DIR, SQLite) runs as its own process, so that its RSS (VmRSS of /proc/<pid>/status, sampled
 * every 50 ms) is the server's alone. A firm and a client are created and the client signed in to
 * Documents Guru (password, SMS code from the outbox, PIN) before the start; the server accepts that
 * session cookie. Then, in this process:
 *
 * - a BENCH_UPLOAD_MB (500, 1 MB = 10^6 bytes; 500 MB is the upload limit) PDF is generated once (a
 *   PDF header, then random bytes) in a temporary folder next to DATA_DIR;
 * - BENCH_UPLOAD_ROUNDS (3) rounds, each: a raw copy, the upload, a raw copy, the download, so that
 *   each transfer is compared with copies made just before it (a burst of load elsewhere on a shared
 *   machine hits both alike); the best round's ratio is the figure, the range is printed beside it;
 * - the raw copies are on the same disk as DATA_DIR with the durability of their direction: for the
 *   upload, the file read and written in 8 MiB pieces with an fsync after each (the server fsyncs
 *   once per PATCH of 8 MiB); for the download, read stream → write stream with 1 MiB buffers and one
 *   fsync at the end (what the download does here); `fs.copyFile` (no fsync, in-kernel) is printed
 *   beside them;
 * - upload: tus-js-client as the browser uses it (8 MiB chunks, from an fs.ReadStream), timed from
 *   the start to its onSuccess (the last PATCH answers after the file is made the document's and
 *   the document recorded);
 * - download: GET downloadDocument streamed into a file (a write stream with 1 MiB buffers, as the raw
 *   copy's: with Node's default 16 KiB, every 64 KiB socket read waited for its own disk write, and the
 *   bench measured its own client more than the server), fsync'd, timed; then the file's sha256,
 *   which must be the source's, out of the timing (the raw copy does not hash either);
 * - the server's RSS growth: its peak during the upload and during the download, minus its RSS just
 *   before (after a 1 MB warm-up upload);
 * - BENCH_UPLOAD_CONCURRENCY (20) uploads of BENCH_UPLOAD_CONCURRENT_MB (50) at once: errors, total
 *   throughput, and that every one became a document of the right size.
 *
 * - the server's own AES-256-GCM segment encryption and decryption (FileCipher) timed in this process,
 *   printed beside the ratios: work on every byte that the raw copies do not do.
 *
 * Targets (reported, not asserted): upload and download ≥ 0.7 × their raw copy's throughput; RSS
 * growth ≤ 100 MB. Everything temporary is removed at the end.
 *
 *   npx tsx bench/upload.ts          (npm run bench -- upload)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { Upload } from 'tus-js-client';
import { API_PREFIX, AppType, documentsApiPaths, documentsLimits, type DocumentList } from '@guru/shared';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { startServer, type ServerProcess } from '../apps/server/src/test/process/server-process.js';
import {
  FileCipher,
  NONCE_PREFIX_BYTES,
  SEGMENT_SIZE,
} from '../apps/server/src/infra/storage/file-crypto.js';
import { signInClient } from '../apps/server/src/test/sign-in.js';
import { createFirm, createTestUser } from '../apps/server/src/test/test-app.js';
import { productionBenchEnv } from './lib/production-env.js';
import { positiveInt } from './lib/bench-env.js';

const MB = 1_000_000;
const MIB = 1_048_576;
const SIZE = positiveInt('BENCH_UPLOAD_MB', 500) * MB;
const CONCURRENCY = positiveInt('BENCH_UPLOAD_CONCURRENCY', 20);
const CONCURRENT_SIZE = positiveInt('BENCH_UPLOAD_CONCURRENT_MB', 50) * MB;
const CHUNK = documentsLimits.uploadChunkBytes;
const ROUNDS = positiveInt('BENCH_UPLOAD_ROUNDS', 3);
const TARGET_RATIO = 0.7;
const TARGET_RSS_MB = 100;
if (SIZE > documentsLimits.maxFileBytes || CONCURRENT_SIZE > documentsLimits.maxFileBytes) {
  throw new Error(
    `BENCH_UPLOAD_MB and BENCH_UPLOAD_CONCURRENT_MB must not pass the upload limit (${documentsLimits.maxFileBytes / MB} MB)`,
  );
}

function log(line: string): void {
  console.log(`[upload] ${line}`);
}

const mbps = (bytes: number, ms: number) => bytes / MB / (ms / 1000);
const fmtRate = (value: number) => `${value.toFixed(0)} MB/s`;
const fmtS = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// --- Files ------------------------------------------------------------------------------------------

/** A PDF header then random bytes (each MiB its own), written once; returns its sha256. */
async function writeSource(file: string, size: number): Promise<string> {
  const hash = crypto.createHash('sha256');
  const out = fs.createWriteStream(file);
  async function* blocks(): AsyncGenerator<Buffer> {
    for (let at = 0; at < size; at += MIB) {
      const block = crypto.randomBytes(Math.min(MIB, size - at));
      if (at === 0) block.write('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n', 0, 'latin1');
      hash.update(block);
      yield block;
    }
  }
  await pipeline(blocks(), out);
  return hash.digest('hex');
}

async function fsyncFile(file: string): Promise<void> {
  const handle = await fsp.open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Reads `source` and writes `target` in `piece`-byte writes, fsync after each (and at the end). */
async function copyWithFsyncs(source: string, target: string, piece: number): Promise<void> {
  const input = await fsp.open(source, 'r');
  const output = await fsp.open(target, 'wx', 0o600);
  try {
    const buffer = Buffer.allocUnsafe(piece);
    for (;;) {
      const { bytesRead } = await input.read(buffer, 0, piece, null);
      if (bytesRead === 0) break;
      let written = 0;
      while (written < bytesRead)
        written += (await output.write(buffer, written, bytesRead - written)).bytesWritten;
      await output.sync();
    }
  } finally {
    await input.close();
    await output.close();
  }
}

interface RawCopies {
  /** Read and written in chunk-sized pieces, fsync after each: the upload's baseline. */
  chunkedMs: number;
  /** Read stream → write stream, one fsync: the download's baseline. */
  streamMs: number;
  copyFileMs: number;
}

/** The best of `runs` of each raw copy of `source` to `target` (same folder, same disk as the server's). */
async function rawCopy(source: string, target: string, runs: number): Promise<RawCopies> {
  const best: RawCopies = {
    chunkedMs: Number.POSITIVE_INFINITY,
    streamMs: Number.POSITIVE_INFINITY,
    copyFileMs: Number.POSITIVE_INFINITY,
  };
  const time = async (which: keyof RawCopies, copy: () => Promise<void>) => {
    await fsp.rm(target, { force: true });
    const started = performance.now();
    await copy();
    best[which] = Math.min(best[which], performance.now() - started);
  };
  for (let run = 0; run < runs; run += 1) {
    await time('chunkedMs', () => copyWithFsyncs(source, target, CHUNK));
    await time('streamMs', async () => {
      await pipeline(
        fs.createReadStream(source, { highWaterMark: MIB }),
        fs.createWriteStream(target, { highWaterMark: MIB }),
      );
      await fsyncFile(target);
    });
    await time('copyFileMs', () => fsp.copyFile(source, target));
  }
  await fsp.rm(target, { force: true });
  return best;
}

// --- The server's crypto ----------------------------------------------------------------------------

/**
 * The server's own segment encryption and decryption (FileCipher, 64 KiB segments) in this process, in MB/s:
 * work the server does on every byte that a raw copy does not, printed beside the ratios.
 */
function cryptoRates(bytes = 256 * MB): { encrypt: number; decrypt: number } {
  const cipher = new FileCipher(crypto.randomBytes(32), crypto.randomBytes(NONCE_PREFIX_BYTES), 'bench');
  const plaintext = crypto.randomBytes(SEGMENT_SIZE);
  const segments = Math.floor(bytes / SEGMENT_SIZE);
  const stored = Buffer.concat(cipher.encryptSegmentParts(0, plaintext, false));
  let started = performance.now();
  for (let i = 0; i < segments; i += 1) cipher.encryptSegmentParts(i, plaintext, false);
  const encrypt = mbps(segments * SEGMENT_SIZE, performance.now() - started);
  started = performance.now();
  for (let i = 0; i < segments; i += 1) cipher.decryptSegment(0, stored, false);
  return { encrypt, decrypt: mbps(segments * SEGMENT_SIZE, performance.now() - started) };
}

// --- The server's memory ----------------------------------------------------------------------------

async function rssBytes(pid: number): Promise<number> {
  const status = await fsp.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return kb * 1024;
}

/** Samples a process's RSS every 50 ms; `peak()` since the last `reset()`. */
class RssSampler {
  private max = 0;
  private readonly timer: NodeJS.Timeout;
  constructor(private readonly pid: number) {
    this.timer = setInterval(() => {
      rssBytes(pid).then(
        (rss) => {
          if (rss > this.max) this.max = rss;
        },
        () => undefined,
      );
    }, 50);
  }
  async reset(): Promise<number> {
    const now = await rssBytes(this.pid);
    this.max = now;
    return now;
  }
  async peak(): Promise<number> {
    const now = await rssBytes(this.pid);
    return Math.max(this.max, now);
  }
  stop(): void {
    clearInterval(this.timer);
  }
}

// --- Server, client -------------------------------------------------------------------------------

interface Setup {
  server: ServerProcess;
  cookie: string;
}

/** The firm and the signed-in client, made in this process, then the real server on DATA_DIR. */
async function setUp(dataDir: string): Promise<Setup> {
  const env = productionBenchEnv(dataDir);
  const app = await buildApp({ ...loadConfig(env), webDistDir: null }, { logger: false });
  let cookie: string;
  try {
    const firmId = await createFirm(app, 'bench', 'Bench Wealth Partners');
    const client = await createTestUser(app, { firmId, username: 'bench.client' });
    cookie = (await signInClient(app, client, AppType.documents)).cookieHeader();
  } finally {
    await app.close();
  }
  return { server: await startServer(env), cookie };
}

/** Resolves with how long the last PATCH took (its chunk, the file made the document's, the document recorded), in ms. */
function tusUpload(endpoint: string, cookie: string, file: string, fileName: string): Promise<number> {
  let lastChunkStarted = performance.now();
  return new Promise((resolve, reject) => {
    const upload = new Upload(fs.createReadStream(file), {
      endpoint,
      headers: { cookie, 'x-app-type': AppType.documents },
      metadata: { fileName, isShareFA: 'false' },
      chunkSize: CHUNK,
      retryDelays: null,
      onChunkComplete: (_chunk, accepted, total) => {
        if (accepted < total) lastChunkStarted = performance.now();
      },
      onSuccess: () => resolve(performance.now() - lastChunkStarted),
      onError: (error) => reject(error),
    });
    upload.start();
  });
}

async function findDocument(
  origin: string,
  cookie: string,
  fileName: string,
): Promise<DocumentList['results'][number]> {
  const query = new URLSearchParams({ isFilterShareFA: 'false', q: fileName, limit: '10' });
  const res = await fetch(`${origin}${API_PREFIX}${documentsApiPaths.list}?${query}`, {
    headers: { cookie, 'x-app-type': AppType.documents },
  });
  if (res.status !== 200) throw new Error(`list answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const { data } = (await res.json()) as { data: DocumentList };
  const doc = data.results.find((d) => d.fileName === fileName);
  if (!doc) throw new Error(`${fileName} is not listed after its upload`);
  return doc;
}

async function countDocuments(origin: string, cookie: string, q: string, size: number): Promise<number> {
  const query = new URLSearchParams({ isFilterShareFA: 'false', q, limit: '-1' });
  const res = await fetch(`${origin}${API_PREFIX}${documentsApiPaths.list}?${query}`, {
    headers: { cookie, 'x-app-type': AppType.documents },
  });
  if (res.status !== 200) throw new Error(`list answered ${res.status}`);
  const { data } = (await res.json()) as { data: DocumentList };
  return data.results.filter((d) => d.fileSize === size).length;
}

/** Streams a document into `target` (fsync'd at the end), as a raw copy writes its file; its byte count. */
function download(origin: string, cookie: string, id: string, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${origin}${API_PREFIX}${documentsApiPaths.download}?id=${encodeURIComponent(id)}`);
    const req = http.get(url, { headers: { cookie, 'x-app-type': AppType.documents } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`download answered ${res.statusCode}`));
        return;
      }
      pipeline(res, fs.createWriteStream(target, { highWaterMark: MIB }))
        .then(() => fsyncFile(target))
        .then(() => fsp.stat(target))
        .then((stats) => resolve(stats.size), reject);
    });
    req.on('error', reject);
  });
}

/** The sha256 of a file (after the timing: the raw copy does not hash either). */
async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file, { highWaterMark: MIB }), hash);
  return hash.digest('hex');
}

// --- Main -----------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guru-bench-upload-'));
  const dataDir = path.join(workDir, 'data');
  const filesDir = path.join(workDir, 'files');
  fs.mkdirSync(dataDir);
  fs.mkdirSync(filesDir);
  let server: ServerProcess | null = null;
  let sampler: RssSampler | null = null;
  try {
    let started = performance.now();
    const source = path.join(filesDir, 'source.pdf');
    const sourceSha = await writeSource(source, SIZE);
    const small = path.join(filesDir, 'concurrent.pdf');
    await writeSource(small, CONCURRENT_SIZE);
    const warmFile = path.join(filesDir, 'warm-up.pdf');
    await writeSource(warmFile, MB);
    log(
      `source ${SIZE / MB} MB and ${CONCURRENT_SIZE / MB} MB PDFs generated in ${fmtS(performance.now() - started)} in ${os.tmpdir()}`,
    );
    const crypt = cryptoRates();
    log(
      `the server's AES-256-GCM of 64 KiB segments in this process: encrypt ${fmtRate(crypt.encrypt)}, decrypt ${fmtRate(crypt.decrypt)} (work on every byte that a raw copy does not do)`,
    );

    started = performance.now();
    const setup = await setUp(dataDir);
    server = setup.server;
    const { cookie } = setup;
    const pid = server.child.pid;
    if (pid === undefined) throw new Error('the server process has no pid');
    const endpoint = `${server.origin}${API_PREFIX}${documentsApiPaths.uploads}`;
    log(
      `server (main.ts start, production, fs store, SQLite) pid ${pid} at ${server.origin}, client signed in, in ${fmtS(performance.now() - started)}`,
    );

    await tusUpload(endpoint, cookie, warmFile, 'Warm up.pdf');
    sampler = new RssSampler(pid);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const baseline = await sampler.reset();

    // Rounds of: raw copies, the large upload, raw copies, its download (each ratio against copies made
    // just before it, so that a burst of load elsewhere on the machine hits both alike).
    interface Round {
      uploadRatio: number;
      uploadRate: number;
      uploadBase: number;
      downloadRatio: number;
      downloadRate: number;
      downloadBase: number;
    }
    const rounds: Round[] = [];
    let uploadPeak = baseline;
    let downloadPeak = baseline;
    let intact = true;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const before = await rawCopy(source, path.join(dataDir, 'raw-copy.pdf'), 1);
      const uploadBase = mbps(SIZE, before.chunkedMs);
      const bigName = `Large ${SIZE / MB} MB ${round}.pdf`;
      await sampler.reset();
      started = performance.now();
      const lastPatchMs = await tusUpload(endpoint, cookie, source, bigName);
      const uploadMs = performance.now() - started;
      uploadPeak = Math.max(uploadPeak, await sampler.peak());
      const doc = await findDocument(server.origin, cookie, bigName);
      if (doc.fileSize !== SIZE) throw new Error(`the document is ${doc.fileSize} bytes, expected ${SIZE}`);
      const uploadRate = mbps(SIZE, uploadMs);
      log(
        `round ${round}: raw copy in ${CHUNK / MIB} MiB pieces, fsync each: ${fmtRate(uploadBase)}; upload (tus, ${CHUNK / MIB} MiB chunks): ${fmtS(uploadMs)}, ` +
          `${fmtRate(uploadRate)} = ${(uploadRate / uploadBase).toFixed(2)} × (the last PATCH, its chunk and the file made the document's: ${fmtS(lastPatchMs)})`,
      );

      const after = await rawCopy(source, path.join(dataDir, 'raw-copy.pdf'), 1);
      const downloadBase = mbps(SIZE, after.streamMs);
      await sampler.reset();
      const target = path.join(filesDir, 'downloaded.pdf');
      started = performance.now();
      const bytes = await download(server.origin, cookie, doc.id, target);
      const downloadMs = performance.now() - started;
      downloadPeak = Math.max(downloadPeak, await sampler.peak());
      const got = { sha256: await sha256Of(target), bytes };
      await fsp.rm(target, { force: true });
      intact &&= got.sha256 === sourceSha && got.bytes === SIZE;
      const downloadRate = mbps(SIZE, downloadMs);
      log(
        `round ${round}: raw copy read+write, one fsync: ${fmtRate(downloadBase)} (fs.copyFile, no fsync: ${fmtRate(mbps(SIZE, after.copyFileMs))}); ` +
          `download (streamed to a file, fsync'd): ${fmtS(downloadMs)}, ${fmtRate(downloadRate)} = ${(downloadRate / downloadBase).toFixed(2)} ×; ` +
          `sha256 ${got.sha256 === sourceSha && got.bytes === SIZE ? 'equal to the source' : `DIFFERENT (${got.bytes} bytes)`}`,
      );
      rounds.push({
        uploadRatio: uploadRate / uploadBase,
        uploadRate,
        uploadBase,
        downloadRatio: downloadRate / downloadBase,
        downloadRate,
        downloadBase,
      });
    }
    const bestUpload = rounds.reduce((a, b) => (b.uploadRatio > a.uploadRatio ? b : a));
    const bestDownload = rounds.reduce((a, b) => (b.downloadRatio > a.downloadRatio ? b : a));
    const range = (pick: (r: Round) => number) =>
      `${Math.min(...rounds.map(pick)).toFixed(2)}–${Math.max(...rounds.map(pick)).toFixed(2)}`;
    const { uploadRate, uploadBase } = bestUpload;
    const { downloadRate, downloadBase } = bestDownload;
    const growth = Math.max(uploadPeak, downloadPeak) - baseline;
    log(
      `server RSS: ${(baseline / MB).toFixed(0)} MB before, peak ${(uploadPeak / MB).toFixed(0)} MB during the uploads, ` +
        `${(downloadPeak / MB).toFixed(0)} MB during the downloads: growth ${(growth / MB).toFixed(0)} MB`,
    );

    // Many at once.
    await sampler.reset();
    const concurrentBase = await rssBytes(pid);
    started = performance.now();
    const outcomes = await Promise.allSettled(
      Array.from({ length: CONCURRENCY }, (_, i) =>
        tusUpload(endpoint, cookie, small, `Concurrent ${String(i + 1).padStart(2, '0')}.pdf`),
      ),
    );
    const concurrentMs = performance.now() - started;
    const concurrentPeak = await sampler.peak();
    const failures = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    for (const failure of failures.slice(0, 3))
      log(`  error: ${failure.reason instanceof Error ? failure.reason.message : String(failure.reason)}`);
    const stored = await countDocuments(server.origin, cookie, 'Concurrent', CONCURRENT_SIZE);
    const concurrentRate = mbps(CONCURRENCY * CONCURRENT_SIZE, concurrentMs);
    log(
      `${CONCURRENCY} concurrent uploads of ${CONCURRENT_SIZE / MB} MB: ${failures.length} errors, ${stored} documents of that size, ` +
        `${fmtS(concurrentMs)}, ${fmtRate(concurrentRate)} in total; server RSS growth ${((concurrentPeak - concurrentBase) / MB).toFixed(0)} MB`,
    );

    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    console.log(
      `upload bench: ${SIZE / MB} MB (load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}); ` +
        `best of ${ROUNDS} rounds: upload ${fmtRate(uploadRate)} = ${(uploadRate / uploadBase).toFixed(2)}× raw copy with per-chunk fsync (${fmtRate(uploadBase)}; ${range((r) => r.uploadRatio)}×) ${verdict(uploadRate / uploadBase >= TARGET_RATIO)}, ` +
        `download ${fmtRate(downloadRate)} = ${(downloadRate / downloadBase).toFixed(2)}× raw copy with one fsync (${fmtRate(downloadBase)}; ${range((r) => r.downloadRatio)}×) ${verdict(downloadRate / downloadBase >= TARGET_RATIO)} (target ≥ ${TARGET_RATIO}×), ` +
        `sha256 ${intact ? 'equal' : 'DIFFERENT'}; server RSS +${(growth / MB).toFixed(0)} MB ${verdict(growth <= TARGET_RSS_MB * MB)} (target ≤ ${TARGET_RSS_MB} MB); ` +
        `${CONCURRENCY}×${CONCURRENT_SIZE / MB} MB concurrent: ${failures.length} errors, ${fmtRate(concurrentRate)} total; ` +
        `AES-256-GCM here: encrypt ${fmtRate(crypt.encrypt)}, decrypt ${fmtRate(crypt.decrypt)}`,
    );
    return intact ? 0 : 1;
  } finally {
    sampler?.stop();
    if (server) {
      server.child.kill('SIGTERM');
      const exited = await Promise.race([
        server.exited.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]);
      if (!exited) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `upload bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  },
);
