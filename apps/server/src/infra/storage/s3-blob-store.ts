import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertBlobKey,
  assertBlobPrefix,
  assertByteRange,
  isBlobKey,
  type BlobBody,
  type BlobInfo,
  type BlobStore,
  type ByteRange,
} from './blob-store.js';
import { BlobNotFoundError, BlobRangeError } from './storage-errors.js';
import type { S3StorageConfig } from './storage-url.js';

export interface S3BlobStoreOptions {
  /** Bytes per multipart part (at least 5 MiB); an upload buffers at most queueSize parts. */
  partSize?: number;
  queueSize?: number;
  /** Keys per ListObjects page (at most 1000, the default). */
  listPageSize?: number;
}

const MIB = 1024 * 1024;
/** DeleteObjects takes at most 1000 keys. */
const DELETE_BATCH = 1000;

function httpStatus(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** The S3 client for a storage config; exported for tests that look at the bucket directly. */
export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where the API requires them: S3-compatible services (and s3rver) reject or mangle
    // the SDK's default CRC32 trailers. Integrity does not depend on them: every stored document is
    // authenticated segment by segment (AES-GCM) when it is read.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Objects in an S3-compatible bucket, one object per key. A put is a single PutObject for a small body
 * and a multipart upload otherwise; either way the object appears only when complete (S3 makes an
 * object visible at CompleteMultipartUpload), and a failed upload is aborted. Give the bucket a
 * lifecycle rule that removes incomplete multipart uploads after a day, for uploads a crash cut off.
 */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly partSize: number;
  private readonly queueSize: number;
  private readonly listPageSize: number;

  constructor(config: S3StorageConfig, options: S3BlobStoreOptions = {}) {
    this.client = createS3Client(config);
    this.bucket = config.bucket;
    this.partSize = Math.max(options.partSize ?? 8 * MIB, 5 * MIB);
    this.queueSize = options.queueSize ?? 2;
    this.listPageSize = Math.min(options.listPageSize ?? 1000, 1000);
  }

  async put(key: string, body: BlobBody): Promise<BlobInfo> {
    assertBlobKey(key);
    const tracked = { bytes: 0, error: null as { cause: unknown } | null };
    async function* counted(): AsyncGenerator<Uint8Array> {
      try {
        for await (const chunk of body) {
          tracked.bytes += chunk.length;
          yield chunk;
        }
      } catch (error) {
        tracked.error = { cause: error };
        throw error;
      }
    }
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: Readable.from(counted(), { objectMode: false }) },
      partSize: this.partSize,
      queueSize: this.queueSize,
    });
    try {
      await upload.done();
    } catch (error) {
      // The body's own error explains the failure better than a failed abort that may follow it.
      throw tracked.error ? tracked.error.cause : error;
    }
    return { size: tracked.bytes };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertBlobKey(key);
    if (range) assertByteRange(range);
    try {
      const response = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!(response.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
      return range ? fitToRange(response.Body, response.ContentRange, range) : response.Body;
    } catch (error) {
      const status = httpStatus(error);
      if (status === 404) throw new BlobNotFoundError(key);
      if (status === 416) throw new BlobRangeError((await this.stat(key))?.size ?? 0);
      throw error;
    }
  }

  async stat(key: string): Promise<BlobInfo | null> {
    assertBlobKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (httpStatus(error) === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertBlobPrefix(prefix);
    let batch: string[] = [];
    for await (const key of this.list(prefix)) {
      batch.push(key);
      if (batch.length === DELETE_BATCH) {
        await this.deleteBatch(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await this.deleteBatch(batch);
  }

  private async deleteBatch(keys: string[]): Promise<void> {
    const result = await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    const failed = result.Errors ?? [];
    if (failed.length > 0) {
      throw new Error(
        `S3 kept ${failed.length} of ${keys.length} objects: ${failed[0]?.Code ?? 'unknown'} ${failed[0]?.Key ?? ''}`,
      );
    }
  }

  /**
   * Pages with ListObjects (v1) and Marker = the last key seen: every S3-compatible service takes it,
   * and s3rver's ListObjectsV2 continuation tokens use DES, which Node 17+ (OpenSSL 3) no longer has.
   * Objects whose names are not valid keys (not written by this store) are skipped.
   */
  async *list(prefix?: string): AsyncIterable<string> {
    if (prefix !== undefined) assertBlobPrefix(prefix);
    let marker: string | undefined;
    for (;;) {
      const page = await this.client.send(
        new ListObjectsCommand({
          Bucket: this.bucket,
          ...(prefix === undefined ? {} : { Prefix: `${prefix}/` }),
          ...(marker === undefined ? {} : { Marker: marker }),
          MaxKeys: this.listPageSize,
        }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key === undefined ? [] : [object.Key]));
      for (const key of keys) {
        if (isBlobKey(key)) yield key;
      }
      const last = keys.at(-1);
      if (!page.IsTruncated || last === undefined) return;
      marker = last;
    }
  }

  close(): void {
    this.client.destroy();
  }
}

/**
 * The asked bytes even from a server that answers a different range: one that ignores Range and sends the
 * whole object, or (s3rver) sends everything for "bytes=0-0". The surplus is skipped and cut off here.
 */
function fitToRange(body: Readable, contentRange: string | undefined, range: ByteRange): Readable {
  const match = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(contentRange ?? '');
  const sentStart = match ? Number(match[1]) : 0;
  const sentEnd = match ? Number(match[2]) : Number.POSITIVE_INFINITY;
  const total = match && match[3] !== '*' ? Number(match[3]) : Number.POSITIVE_INFINITY;
  const wantedEnd = Math.min(range.end, total - 1);
  if (sentStart === range.start && sentEnd === wantedEnd) return body;
  if (sentStart > range.start || sentEnd < wantedEnd) {
    body.destroy();
    throw new Error(`S3 answered bytes ${sentStart}-${sentEnd} for ${range.start}-${range.end}`);
  }
  return Readable.from(slice(body, range.start - sentStart, wantedEnd - range.start + 1), {
    objectMode: false,
  });
}

async function* slice(body: Readable, skip: number, length: number): AsyncGenerator<Buffer> {
  let toSkip = skip;
  let left = length;
  try {
    for await (const chunk of body) {
      if (!(chunk instanceof Uint8Array)) throw new TypeError('Expected bytes from S3');
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
      const from = Math.min(toSkip, bytes.length);
      toSkip -= from;
      const part = bytes.subarray(from, from + left);
      left -= part.length;
      if (part.length > 0) yield part;
      if (left === 0) return;
    }
  } finally {
    body.destroy();
  }
}
