import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import type { AppType } from '@guru/shared';
import { TestClient } from '../../test/http-client.js';
import { FakeClock } from '../../lib/clock.js';
import { passwordStep, totpCode } from '../../test/sign-in.js';
import type { TestUser } from '../../test/test-app.js';
import type { SubscriptionsTable } from '../../db/tables/subscriptions.table.js';
import { currentSubscription, type SubscriptionRow } from './subscriptions.repository.js';

/** The host of a firm's site in tests (BASE_DOMAIN localhost). */
export const hostOf = (subdomain: string) => `${subdomain}.localhost`;

const totpSecrets = new Map<string, string>();

/**
 * Password, TOTP (enrolling on first use, the secret kept for later sign-ins), PIN: a signed-in
 * advisor or provider at a firm's host. Each sign-in moves the clock past the last TOTP step used.
 */
export async function signInTotpAt(
  app: FastifyInstance,
  user: TestUser,
  host: string,
  appType: AppType = 'passwordguru',
): Promise<TestClient> {
  const client = new TestClient(app, host);
  const login = await passwordStep(client, user, appType);
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const enrolment = login.json().data?.mfa?.enrolment?.secret as string | undefined;
  if (enrolment) totpSecrets.set(user.id, enrolment);
  const secret = totpSecrets.get(user.id);
  if (!secret) throw new Error(`no TOTP secret known for ${user.username}`);
  const clock = app.guru.clock;
  if (!(clock instanceof FakeClock)) throw new Error('tests run on the fake clock');
  clock.advanceSeconds(31);
  const code = await totpCode(secret, Math.floor(app.guru.clock.now().getTime() / 1000));
  const verified = await client.post('/auth/passwordapp/verifyBarCodePassword', {
    verifyCode: code,
    appType,
  });
  if (verified.statusCode !== 200) throw new Error(`TOTP failed: ${verified.body}`);
  const pin = await client.post('/auth/access-code-login', { pinCode: user.pin, appType });
  if (pin.statusCode !== 200) throw new Error(`pin failed: ${pin.body}`);
  return client;
}

export async function currentOf(app: FastifyInstance, firmId: string): Promise<SubscriptionRow> {
  const row = await currentSubscription(app.guru.db.kysely, firmId);
  if (!row) throw new Error(`firm ${firmId} has no subscription`);
  return row;
}

/** Changes the firm's current subscription directly (the world a test needs). */
export async function patchCurrent(
  app: FastifyInstance,
  firmId: string,
  patch: Updateable<SubscriptionsTable>,
): Promise<void> {
  const row = await currentOf(app, firmId);
  await app.guru.db.kysely.updateTable('subscriptions').set(patch).where('id', '=', row.id).execute();
}

/** The mails sent to an address, newest first. */
export async function mailsTo(app: FastifyInstance, email: string) {
  return (await app.guru.repos.outbox.list(1000)).filter(
    (m) => m.channel === 'email' && m.to.toLowerCase() === email.toLowerCase(),
  );
}

/** The token of the newest link of a page (…/path?token=…) in a text. */
export function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[/]/g, '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}
