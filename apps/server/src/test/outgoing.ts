import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';

/**
 * Runs the app's outgoing queue until nothing is due: the attempts in flight end, then every due row
 * is delivered (to the outbox table in tests). "Nothing was sent" is asserted after this, never after a sleep.
 */
export async function drainOutgoing(app: FastifyInstance): Promise<void> {
  await app.guru.outgoing.drain();
}

/**
 * `find()`'s first result after draining the queue; while it finds nothing, waits for the queue's next
 * delivery attempt (a message queued by work that goes on after the answer) and looks again.
 */
export async function awaitOutgoing<T>(
  app: FastifyInstance,
  find: () => Promise<T | undefined>,
  timeoutMs = 5_000,
): Promise<T> {
  const signal = AbortSignal.timeout(timeoutMs);
  for (;;) {
    const next = once(app.guru.outgoing.events, 'settled', { signal });
    next.catch(() => undefined);
    await drainOutgoing(app);
    const found = await find();
    if (found !== undefined) return found;
    try {
      await next;
    } catch {
      throw new Error(`nothing delivered within ${timeoutMs} ms`);
    }
  }
}
