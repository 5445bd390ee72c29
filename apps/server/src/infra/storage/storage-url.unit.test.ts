import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStorageUrl } from './storage-url.js';

describe('STORAGE_URL', () => {
  it('defaults to files under the data folder', () => {
    expect(parseStorageUrl(undefined, '/srv/data')).toEqual({
      kind: 'fs',
      root: path.join('/srv/data', 'files'),
    });
    expect(parseStorageUrl(' ', '/srv/data')).toEqual({ kind: 'fs', root: path.join('/srv/data', 'files') });
    expect(parseStorageUrl('file:///mnt/documents', '/srv/data')).toEqual({
      kind: 'fs',
      root: '/mnt/documents',
    });
  });

  it('reads a bucket with its endpoint, region, path style and credentials', () => {
    expect(
      parseStorageUrl(
        's3://KEY:se%2Fcret@docs-bucket?endpoint=http://127.0.0.1:9000&region=eu-west-3&forcePathStyle=true',
        '/d',
      ),
    ).toEqual({
      kind: 's3',
      bucket: 'docs-bucket',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      forcePathStyle: true,
      credentials: { accessKeyId: 'KEY', secretAccessKey: 'se/cret' },
    });
    expect(parseStorageUrl('s3://docs', '/d')).toEqual({
      kind: 's3',
      bucket: 'docs',
      endpoint: null,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: null,
    });
  });

  it('refuses what it cannot use, without repeating the secret', () => {
    const bad = [
      'ftp://x',
      'not a url',
      's3://Bad_Bucket',
      's3://ab',
      's3://docs/path',
      's3://docs?endpoint=ftp://host',
      's3://docs?endpoint=http://host/path',
      's3://docs?forcePathStyle=yes',
      's3://docs?regoin=eu',
      's3://KEY@docs',
      's3://KEY:topsecret@docs?bucket=x',
    ];
    for (const url of bad) {
      expect(() => parseStorageUrl(url, '/d'), url).toThrow();
      try {
        parseStorageUrl(url, '/d');
      } catch (error) {
        expect(String(error)).not.toContain('topsecret');
      }
    }
  });
});
