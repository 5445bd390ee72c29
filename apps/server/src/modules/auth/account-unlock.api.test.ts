import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, limits, messages, unlockMessages } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { passwordStep } from '../../test/sign-in.js';
import { drainOutgoing } from '../../test/outgoing.js';
import { mailUnlockLink } from './account-unlock.service.js';
import { ClientAt, awaitMailTo, mailCount } from '../../test/fixtures/lockout.js';
import { putThrottleRow } from '../../test/throttle-rows.js';

const WRONG = 'Wrong!2026';
const linkPattern =
  /(http:\/\/demo\.localhost:3000\/password-management\/unlock-account)#([A-Za-z0-9_-]{43})(\s|$)/;

/** The account-wide ceiling of wrong passwords (ADR 0003): it locks the account and mails its owner a single-use unlock link. */
describe.each(testDialects())('account-wide password lock and its unlock link on %s', (dialect) => {
  let t: TestApp;
  let firmId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { trustProxy: ['127.0.0.1'] });
    firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
  });
  afterAll(() => t.close());

  /** Five wrong passwords from each of `addresses` addresses (each address locks itself out at its fifth): every answer's error. */
  const guessFrom = async (user: Pick<TestUser, 'username' | 'password'>, addresses: number) => {
    const answers: Array<{ code: string; message: string }> = [];
    for (let n = 1; n <= addresses; n++) {
      const stranger = new ClientAt(t.app, `198.51.100.${n}`);
      for (let i = 0; i < limits.loginMaxFailures; i++)
        answers.push((await passwordStep(stranger, user as TestUser, 'passwordguru', WRONG)).json().error);
    }
    return answers;
  };

  it('locks the account at the fiftieth wrong password across addresses, refuses every address, and mails the owner one link that unlocks once', async () => {
    const uma = await createTestUser(t.app, { firmId, username: 'uma' });
    const mailsBefore = await mailCount(t.app, uma.email);
    const answers = await guessFrom(uma, limits.loginMaxFailuresPerAccount / limits.loginMaxFailures);
    expect(answers.slice(0, 5).map((e) => e.code)).toEqual([
      ...Array(4).fill('INVALID_CREDENTIALS'),
      'ACCOUNT_LOCKED',
    ]);
    expect(answers[4]).toEqual({ code: 'ACCOUNT_LOCKED', message: messages.accountLocked });
    expect(answers.slice(0, -1).every((e) => e.message !== unlockMessages.accountLockedMailed)).toBe(true);
    expect(answers.at(-1)).toEqual({ code: 'ACCOUNT_LOCKED', message: unlockMessages.accountLockedMailed });

    // The owner, from an address that never guessed, is refused even with the right password.
    const owner = new ClientAt(t.app, '203.0.113.77');
    expect((await passwordStep(owner, uma, 'passwordguru')).json().error).toEqual({
      code: 'ACCOUNT_LOCKED',
      message: unlockMessages.accountLockedMailed,
    });

    const mail = await awaitMailTo(t.app, uma.email, mailsBefore);
    expect(mail.subject).toBe(unlockMessages.mailSubject);
    const token = linkPattern.exec(mail.text)?.[2] ?? '';
    expect(token).toHaveLength(43);
    expect(await mailCount(t.app, uma.email)).toBe(mailsBefore + 1);
    const stored = await t.app.guru.db.kysely
      .selectFrom('account_unlocks')
      .selectAll()
      .where('user_id', '=', uma.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    const unlocked = await owner.post(apiPaths.unlockAccount, { token });
    expect(unlocked.json()).toEqual({ data: { ok: true } });
    expect((await passwordStep(owner, uma, 'passwordguru')).statusCode).toBe(200);
    const again = await owner.post(apiPaths.unlockAccount, { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toEqual({ code: 'LINK_INVALID', message: unlockMessages.linkInvalid });
    // The unlock lifts the account's lock, not the locks of the addresses that guessed.
    expect(
      (await passwordStep(new ClientAt(t.app, '198.51.100.1'), uma, 'passwordguru')).json().error,
    ).toEqual({ code: 'ACCOUNT_LOCKED', message: messages.accountLocked });
  });

  it('answers an unknown name alike at the ceiling, and mails nobody', async () => {
    const outboxBefore = (await t.app.guru.repos.outbox.list(1000)).length;
    // Forty-five earlier failures of the name from other addresses (as the test above makes them), then one more address.
    const earlier = limits.loginMaxFailuresPerAccount - limits.loginMaxFailures;
    await putThrottleRow(t.app, {
      firm_key: firmId,
      username_key: 'nobody-here',
      failures: earlier,
      lock_level: 0,
      locked_until: null,
      updated_at: t.clock.now().toISOString(),
    });
    const answers = await guessFrom({ username: 'nobody-here', password: WRONG }, 1);
    expect(answers.slice(0, 4).map((e) => e.code)).toEqual(Array(4).fill('INVALID_CREDENTIALS'));
    expect(answers.at(-1)).toEqual({ code: 'ACCOUNT_LOCKED', message: unlockMessages.accountLockedMailed });
    expect(
      (
        await passwordStep(
          new ClientAt(t.app, '203.0.113.78'),
          { username: 'nobody-here', password: WRONG } as TestUser,
          'passwordguru',
        )
      ).json().error.message,
    ).toBe(unlockMessages.accountLockedMailed);
    await drainOutgoing(t.app);
    expect((await t.app.guru.repos.outbox.list(1000)).length).toBe(outboxBefore);
  });

  it('refuses a bad, unknown or expired token with a clear 4xx', async () => {
    const anyone = new ClientAt(t.app, '203.0.113.5');
    for (const body of [{}, { token: 5 }, { token: 'short' }, { token: 'x'.repeat(500) }]) {
      const res = await anyone.post(apiPaths.unlockAccount, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await anyone.post(apiPaths.unlockAccount, { token: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json().error).toEqual({ code: 'LINK_INVALID', message: unlockMessages.linkInvalid });

    const vic = await createTestUser(t.app, { firmId, username: 'vic' });
    const user = await t.app.guru.repos.users.findById(vic.id);
    const firm = await t.app.guru.repos.firms.findById(firmId);
    const mailsBefore = await mailCount(t.app, vic.email);
    await mailUnlockLink(t.app.guru, user!, firm!, 'passwordguru');
    const token = linkPattern.exec((await awaitMailTo(t.app, vic.email, mailsBefore)).text)?.[2] ?? '';
    t.clock.advanceMinutes(limits.accountUnlockHours * 60 + 1);
    expect((await anyone.post(apiPaths.unlockAccount, { token })).statusCode).toBe(410);
  });
});
