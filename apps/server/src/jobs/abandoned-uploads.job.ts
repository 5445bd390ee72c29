import { documentsLimits } from '@guru/shared';
import type { AppContext } from '../app-context.js';
import { FsBlobStore } from '../infra/storage/fs-blob-store.js';
import { UPLOADS_PREFIX, uploadCreatedAt, uploadPrefix } from '../modules/documents/uploads/upload-keys.js';
import type { UploadsRepository } from '../modules/documents/uploads/uploads.repository.js';
import type { ScheduledJob } from './scheduler.js';

const BATCH = 200;
/** Temporary files of the fs store untouched this long belong to a put that died with its process. */
const STALE_TEMP_MS = 60 * 60_000;

export interface AbandonedUploadsResult {
  /** Upload rows whose 24 hours passed, removed with their chunks (and any assembled file). */
  uploads: number;
  /** Chunk folders older than 24 hours whose row is gone (a crash between a completion and its clean-up). */
  orphans: number;
  /** Temporary files of interrupted puts (file-system store only). */
  tempFiles: number;
}

/**
 * Removes uploads not completed within 24 hours (DESIGN §9): each expired row is deleted first (only
 * if still expired and present, so a completion in the same moment wins or loses cleanly), then its
 * stored chunks and any file assembled for it (no document names it: the completion deletes the row
 * in the transaction that inserts the document). Then chunk folders nobody's row names, and the fs
 * store's stale temporary files.
 */
export async function removeAbandonedUploads(ctx: AppContext): Promise<AbandonedUploadsResult> {
  const repo = ctx.repos.uploads;
  const now = ctx.clock.now();
  let uploads = 0;
  for (;;) {
    const expired = await repo.expired(now, BATCH);
    for (const row of expired) {
      if (!(await repo.deleteExpired(row.id, now))) continue;
      await ctx.files.deletePrefix(uploadPrefix(row.id));
      await ctx.files.delete(row.object_key);
      uploads++;
    }
    if (expired.length < BATCH) break;
  }
  const orphans = await removeOrphanChunks(ctx, repo, now);
  const tempFiles =
    ctx.files.blobs instanceof FsBlobStore ? await ctx.files.blobs.removeStaleTempFiles(STALE_TEMP_MS) : 0;
  if (uploads + orphans + tempFiles > 0)
    ctx.log.info({ uploads, orphans, tempFiles }, 'abandoned uploads removed');
  return { uploads, orphans, tempFiles };
}

async function removeOrphanChunks(ctx: AppContext, repo: UploadsRepository, now: Date): Promise<number> {
  const cutoff = now.getTime() - documentsLimits.abandonedUploadHours * 3_600_000;
  const old = new Set<string>();
  for await (const key of ctx.files.blobs.list(UPLOADS_PREFIX)) {
    const id = key.split('/')[1] ?? '';
    const created = uploadCreatedAt(id);
    if (created && created.getTime() < cutoff) old.add(id);
  }
  let removed = 0;
  const ids = [...old];
  for (let i = 0; i < ids.length; i += BATCH) {
    const part = ids.slice(i, i + BATCH);
    const live = await repo.existing(part);
    for (const id of part) {
      if (live.has(id)) continue;
      await ctx.files.deletePrefix(uploadPrefix(id));
      removed++;
    }
  }
  return removed;
}

/** Every 10 minutes, under its lease; the first run at start catches up after downtime. */
export const abandonedUploadsJob: ScheduledJob = {
  name: 'documents.abandoned-uploads',
  everyMinutes: 10,
  run: removeAbandonedUploads,
};
