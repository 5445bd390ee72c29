import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { limits, messages } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import type { Dialect } from '../../db/database.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { TestClient } from '../../test/http-client.js';
import { latestSmsCode, passwordStep, signInClient } from '../../test/sign-in.js';
import { ClientAt } from '../../test/fixtures/lockout.js';

const GUESSES = 50;
/** Each guess is a real argon2id check: on a busy 2-core machine, 50 of them at once take a while. */
const SLOW = 240_000;
const WRONG_PIN = '9999';
const WRONG_CODE = '000000';

/**
 * The answers to parallel guesses on one session: exactly `limit - 1` were checked and wrong (the limit-th
 * check ends the session), none passed, and every other one was refused: the attempts were spent, or the
 * session had already ended by the time it was read.
 */
function expectSpentSession(
  answers: { json(): { error?: { code: string } } }[],
  wrong: string,
  spent: string,
  limit: number,
): void {
  const counts = tally(answers);
  expect(counts[wrong]).toBe(limit - 1);
  expect(counts.OK).toBeUndefined();
  expect(
    Object.keys(counts).filter((code) => code !== wrong && code !== spent && code !== 'UNAUTHENTICATED'),
  ).toEqual([]);
  expect(counts[spent]).toBeGreaterThanOrEqual(1);
}

/** The error codes of answers, counted. */
function tally(answers: { json(): { error?: { code: string } } }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const code = a.json().error?.code ?? 'OK';
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

/** A client at the second-factor step (password passed, SMS code sent). */
async function atSecondFactor(app: FastifyInstance, user: TestUser, ip: string): Promise<ClientAt> {
  const client = new ClientAt(app, ip);
  expect((await passwordStep(client, user, 'passwordguru')).statusCode).toBe(200);
  return client;
}

/** The same session's cookies, sent through another instance of the server. */
function sameBrowserOn(app: FastifyInstance, client: TestClient, ip: string): ClientAt {
  const other = new ClientAt(app, ip);
  const header = client.cookieHeader();
  other.request = (method, url, body, headers = {}) =>
    ClientAt.prototype.request.call(other, method, url, body, { cookie: header, ...headers });
  return other;
}

/** An app that trusts the local proxy (guesses from several addresses) and texts codes without a cap, with one firm. */
function guessWorld(dialect: Dialect, ready: (t: TestApp, firmId: string) => void): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(dialect, { trustProxy: ['127.0.0.1'], smsCodesPerWindow: 1000 });
    ready(t, await createFirm(t.app, 'demo'));
  });
  afterAll(() => t?.close());
}

/**
 * Parallel guesses (Hardening III, finding 1 and 2; ADR 0027): each guess takes its attempt atomically
 * before the secret is checked, so N guesses at once get exactly the limit of checks, and then even the
 * right secret is refused.
 */
describe.each(testDialects())('parallel guesses on %s', (dialect) => {
  let t: TestApp;
  let firmId: string;
  guessWorld(dialect, (app, firm) => {
    t = app;
    firmId = firm;
  });

  it(
    `checks ${limits.pinMaxFailures} of ${GUESSES} wrong PINs sent at once on one session, then refuses the right PIN`,
    async () => {
      const user = await createTestUser(t.app, { firmId, username: 'pia' });
      const client = await signInClient(t.app, user, 'passwordguru');
      // The idle PIN lock: the session now waits for its PIN.
      await t.app.guru.db.kysely
        .updateTable('sessions')
        .set({ pin_unlocked: 0 })
        .where('user_id', '=', user.id)
        .execute();
      const answers = await Promise.all(
        Array.from({ length: GUESSES }, () =>
          client.post('/auth/access-code-login', { pinCode: WRONG_PIN, appType: 'passwordguru' }),
        ),
      );
      expectSpentSession(answers, 'PIN_WRONG', 'PIN_ATTEMPTS_EXCEEDED', limits.pinMaxFailures);
      expect(
        (await client.post('/auth/access-code-login', { pinCode: user.pin, appType: 'passwordguru' }))
          .statusCode,
      ).toBe(401);
      // One spent session did not lock the account's PIN: a new sign-in unlocks with the right one.
      expect((await signInAt(t.app, user, '198.51.100.99')).cookieNames().length).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    `checks at most ${limits.pinMaxFailuresPerUser} wrong PINs of one user across sessions from several addresses, then locks the PIN`,
    async () => {
      const user = await createTestUser(t.app, { firmId, username: 'quin' });
      const sessions: ClientAt[] = [];
      // One after another: each reads its own SMS code from the outbox.
      for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'])
        sessions.push(await signInAt(t.app, user, ip));
      await t.app.guru.db.kysely
        .updateTable('sessions')
        .set({ pin_unlocked: 0 })
        .where('user_id', '=', user.id)
        .execute();
      const answers = await Promise.all(
        Array.from({ length: GUESSES }, (_, i) =>
          sessions[i % sessions.length]!.post('/auth/access-code-login', {
            pinCode: WRONG_PIN,
            appType: 'passwordguru',
          }),
        ),
      );
      const counts = tally(answers);
      expect(counts.OK).toBeUndefined();
      // Every check but the one that used a count up answered PIN_WRONG: never more than the user's limit.
      expect(counts.PIN_WRONG).toBeLessThanOrEqual(limits.pinMaxFailuresPerUser - 1);
      expect(counts.PIN_WRONG).toBeGreaterThanOrEqual(limits.pinMaxFailures - 1);
      const pinCount = await t.app.guru.db.kysely
        .selectFrom('login_throttle')
        .selectAll()
        .where('firm_key', '=', 'pin')
        .where('username_key', '=', user.id)
        .executeTakeFirstOrThrow();
      if (counts.PIN_WRONG === limits.pinMaxFailuresPerUser - 1)
        expect(new Date(pinCount.locked_until ?? 0).getTime()).toBeGreaterThan(t.clock.now().getTime());
      // A new sign-in cannot go on guessing: once the user's count is spent, even the right PIN ends the session.
      const fresh = await signInAt(t.app, user, '198.51.100.9', false);
      for (let i = 0; i < limits.pinMaxFailuresPerUser; i++) {
        const answer = await fresh.post('/auth/access-code-login', {
          pinCode: WRONG_PIN,
          appType: 'passwordguru',
        });
        if (answer.json().error?.code !== 'PIN_WRONG') break;
      }
      const again = await signInAt(t.app, user, '198.51.100.10', false);
      const right = await again.post('/auth/access-code-login', {
        pinCode: user.pin,
        appType: 'passwordguru',
      });
      expect(right.json().error).toEqual({ code: 'PIN_ATTEMPTS_EXCEEDED', message: messages.accountLocked });
    },
    SLOW,
  );

  it(
    `checks ${limits.loginMaxFailures} of ${GUESSES} wrong passwords sent at once from one address, then refuses the right one there`,
    async () => {
      const user = await createTestUser(t.app, { firmId, username: 'ravi' });
      const stranger = new ClientAt(t.app, '203.0.113.50');
      const answers = await Promise.all(
        Array.from({ length: GUESSES }, () => passwordStep(stranger, user, 'passwordguru', 'Wrong!2026')),
      );
      expect(tally(answers)).toEqual({
        INVALID_CREDENTIALS: limits.loginMaxFailures - 1,
        ACCOUNT_LOCKED: GUESSES - (limits.loginMaxFailures - 1),
      });
      expect((await passwordStep(stranger, user, 'passwordguru')).json().error.code).toBe('ACCOUNT_LOCKED');
      // The owner, elsewhere, still signs in (ADR 0003): the stranger's guesses refused at their address did not run up the account's count.
      expect((await passwordStep(new ClientAt(t.app, '203.0.113.51'), user, 'passwordguru')).statusCode).toBe(
        200,
      );
    },
    SLOW,
  );

  it(
    'counts wrong passwords from several addresses at once against each address and the account',
    async () => {
      const user = await createTestUser(t.app, { firmId, username: 'sage' });
      const addresses = Array.from({ length: 12 }, (_, i) => new ClientAt(t.app, `192.0.2.${i + 1}`));
      const answers = await Promise.all(
        Array.from({ length: 84 }, (_, i) =>
          passwordStep(addresses[i % addresses.length]!, user, 'passwordguru', 'Wrong!2026'),
        ),
      );
      const counts = tally(answers);
      // 12 addresses × 5 = 60 checks allowed by the addresses (7 guesses each), but the account allows 50: never more checks than that.
      expect(counts.OK).toBeUndefined();
      expect(counts.INVALID_CREDENTIALS).toBeLessThanOrEqual(limits.loginMaxFailuresPerAccount - 1);
      expect(counts.INVALID_CREDENTIALS).toBeGreaterThanOrEqual(
        addresses.length * (limits.loginMaxFailures - 1) - 12,
      );
      const account = await t.app.guru.db.kysely
        .selectFrom('login_throttle')
        .selectAll()
        .where('firm_key', '=', 'user')
        .where('username_key', '=', user.id)
        .executeTakeFirstOrThrow();
      const accountLocked = account.locked_until !== null && new Date(account.locked_until) > t.clock.now();
      // Once the account's count is spent the account is locked everywhere, for the right password too.
      if (counts.INVALID_CREDENTIALS === limits.loginMaxFailuresPerAccount - 1)
        expect(accountLocked).toBe(true);
      if (accountLocked)
        expect(
          (await passwordStep(new ClientAt(t.app, '192.0.2.200'), user, 'passwordguru')).json().error.code,
        ).toBe('ACCOUNT_LOCKED');
    },
    SLOW,
  );

  it(
    `checks ${limits.codeMaxFailures} of ${GUESSES} wrong SMS codes sent at once on one sign-in, then refuses the right code`,
    async () => {
      const user = await createTestUser(t.app, { firmId, username: 'tova' });
      const client = await atSecondFactor(t.app, user, '203.0.113.60');
      const right = await latestSmsCode(t.app, user.phone);
      const answers = await Promise.all(
        Array.from({ length: GUESSES }, () =>
          client.post('/auth/verify-code', { code: WRONG_CODE, appType: 'passwordguru' }),
        ),
      );
      expectSpentSession(answers, 'CODE_INVALID', 'CODE_ATTEMPTS_EXCEEDED', limits.codeMaxFailures);
      expect(
        (await client.post('/auth/verify-code', { code: right, appType: 'passwordguru' })).statusCode,
      ).toBe(401);
      // One spent sign-in did not lock the account: the next sign-in passes its code.
      await signInAt(t.app, user, '203.0.113.61');
    },
    SLOW,
  );

  it(
    `sends at most ${limits.codeMaxSendsPerWindow} codes for one sign-in when ${GUESSES} resends are asked at once`,
    async () => {
      const user = await createTestUser(t.app, { firmId, username: 'ula' });
      const client = await atSecondFactor(t.app, user, '203.0.113.65');
      const answers = await Promise.all(
        Array.from({ length: GUESSES }, () => client.post('/auth/resend-2fa', { appType: 'passwordguru' })),
      );
      // The first code went with the password step: 3 resends pass, every other one is refused.
      expect(tally(answers)).toEqual({
        OK: limits.codeMaxSendsPerWindow - 1,
        RESEND_LIMIT: GUESSES - (limits.codeMaxSendsPerWindow - 1),
      });
      const sent = await t.app.guru.db.kysely
        .selectFrom('one_time_codes')
        .select('id')
        .where('user_id', '=', user.id)
        .execute();
      expect(sent).toHaveLength(limits.codeMaxSendsPerWindow);
    },
    SLOW,
  );

  it(
    `checks at most ${limits.codeMaxFailuresPerUser} wrong codes of one user across sign-ins, then locks the account`,
    async () => {
      const user = await createTestUser(t.app, { firmId, username: 'uma' });
      const signIns: ClientAt[] = [];
      for (const ip of ['203.0.113.70', '203.0.113.71', '203.0.113.72', '203.0.113.73'])
        signIns.push(await atSecondFactor(t.app, user, ip));
      const answers = await Promise.all(
        Array.from({ length: GUESSES }, (_, i) =>
          signIns[i % signIns.length]!.post('/auth/verify-code', {
            code: WRONG_CODE,
            appType: 'passwordguru',
          }),
        ),
      );
      const counts = tally(answers);
      expect(counts.OK).toBeUndefined();
      expect(counts.CODE_INVALID).toBeLessThanOrEqual(limits.codeMaxFailuresPerUser - 1);
      const last = await atSecondFactor(t.app, user, '203.0.113.79');
      for (let i = 0; i < limits.codeMaxFailuresPerUser; i++) {
        const answer = await last.post('/auth/verify-code', { code: WRONG_CODE, appType: 'passwordguru' });
        if (answer.json().error?.code !== 'CODE_INVALID') break;
      }
      const after = await atSecondFactor(t.app, user, '203.0.113.80');
      const code = await latestSmsCode(t.app, user.phone);
      expect(
        (await after.post('/auth/verify-code', { code, appType: 'passwordguru' })).json().error.code,
      ).toBe('ACCOUNT_LOCKED');
    },
    SLOW,
  );
});

/** Two instances of the server on one database: several instances run only on PostgreSQL (README). */
describe.each(testDialects().filter((dialect) => dialect === 'postgres'))(
  'parallel guesses through two instances on %s',
  (dialect) => {
    let t: TestApp;
    let firmId: string;
    guessWorld(dialect, (app, firm) => {
      t = app;
      firmId = firm;
    });

    it(
      `checks ${limits.pinMaxFailures} of ${GUESSES} wrong PINs sent at once through two instances`,
      async () => {
        const other = await t.secondInstance();
        const user = await createTestUser(t.app, { firmId, username: 'vic' });
        const client = await signInClient(t.app, user, 'passwordguru');
        await t.app.guru.db.kysely
          .updateTable('sessions')
          .set({ pin_unlocked: 0 })
          .where('user_id', '=', user.id)
          .execute();
        const elsewhere = sameBrowserOn(other, client, '127.0.0.1');
        const answers = await Promise.all(
          Array.from({ length: GUESSES }, (_, i) =>
            (i % 2 ? elsewhere : client).post('/auth/access-code-login', {
              pinCode: WRONG_PIN,
              appType: 'passwordguru',
            }),
          ),
        );
        expectSpentSession(answers, 'PIN_WRONG', 'PIN_ATTEMPTS_EXCEEDED', limits.pinMaxFailures);
        expect(
          (await client.post('/auth/access-code-login', { pinCode: user.pin, appType: 'passwordguru' }))
            .statusCode,
        ).toBe(401);
      },
      SLOW,
    );

    it(
      `checks ${limits.loginMaxFailures} of ${GUESSES} wrong passwords sent at once through two instances`,
      async () => {
        const other = await t.secondInstance();
        const user = await createTestUser(t.app, { firmId, username: 'wes' });
        const here = new ClientAt(t.app, '203.0.113.90');
        const there = new ClientAt(other, '203.0.113.90');
        const answers = await Promise.all(
          Array.from({ length: GUESSES }, (_, i) =>
            passwordStep(i % 2 ? there : here, user, 'passwordguru', 'Wrong!2026'),
          ),
        );
        expect(tally(answers)).toEqual({
          INVALID_CREDENTIALS: limits.loginMaxFailures - 1,
          ACCOUNT_LOCKED: GUESSES - (limits.loginMaxFailures - 1),
        });
        expect((await passwordStep(there, user, 'passwordguru')).json().error.code).toBe('ACCOUNT_LOCKED');
      },
      SLOW,
    );
  },
);

/** Password and SMS code from an address; with `unlock`, the PIN too. */
async function signInAt(app: FastifyInstance, user: TestUser, ip: string, unlock = true): Promise<ClientAt> {
  const client = new ClientAt(app, ip);
  expect((await passwordStep(client, user, 'passwordguru')).statusCode).toBe(200);
  expect(
    (
      await client.post('/auth/verify-code', {
        code: await latestSmsCode(app, user.phone),
        appType: 'passwordguru',
      })
    ).statusCode,
  ).toBe(200);
  if (unlock)
    expect(
      (await client.post('/auth/access-code-login', { pinCode: user.pin, appType: 'passwordguru' }))
        .statusCode,
    ).toBe(200);
  return client;
}
