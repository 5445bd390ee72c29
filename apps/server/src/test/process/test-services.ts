import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** Test support for the operations tests: the services several instances share. */

/**
 * TEST_REDIS_URL, or null (the test is then skipped, with a warning); REQUIRE_REDIS=1 turns a missing
 * one into a failure, as REQUIRE_POSTGRES=1 does for PostgreSQL.
 */
export function testRedisUrl(what: string): string | null {
  const url = process.env.TEST_REDIS_URL?.trim() || null;
  if (!url && process.env.REQUIRE_REDIS === '1')
    throw new Error('REQUIRE_REDIS=1 but TEST_REDIS_URL is not set');
  if (!url) console.warn(`${what}: skipped, TEST_REDIS_URL is not set (e.g. redis://127.0.0.1:6379).`);
  return url;
}

/** TEST_DATABASE_URL, or null (skipped with a warning); REQUIRE_POSTGRES=1 makes a missing one a failure. */
export function testPostgresUrl(what: string): string | null {
  const url = process.env.TEST_DATABASE_URL?.trim() || null;
  if (!url && process.env.REQUIRE_POSTGRES === '1')
    throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set');
  if (!url) console.warn(`${what}: skipped, TEST_DATABASE_URL is not set.`);
  return url;
}

export interface TestS3 {
  /** STORAGE_URL of its bucket. */
  storageUrl: string;
  close(): Promise<void>;
}

/** An S3-compatible server (s3rver) on a free port with one bucket, in a temporary folder. */
export async function startTestS3(): Promise<TestS3> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'guru-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: 'documents' }],
  });
  const { port } = await server.run();
  return {
    // s3rver accepts the access key S3RVER with the secret S3RVER.
    storageUrl: `s3://S3RVER:S3RVER@documents?endpoint=http://127.0.0.1:${port}&region=us-east-1&forcePathStyle=true`,
    close: async () => {
      await server.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
