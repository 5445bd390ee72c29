import { Redis } from 'ioredis';

/**
 * The Redis connection of one instance (REDIS_URL): @fastify/rate-limit keeps its counters there, so
 * every instance counts the same requests. The instance starts only once Redis answers; Commands fail fast while Redis is away (no offline queue):
 * a rate-limited route then answers 500 rather than hanging, and /readyz reports it.
 */
export async function connectRedis(url: string, keyPrefix: string): Promise<Redis> {
  const redis = new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    lazyConnect: true,
  });
  // A later drop is retried by ioredis in the background; without a listener the error would be thrown.
  redis.on('error', () => {});
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error('Redis (REDIS_URL) does not answer', { cause: error });
  }
  return redis;
}

/** Closes the connection after the commands in flight (quit), or at once when it is not connected. */
export async function closeRedisClient(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}
