import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

/** The logger of the request being served (Fastify's `req.log`, a child carrying `reqId`), where there is one. */
const currentRequestLog = new AsyncLocalStorage<FastifyBaseLogger>();

/** Runs `next` (a hook's `done`) and everything it leads to with `log` as the request's logger. */
export function withRequestLogger(log: FastifyBaseLogger, next: () => void): void {
  currentRequestLog.run(log, next);
}

/**
 * The services' logger (`ctx.log`): inside a request it is that request's child logger, so each line a service,
 * repository or transport writes while serving it carries the request's id; outside one (start, jobs, the
 * outgoing worker's own timer) it is the app's logger.
 */
export function requestScopedLogger(appLog: FastifyBaseLogger): FastifyBaseLogger {
  return new Proxy(appLog, {
    get(target, property) {
      const log = currentRequestLog.getStore() ?? target;
      const value: unknown = Reflect.get(log, property, log);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(log) : value;
    },
  });
}
