import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { healthPaths } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { pingDatabase } from '../../db/ping.js';
import { accessScope } from '../../http/access-scope.js';

/** How long a readiness check may wait for the database or the file store. */
const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_resolve, reject) =>
      setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);
}

/**
 * For a load balancer or an orchestrator (several instances, DESIGN section 13): `/healthz` answers while
 * the process serves requests; `/readyz` answers 200 only when the database and the file store answer
 * too, and Redis when REDIS_URL is set, and clamd when CLAMAV_URL is set (503 otherwise, naming which failed, never why: no internals in a public answer). Both are public
 * and say nothing about any firm.
 */
export async function installHealthRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  redis: Redis | null = null,
): Promise<void> {
  await app.register(
    accessScope({ access: 'public' }, (r) => {
      r.get(healthPaths.live, async (_req, reply) =>
        reply.header('cache-control', 'no-store').send({ status: 'ok' }),
      );
      r.get(healthPaths.ready, async (_req, reply) => {
        const checks: Record<string, boolean> = {
          database: await withTimeout(pingDatabase(ctx.db)).then(
            () => true,
            () => false,
          ),
          storage: await withTimeout(ctx.files.blobs.stat('health/probe')).then(
            () => true,
            () => false,
          ),
        };
        if (ctx.malware) checks.malwareScanner = await withTimeout(ctx.malware.ready()).catch(() => false);
        if (redis)
          checks.redis = await withTimeout(redis.ping()).then(
            (answer) => answer === 'PONG',
            () => false,
          );
        const ready = Object.values(checks).every(Boolean);
        return reply
          .code(ready ? 200 : 503)
          .header('cache-control', 'no-store')
          .send({ status: ready ? 'ready' : 'unavailable', checks });
      });
    }),
  );
}
