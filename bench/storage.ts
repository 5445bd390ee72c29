/**
 * Throughput of documents' storage on the file-system store: encrypt and store 100 MiB, read and decrypt it
 * back, check the bytes, and print one summary line (with the process's peak RSS, to show that memory does
 * not grow with the file).
 *
 *   npm run bench -- storage           (100 MiB)
 *   npx tsx bench/storage.ts [MiB]
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EncryptedFileStore } from '../apps/server/src/infra/storage/encrypted-store.js';
import { FilesKeyring } from '../apps/server/src/infra/storage/files-keyring.js';
import { FsBlobStore } from '../apps/server/src/infra/storage/fs-blob-store.js';

const MIB = 1024 * 1024;
const mib = Number(process.argv[2] ?? 100);
const block = crypto.randomBytes(MIB);

async function* source(hash: crypto.Hash): AsyncGenerator<Buffer> {
  for (let i = 0; i < mib; i++) {
    // Each MiB differs (its first 8 bytes count), and arrives in 64 KiB network-sized chunks.
    const chunk = Buffer.from(block);
    chunk.writeBigUInt64BE(BigInt(i));
    hash.update(chunk);
    for (let offset = 0; offset < MIB; offset += 64 * 1024) yield chunk.subarray(offset, offset + 64 * 1024);
  }
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'guru-throughput-'));
try {
  const store = new EncryptedFileStore(new FsBlobStore(dir), new FilesKeyring(crypto.randomBytes(32)));
  const written = crypto.createHash('sha256');
  const t0 = performance.now();
  const info = await store.put('bench/file', source(written));
  const t1 = performance.now();
  const read = crypto.createHash('sha256');
  for await (const chunk of await store.get('bench/file')) read.update(chunk as Buffer);
  const t2 = performance.now();
  if (!read.digest().equals(written.digest())) throw new Error('read bytes differ from written bytes');
  const rate = (ms: number) => `${(info.size / MIB / (ms / 1000)).toFixed(0)} MiB/s`;
  console.log(
    `storage bench: fs store, ${mib} MiB (${(info.size / 1e6).toFixed(1)} MB, stored ${info.storedSize} bytes): ` +
      `put ${(t1 - t0).toFixed(0)} ms (${rate(t1 - t0)}), get ${(t2 - t1).toFixed(0)} ms (${rate(t2 - t1)}), ` +
      `round trip ${(t2 - t0).toFixed(0)} ms (${rate(t2 - t0)}); peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
  );
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
