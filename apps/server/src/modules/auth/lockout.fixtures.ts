import type { FastifyInstance } from 'fastify';
import { TestClient } from '../../test/http-client.js';
import { awaitOutgoing } from '../../test/outgoing.js';

/**
 * A client whose requests come from `ip` through a trusted proxy (the app must trust 127.0.0.1:
 * `createTestApp(dialect, { trustProxy: ['127.0.0.1'] })`), so that tests can sign in from several addresses.
 */
export class ClientAt extends TestClient {
  constructor(
    app: FastifyInstance,
    readonly ip: string,
    host = 'localhost',
  ) {
    super(app, host);
  }

  override request(...[method, url, body, headers = {}]: Parameters<TestClient['request']>) {
    return super.request(method, url, body, { 'x-forwarded-for': this.ip, ...headers });
  }
}

/** The newest mail to an address, once the outgoing queue has delivered one more than `since`. */
export async function awaitMailTo(
  app: FastifyInstance,
  to: string,
  since = 0,
): Promise<{ text: string; subject: string }> {
  return awaitOutgoing(app, async () => {
    const mails = (await app.guru.repos.outbox.list(1000)).filter(
      (m) => m.channel === 'email' && m.to.toLowerCase() === to.toLowerCase(),
    );
    return mails.length > since ? mails[0] : undefined;
  });
}

/** How many mails an address has received. */
export async function mailCount(app: FastifyInstance, to: string): Promise<number> {
  return (await app.guru.repos.outbox.list(1000)).filter(
    (m) => m.channel === 'email' && m.to.toLowerCase() === to.toLowerCase(),
  ).length;
}
