import { z } from 'zod';
import { documentFileName, documentsLimits, fileNameProblem } from '@guru/shared';

/**
 * The tus 1.0 core protocol's headers (https://tus.io/protocols/resumable-upload), parsed without
 * Fastify: pure functions, unit-tested. Only what Documents Guru uses: creation, termination and
 * expiration; no deferred length, no concatenation, no checksum.
 */

export const TUS_VERSION = '1.0.0';
export const TUS_EXTENSIONS = 'creation,termination,expiration';
export const TUS_CONTENT_TYPE = 'application/offset+octet-stream';

/** A header's single value (Node joins repeated headers with ", " for most names; arrays for a few). */
function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Whether the request speaks our version (every request but OPTIONS must send Tus-Resumable: 1.0.0). */
export function speaksTus(header: string | string[] | undefined): boolean {
  return single(header)?.trim() === TUS_VERSION;
}

/** A non-negative decimal integer header (Upload-Length, Upload-Offset), or null when absent or malformed. */
export function parseByteCount(header: string | string[] | undefined): number | null {
  const text = single(header)?.trim();
  if (text === undefined || !/^\d{1,16}$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * Upload-Metadata: comma-separated "key base64value" pairs (a key alone means an empty value). Null
 * when malformed: a duplicate key, a key with spaces or commas, a value that is not base64.
 */
export function parseUploadMetadata(header: string | string[] | undefined): Map<string, string> | null {
  const text = single(header)?.trim() ?? '';
  const out = new Map<string, string>();
  if (text === '') return out;
  for (const pair of text.split(',')) {
    const [key, value, ...rest] = pair.trim().split(' ');
    if (!key || rest.length > 0 || out.has(key) || !/^[\x21-\x7e]+$/.test(key)) return null;
    if (value === undefined || value === '') {
      out.set(key, '');
      continue;
    }
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 !== 0) return null;
    out.set(key, Buffer.from(value, 'base64').toString('utf8'));
  }
  return out;
}

const optionalUuid = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === '' || v === 'null' ? undefined : v))
  .pipe(z.uuid().optional());

const optionalBoolean = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined));

/**
 * What an upload names in its metadata: the file's name, its folder (none: "No Group"), its area
 * (isShareFA) and, for an advisor, the client whose space receives it. Other keys (tus-js-client's
 * filename and filetype conventions) are ignored.
 */
export const uploadMetadataSchema = z.object({
  fileName: documentFileName,
  folderId: optionalUuid,
  isShareFA: optionalBoolean,
  clientId: optionalUuid,
  /** A new version of this document (ADR 0046): its name must be the document's. */
  replaceDocumentId: optionalUuid,
});
export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

/** The metadata header as UploadMetadata, or null when it is malformed or invalid. */
export function readUploadMetadata(header: string | string[] | undefined): UploadMetadata | null {
  const pairs = parseUploadMetadata(header);
  if (!pairs) return null;
  const parsed = uploadMetadataSchema.safeParse(Object.fromEntries(pairs));
  return parsed.success ? parsed.data : null;
}

/** Why metadata that readUploadMetadata refused is refused: the file name's own reason when it has one. */
export function uploadMetadataRefusal(header: string | string[] | undefined): string {
  const fileName = parseUploadMetadata(header)?.get('fileName');
  return (fileName === undefined ? null : fileNameProblem(fileName.trim())) ?? tusMessages.metadata;
}

/** Whether a declared length may be uploaded at all (the 500,000,000-byte limit). */
export function withinUploadLimit(length: number): boolean {
  return length <= documentsLimits.maxFileBytes;
}

/** An HTTP date for Upload-Expires (RFC 9110 IMF-fixdate). */
export function httpDate(date: Date): string {
  return date.toUTCString();
}

/** Protocol-level refusals (a tus client that follows the protocol never sees them). Ours. */
export const tusMessages = {
  version: 'Tus-Resumable: 1.0.0 is required.',
  length: 'Upload-Length must be the file size in bytes.',
  metadata: 'Upload-Metadata must name the file (fileName) and may give folderId, isShareFA and clientId.',
  offset: 'Upload-Offset must be the offset in bytes.',
  contentType: 'A PATCH carries Content-Type: application/offset+octet-stream.',
  offsetMismatch: 'The upload is not at this offset: ask for it (HEAD) and resume from there.',
  pastTheEnd: 'The chunk goes past the end of the upload.',
  wholeSegments: 'A chunk holds whole 65,536-byte segments unless it ends the file.',
} as const;
