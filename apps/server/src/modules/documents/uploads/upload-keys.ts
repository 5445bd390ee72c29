import crypto from 'node:crypto';
import { documentsLimits } from '@guru/shared';

/**
 * Names of an upload in progress. Its id is a UUID version 7 (RFC 9562: the first 48 bits are the
 * creation time in milliseconds), so the clean-up job can tell the age of stored chunks whose row is
 * gone. Its chunks are objects `uploads/{uploadId}/{firstSegment}-{random}`: one per accepted PATCH,
 * a fresh name each time, so a retried or concurrent PATCH never overwrites a chunk another request
 * already counted. Where the store writes in place, an upload has one object instead,
 * `uploads/{uploadId}/file`, header and segments at their final places. The finished file goes to
 * its document's own key (documentObjectKey).
 */

export const UPLOADS_PREFIX = 'uploads';

export function newUploadId(now: Date): string {
  const bytes = crypto.randomBytes(16);
  bytes.writeUIntBE(now.getTime(), 0, 6);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** When an upload id was made, or null when the text is not one of our upload ids. */
export function uploadCreatedAt(id: string): Date | null {
  if (!UUID_V7.test(id)) return null;
  return new Date(Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16));
}

/** Every stored chunk of an upload is under this prefix. */
export function uploadPrefix(uploadId: string): string {
  return `${UPLOADS_PREFIX}/${uploadId}`;
}

/** A fresh name for the chunk that starts at `offset` (a segment boundary). */
export function newChunkName(offset: number): string {
  return `${offset / documentsLimits.segmentBytes}-${crypto.randomBytes(6).toString('hex')}`;
}

/** The one unfinished object of an upload whose store writes in place (state version 2). */
export function partialKey(uploadId: string): string {
  return `${uploadPrefix(uploadId)}/file`;
}

export function chunkKey(uploadId: string, chunkName: string): string {
  return `${uploadPrefix(uploadId)}/${chunkName}`;
}
