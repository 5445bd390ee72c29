import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface FsStorageConfig {
  kind: 'fs';
  /** Folder holding the objects. */
  root: string;
}

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2…); null is AWS itself. */
  endpoint: string | null;
  region: string;
  /** Bucket in the path (http://host/bucket/key) instead of the host name; most S3-compatibles want it. */
  forcePathStyle: boolean;
  /** From the URL's user:password; null uses the AWS SDK's usual sources (AWS_ACCESS_KEY_ID…, roles). */
  credentials: S3Credentials | null;
}

export type StorageConfig = FsStorageConfig | S3StorageConfig;

const S3_PARAMS = new Set(['endpoint', 'region', 'forcePathStyle']);
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * STORAGE_URL: unset -> files under $DATA_DIR/files; file:///path -> files under that folder;
 * s3://[accessKeyId:secretAccessKey@]bucket[?endpoint=https://…&region=…&forcePathStyle=true] -> S3.
 * Errors never repeat the URL (it may hold a secret key).
 */
export function parseStorageUrl(value: string | undefined, dataDir: string): StorageConfig {
  const text = value?.trim() ?? '';
  if (text === '') return { kind: 'fs', root: path.join(dataDir, 'files') };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('STORAGE_URL is not a URL (s3://bucket?… or file:///path)');
  }
  if (url.protocol === 'file:') return { kind: 'fs', root: path.resolve(fileURLToPath(url)) };
  if (url.protocol !== 's3:') throw new Error('STORAGE_URL must start with s3:// or file://');
  return parseS3Url(url);
}

function parseS3Url(url: URL): S3StorageConfig {
  const bucket = url.hostname;
  if (!BUCKET.test(bucket) || bucket.includes('..')) throw new Error('STORAGE_URL: invalid bucket name');
  if (url.port !== '' || (url.pathname !== '' && url.pathname !== '/') || url.hash !== '') {
    throw new Error(
      'STORAGE_URL: s3://bucket takes no port, path or fragment (the address goes in endpoint=)',
    );
  }
  for (const name of url.searchParams.keys()) {
    if (!S3_PARAMS.has(name)) throw new Error(`STORAGE_URL: unknown parameter ${name}`);
  }
  const endpoint = url.searchParams.get('endpoint');
  if (endpoint !== null && !/^https?:\/\/[^/?#]+\/?$/.test(endpoint)) {
    throw new Error('STORAGE_URL: endpoint must be an http:// or https:// address without a path');
  }
  const forcePathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (forcePathStyle !== 'true' && forcePathStyle !== 'false')
    throw new Error('STORAGE_URL: forcePathStyle must be true or false');
  const accessKeyId = decodeURIComponent(url.username);
  const secretAccessKey = decodeURIComponent(url.password);
  if ((accessKeyId === '') !== (secretAccessKey === ''))
    throw new Error('STORAGE_URL: give both the access key id and the secret');
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: url.searchParams.get('region') || 'us-east-1',
    forcePathStyle: forcePathStyle === 'true',
    credentials: accessKeyId === '' ? null : { accessKeyId, secretAccessKey },
  };
}
