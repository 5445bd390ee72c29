import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  clientApiPaths,
  documentsApiPaths as paths,
  formatMessage,
  invitationLimitMessages as m,
  invitationLimits,
} from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import type { TestClient } from '../../test/http-client.js';
import { signInClient } from '../../test/sign-in.js';
import { createTestUser, createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { asApp, signInStaff } from '../../test/fixtures/clients.js';
import { buildDocumentsWorld, type DocumentsWorld } from '../../test/worlds/documents.js';
import { waitText } from './invitation-limits.js';
import { InvitesRepository } from './invites.repository.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Every address of these tests is at this domain, so the outbox tells how many invitations left. */
const DOMAIN = 'limits.example.net';
/** Each test signs in again (argon2id) and sends up to a hundred invitations. */
const SLOW = 240_000;

const addresses = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${i}@${DOMAIN}`);
const refusal = (message: string, wait: string) => ({
  error: { code: ErrorCode.RATE_LIMITED, message: formatMessage(message, { wait }) },
});

describe.each(testDialects())('invitation limits on %s (ADR 0030)', (dialect) => {
  let t: TestApp;
  let w: DocumentsWorld;
  let bea: TestUser;
  let cal: TestUser;
  let dee: TestUser;

  const mailsSent = async () =>
    (
      await t.app.guru.db.kysely
        .selectFrom('outbox')
        .select('recipient')
        .where('channel', '=', 'email')
        .execute()
    ).filter((mail) => mail.recipient.endsWith(`@${DOMAIN}`)).length;
  const waitingShares = async () =>
    (await t.app.guru.db.kysely.selectFrom('document_share_invites').select('email_key').execute()).filter(
      (r) => r.email_key.endsWith(`@${DOMAIN}`),
    ).length;
  /** How long until the current burst window, or the UTC day, ends (signing in moves the test clock on). */
  const waitFor = (kind: 'burst' | 'day') => {
    const now = t.clock.now().getTime();
    const length = kind === 'burst' ? invitationLimits.burstMinutes * MINUTE : DAY;
    return waitText(Math.floor(now / length) * length + length - now);
  };
  const share = (as: TestClient, emails: string[]) =>
    as.post(paths.share, { emails, type: 'file', id: w.casey.sharedFile.id });
  /** The next burst window (sessions idle that long are locked: sign in again). */
  const nextWindow = async (who: TestUser) => {
    t.clock.advanceMinutes(invitationLimits.burstMinutes);
    return signInStaff(t.app, who);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // One minute into a UTC day: the burst windows start on the hour's tens, the day lasts all the test.
    const now = t.clock.now().getTime();
    t.clock.advanceSeconds((Math.ceil(now / DAY) * DAY + MINUTE - now) / 1000);
    w = await buildDocumentsWorld(t);
    bea = await createTestUser(t.app, { firmId: w.firmId, username: 'bea', role: 'advisor' });
    cal = await createTestUser(t.app, { firmId: w.firmId, username: 'cal', role: 'advisor' });
    dee = await createTestUser(t.app, { firmId: w.firmId, username: 'dee', role: 'advisor' });
    await new InvitesRepository(t.app.guru.db.kysely).setAdvisorSender(
      w.firmId,
      w.users.alex.id,
      'alex@example.com',
      t.clock.now().toISOString(),
    );
  }, SLOW);
  afterAll(() => t.close());

  it('says how long to wait in minutes, then in hours, rounded up', () => {
    expect([
      waitText(9 * MINUTE),
      waitText(MINUTE - 1),
      waitText(60 * MINUTE),
      waitText(61 * MINUTE),
      waitText(23 * 60 * MINUTE + 19 * MINUTE),
    ]).toEqual(['9 minutes', '1 minute', '1 hour', '2 hours', '24 hours']);
  });

  it(
    'counts every e-mail of a share before sending: exact one by one, and past the limit nothing is kept',
    async () => {
      expect(invitationLimits.perUserBurst).toBe(50);
      expect((await share(w.as.alex, addresses('a', 30))).statusCode).toBe(200);
      const over = await share(w.as.alex, addresses('b', 30));
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual(refusal(m.userLimit, waitFor('burst')));
      expect(await mailsSent()).toBe(30);
      expect(await waitingShares()).toBe(30);
      expect((await share(w.as.alex, addresses('c', 20))).statusCode).toBe(200);
      expect((await share(w.as.alex, addresses('d', 1))).statusCode).toBe(429);
      expect(await mailsSent()).toBe(50);
      expect(await waitingShares()).toBe(50);
    },
    SLOW,
  );

  it(
    'holds under 10 parallel requests: exactly the limit is sent',
    async () => {
      const alex = await nextWindow(w.users.alex);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => share(alex, addresses(`p${i}`, 10))),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
      for (const refused of answers.filter((a) => a.statusCode === 429))
        expect(refused.json()).toEqual(refusal(m.userLimit, waitFor('burst')));
      expect(await mailsSent()).toBe(100);
      expect(await waitingShares()).toBe(100);
    },
    SLOW,
  );

  it(
    'stops an advisor for the day at the daily cap: shares, client invites and sender checks alike',
    async () => {
      let alex = await nextWindow(w.users.alex);
      expect((await share(alex, addresses('e', 50))).statusCode).toBe(200);
      alex = await nextWindow(w.users.alex);
      expect((await share(alex, addresses('f', 50))).statusCode).toBe(200);
      expect(await mailsSent()).toBe(invitationLimits.perUserDay);
      alex = await nextWindow(w.users.alex);
      expect(waitFor('day')).toBe('24 hours');
      expect((await share(alex, addresses('g', 1))).json()).toEqual(refusal(m.userLimit, waitFor('day')));
      const invited = await alex.request(
        'PUT',
        clientApiPaths.invite,
        { email: `invitee@${DOMAIN}`, appType: 'passwordguru' },
        asApp(),
      );
      expect(invited.statusCode).toBe(429);
      expect(invited.json()).toEqual(refusal(m.userLimit, waitFor('day')));
      expect(
        await new InvitesRepository(t.app.guru.db.kysely).findUserByEmail(w.firmId, `invitee@${DOMAIN}`),
      ).toBeUndefined();
      const verify = await alex.post(clientApiPaths.senderSendVerify, { email: `sender@${DOMAIN}` }, asApp());
      expect(verify.statusCode).toBe(429);
      expect(await mailsSent()).toBe(invitationLimits.perUserDay);
    },
    SLOW,
  );

  it(
    "counts the firm's invitations across its advisors and clients",
    async () => {
      t.clock.advanceMinutes(invitationLimits.burstMinutes);
      expect(invitationLimits.perFirmBurst).toBe(100);
      expect((await share(await signInStaff(t.app, bea), addresses('h', 50))).statusCode).toBe(200);
      expect((await share(await signInStaff(t.app, cal), addresses('i', 50))).statusCode).toBe(200);
      const refused = await share(await signInStaff(t.app, dee), addresses('j', 1));
      expect(refused.json()).toEqual(refusal(m.firmLimit, waitFor('burst')));
      const casey = await signInClient(t.app, w.users.casey, 'documentvault');
      const secondUser = await casey.post(
        clientApiPaths.inviteSecondUser,
        {
          emails: [`second@${DOMAIN}`],
          title: 'Join me',
          note: 'Family documents',
          appType: 'documentvault',
          clientId: w.users.casey.id,
        },
        asApp('documentvault'),
      );
      expect(secondUser.json()).toEqual(refusal(m.firmLimit, waitFor('burst')));
      expect(
        await new InvitesRepository(t.app.guru.db.kysely).findUserByEmail(w.firmId, `second@${DOMAIN}`),
      ).toBeUndefined();
      expect(await mailsSent()).toBe(invitationLimits.perUserDay + invitationLimits.perFirmBurst);
    },
    SLOW,
  );
});
