import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, AppType, apiPaths, documentsApiPaths, type DocumentList } from '@guru/shared';
import { loadConfig } from '../config.js';
import { createEncryptedFileStore } from '../infra/storage/create-store.js';
import { testDialects } from '../test/databases.js';
import { fileOfSize, samples } from '../test/fixtures/upload-samples.js';
import { startServer, type ServerProcess } from '../test/process/server-process.js';
import { metadataHeader, tusUpload } from '../test/fixtures/uploads.js';
import { databaseProblems, partialDocuments, readStoredFile } from '../test/process/integrity.js';
import { prepareProcessWorld, type ProcessWorld } from '../test/process/process-world.js';

/** 20 kill cycles per database in CI; CRASH_CYCLES=100 for the long run. */
const CYCLES = Number(process.env.CRASH_CYCLES ?? 20);
const ENTRY_WRITERS = 3;
const CHUNK = 64 * 1024;
const BIG_CHUNKS = 12;
const ENVELOPE = 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA';

interface Interrupted {
  path: string;
  data: Buffer;
  fileName: string;
  /** The last offset the server acknowledged before the kill. */
  acknowledged: number;
}

/**
 * The real server (main.ts start) killed with SIGKILL, cycle after cycle, while clients write: vault
 * entries, whole small uploads and one large resumable upload at once. After each kill: every write
 * acknowledged with a 2xx is in the database, no document names a missing, undecryptable or short
 * file, the database checks itself clean; after each restart the interrupted upload resumes from the
 * offset the server had counted and completes with equal bytes, and the listing tells every size right.
 */
describe.each(testDialects())('SIGKILL of the server during writes on %s', (dialect) => {
  let world: ProcessWorld;
  let env: Record<string, string>;
  let passwordCookie = '';
  let documentsCookie = '';
  let clientId = '';
  let server: ServerProcess | null = null;
  const inDatabase: ProcessWorld['inDatabase'] = (work) => world.inDatabase(work);

  beforeAll(async () => {
    world = await prepareProcessWorld(dialect, {
      prefix: 'guru-crash-cycles-',
      apps: [AppType.password, AppType.documents],
      env: { FILES_KEY: crypto.randomBytes(32).toString('hex') },
    });
    ({ env, clientId } = world);
    passwordCookie = world.cookies[AppType.password] ?? '';
    documentsCookie = world.cookies[AppType.documents] ?? '';
  });

  afterAll(() => world.dispose(server));

  it(
    `loses no acknowledged write and shows no partial file over ${CYCLES} kills`,
    async () => {
      const files = createEncryptedFileStore(loadConfig(env));
      const docHeaders = {
        cookie: documentsCookie,
        'x-app-type': AppType.documents,
        'tus-resumable': '1.0.0',
      };
      const ackedEntries = new Set<string>();
      /** File name → its bytes, for every upload whose last PATCH was acknowledged. */
      const ackedDocuments = new Map<string, Buffer>();
      const figures = { entries: 0, documents: 0, interrupted: 0, resumed: 0, startMs: 0, started: 0 };
      let interrupted: Interrupted | null = null;
      const started = Date.now();

      try {
        // One start more than kills: the last one resumes the last interrupted upload, then stops gracefully.
        for (let cycle = 0; cycle <= CYCLES; cycle++) {
          const startAt = Date.now();
          server = await startServer(env, { bundled: true });
          figures.startMs += Date.now() - startAt;
          figures.started += 1;
          const running = server;
          const origin = running.origin;
          const uploadsUrl = `${origin}${API_PREFIX}${documentsApiPaths.uploads}`;

          // The upload the last kill interrupted resumes from the offset the server counted.
          if (interrupted) {
            const resumeUrl = `${origin}${interrupted.path}`;
            const head = await fetch(resumeUrl, { method: 'HEAD', headers: docHeaders });
            expect(head.status).toBe(200);
            const offset = Number(head.headers.get('upload-offset'));
            expect(offset).toBeGreaterThanOrEqual(interrupted.acknowledged);
            expect(offset).toBeLessThan(interrupted.data.length);
            const resumed = tusUpload(interrupted.data, {
              endpoint: uploadsUrl,
              uploadUrl: resumeUrl,
              cookie: documentsCookie,
              metadata: { fileName: interrupted.fileName, isShareFA: 'false' },
              chunkSize: CHUNK,
            });
            await resumed.done;
            expect(resumed.patchOffsets[0]).toBe(offset);
            ackedDocuments.set(interrupted.fileName, interrupted.data);
            figures.resumed += 1;
            interrupted = null;
          }

          // Every listed document has its true size, and every acknowledged one is listed.
          const listing = await fetch(`${origin}${API_PREFIX}${documentsApiPaths.list}?limit=-1`, {
            headers: docHeaders,
          });
          expect(listing.status).toBe(200);
          const listed = ((await listing.json()) as { data: DocumentList }).data.results;
          for (const [name, bytes] of ackedDocuments)
            expect(listed.find((d) => d.fileName === name)?.fileSize, name).toBe(bytes.length);
          if (cycle === CYCLES) {
            server.child.kill('SIGTERM');
            expect(await server.exited).toBe(0);
            server = null;
            break;
          }

          // Writes at once until the kill.
          let killed = false;
          const entryWriter = async () => {
            while (!killed) {
              const id = crypto.randomUUID();
              const res = await fetch(`${origin}${API_PREFIX}${apiPaths.passwordsItems}`, {
                method: 'POST',
                headers: {
                  cookie: passwordCookie,
                  'x-app-type': AppType.password,
                  'content-type': 'application/json',
                },
                body: JSON.stringify({ id, folderId: null, summary: ENVELOPE, secret: ENVELOPE }),
              }).catch(() => null);
              if (!res) return;
              if (res.ok) ackedEntries.add(id);
              else expect(res.status, await res.text()).toBeLessThan(400);
            }
          };
          const smallUploads = async () => {
            for (let n = 0; !killed; n++) {
              const fileName = `small-${cycle}-${n}.pdf`;
              const data = fileOfSize(samples.pdf(), CHUNK + n * 100, cycle * 1000 + n);
              const created = await fetch(uploadsUrl, {
                method: 'POST',
                headers: {
                  ...docHeaders,
                  'upload-length': String(data.length),
                  'upload-metadata': metadataHeader({ fileName, isShareFA: 'false' }),
                },
              }).catch(() => null);
              if (!created) return;
              expect(created.status).toBe(201);
              const patched = await fetch(new URL(created.headers.get('location') ?? '', origin), {
                method: 'PATCH',
                headers: {
                  ...docHeaders,
                  'content-type': 'application/offset+octet-stream',
                  'upload-offset': '0',
                },
                body: new Uint8Array(data),
              }).catch(() => null);
              if (!patched) return;
              expect(patched.status).toBe(204);
              ackedDocuments.set(fileName, data);
            }
          };
          const bigFileName = `large-${cycle}.pdf`;
          const bigData = fileOfSize(samples.pdf(), BIG_CHUNKS * CHUNK + 321, 7 + cycle);
          let bigAcknowledged = 0;
          // The kill comes once the large upload has a random number of chunks in (whatever the machine's
          // speed), a few milliseconds later: mostly with its next PATCH on the way.
          const killAfterChunks = 1 + Math.floor(Math.random() * (BIG_CHUNKS - 2));
          let reached: () => void = () => {};
          const killTime = new Promise<void>((resolve) => {
            reached = resolve;
          });
          const big = tusUpload(bigData, {
            endpoint: uploadsUrl,
            cookie: documentsCookie,
            metadata: { fileName: bigFileName, isShareFA: 'false' },
            chunkSize: CHUNK,
            onChunkComplete: (_upload, accepted) => {
              bigAcknowledged = accepted;
              if (accepted >= killAfterChunks * CHUNK) reached();
            },
          });
          const bigDone = big.done.then(
            () => true,
            () => false,
          );
          const writers = [...Array.from({ length: ENTRY_WRITERS }, entryWriter), smallUploads()];

          // (The 20 s is a cap for a machine too slow to reach the chunk count, not a wait.)
          await Promise.race([killTime, bigDone, new Promise((resolve) => setTimeout(resolve, 20_000))]);
          // A real delay on purpose: the random 0-20 ms puts the kill at a different point of the next PATCH.
          await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 20)));
          killed = true;
          running.child.kill('SIGKILL');
          await running.exited;
          server = null;
          await Promise.all(writers);
          // With its server gone the large upload ends on its own: finished before the kill, or failed on
          // the dead connection (the tus client makes no retries).
          if (await bigDone) {
            ackedDocuments.set(bigFileName, bigData);
          } else if (big.upload.url) {
            interrupted = {
              path: new URL(big.upload.url).pathname,
              data: bigData,
              fileName: bigFileName,
              acknowledged: bigAcknowledged,
            };
            figures.interrupted += 1;
          }

          // After the kill, before any restart: the database as the crash left it.
          await inDatabase(async (db) => {
            const entryIds = new Set(
              (await db.kysely.selectFrom('vault_items').select('id').execute()).map((r) => r.id),
            );
            const missingEntries = [...ackedEntries].filter((id) => !entryIds.has(id));
            expect(missingEntries).toEqual([]);
            const documents = await db.kysely
              .selectFrom('documents')
              .select(['file_name', 'object_key', 'size'])
              .where('client_id', '=', clientId)
              .execute();
            const byName = new Map(documents.map((d) => [d.file_name, d]));
            expect([...ackedDocuments.keys()].filter((name) => !byName.has(name))).toEqual([]);
            expect(await partialDocuments(db, files)).toEqual([]);
            expect(await databaseProblems(db)).toEqual([]);
            // The bytes of the documents acknowledged in this cycle are the ones sent.
            for (const [name, bytes] of ackedDocuments) {
              if (!name.includes(`-${cycle}`)) continue;
              const row = byName.get(name);
              expect((await readStoredFile(files, row?.object_key ?? '')).equals(bytes), name).toBe(true);
            }
          });
        }
      } finally {
        files.blobs.close();
      }
      figures.entries = ackedEntries.size;
      figures.documents = ackedDocuments.size;
      console.log(
        `crash test on ${dialect}: ${CYCLES} kills in ${((Date.now() - started) / 1000).toFixed(1)} s (server start ${Math.round(figures.startMs / figures.started)} ms on average); ` +
          `${figures.entries} vault entries and ${figures.documents} documents acknowledged, all present; ${figures.interrupted} uploads interrupted, ${figures.resumed} resumed`,
      );
      // The kills did land during uploads (otherwise nothing was resumed).
      expect(figures.resumed).toBeGreaterThan(0);
      expect(figures.entries).toBeGreaterThan(CYCLES);
    },
    60_000 + CYCLES * 15_000,
  );
});
