import type { Selectable } from 'kysely';
import type { DocumentUploadsTable } from '../../../db/tables/documents.table.js';
import type { DbHandle } from '../../../db/transaction.js';

export type UploadDbRow = Selectable<DocumentUploadsTable>;

/**
 * What `document_uploads.encryption` holds: the file's header and where its bytes are. Version 1: one
 * object per accepted chunk (named in `chunks`, in file order), copied together at the end (any
 * store). Version 2: one unfinished object (upload-keys.ts `partialKey`) holding header ‖ segments
 * 0..received, promoted at the end (stores that write in place). Rows of either version complete.
 */
export type UploadState = UploadStateChunks | UploadStateAppended;

export interface UploadStateChunks {
  v: 1;
  /** The 80-byte header of the finished file (file-crypto.ts), base64. */
  header: string;
  /** Chunk names (upload-keys.ts), in file order; together they hold bytes 0..received. */
  chunks: string[];
}

export interface UploadStateAppended {
  v: 2;
  header: string;
}

export function encodeUploadState(state: UploadState): string {
  return JSON.stringify(state);
}

export function decodeUploadState(text: string): UploadState {
  const value = JSON.parse(text) as { v?: unknown; header?: unknown; chunks?: unknown };
  if (typeof value.header !== 'string') throw new Error('Unknown upload state');
  if (value.v === 2) return { v: 2, header: value.header };
  if (value.v !== 1 || !Array.isArray(value.chunks)) throw new Error('Unknown upload state');
  return { v: 1, header: value.header, chunks: value.chunks.map(String) };
}

/** Sizes of an upload row as numbers (PostgreSQL returns bigint as text). */
export function sizesOf(row: UploadDbRow): { size: number; received: number } {
  return { size: Number(row.size), received: Number(row.received) };
}

/** Who owns an upload: only the user who created it continues or cancels it, at their firm. */
export interface Uploader {
  firmId: string;
  userId: string;
}

/**
 * Uploads in progress (`document_uploads`). Every change of an upload is conditional on the offset it
 * starts from, so two requests (on one instance or two) can never both move it: one wins, the other
 * is told CONFLICT, as tus asks.
 */
export class UploadsRepository {
  constructor(readonly db: DbHandle) {}

  /** The same repository inside a caller's transaction. */
  within(trx: DbHandle): UploadsRepository {
    return new UploadsRepository(trx);
  }

  async insert(row: UploadDbRow): Promise<void> {
    await this.db.insertInto('document_uploads').values(row).execute();
  }

  findOwn(uploader: Uploader, id: string): Promise<UploadDbRow | undefined> {
    return this.db
      .selectFrom('document_uploads')
      .selectAll()
      .where('id', '=', id)
      .where('firm_id', '=', uploader.firmId)
      .where('uploader_id', '=', uploader.userId)
      .executeTakeFirst();
  }

  /** Moves the offset from `from` to `to` with the new state; false when the upload is no longer at `from`. */
  async advance(id: string, from: number, to: number, state: UploadState, at: Date): Promise<boolean> {
    const res = await this.db
      .updateTable('document_uploads')
      .set({ received: to, encryption: encodeUploadState(state), updated_at: at.toISOString() })
      .where('id', '=', id)
      .where('received', '=', from)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Deletes the upload whatever its offset (one that can never complete). */
  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('document_uploads').where('id', '=', id).execute();
  }

  /** Deletes the upload if it is still at `received` (its completion); false when another request moved it. */
  async deleteAt(id: string, received: number): Promise<boolean> {
    const res = await this.db
      .deleteFrom('document_uploads')
      .where('id', '=', id)
      .where('received', '=', received)
      .executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }

  /** Deletes the uploader's upload (termination); the row deleted, or undefined when there was none. */
  async deleteOwn(uploader: Uploader, id: string): Promise<UploadDbRow | undefined> {
    const row = await this.findOwn(uploader, id);
    if (!row) return undefined;
    const res = await this.db
      .deleteFrom('document_uploads')
      .where('id', '=', id)
      .where('uploader_id', '=', uploader.userId)
      .executeTakeFirst();
    return Number(res.numDeletedRows) === 1 ? row : undefined;
  }

  /** Uploads whose time ran out, oldest first. */
  expired(now: Date, limit: number): Promise<UploadDbRow[]> {
    return this.db
      .selectFrom('document_uploads')
      .selectAll()
      .where('expires_at', '<=', now.toISOString())
      .orderBy('expires_at')
      .limit(limit)
      .execute();
  }

  /** Deletes an upload whose time ran out; false when it is gone already (completed, cancelled, another run). */
  async deleteExpired(id: string, now: Date): Promise<boolean> {
    const res = await this.db
      .deleteFrom('document_uploads')
      .where('id', '=', id)
      .where('expires_at', '<=', now.toISOString())
      .executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }

  /** Which of these ids are uploads in progress. */
  async existing(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('document_uploads')
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    return new Set(rows.map((r) => r.id));
  }
}
