import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinResetApiPaths, pinResetMessages, type AppType } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { trailEvents } from '../../test/audit.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { TestClient } from '../../test/http-client.js';
import { awaitOutgoing, drainOutgoing } from '../../test/outgoing.js';
import { latestSmsCode, passwordStep, signInWithTotp } from '../../test/sign-in.js';

const NEW_PIN = '8642';

/** A code that is not `right` (six digits). */
const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

describe.each(testDialects())('Reset PIN on %s', (dialect) => {
  let t: TestApp;
  let firmId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    await createFirm(t.app, 'acme', 'Acme Advisors');
  });
  afterAll(() => t.close());

  let n = 0;
  const newClient = (opts: { firm?: string } = {}) => {
    n += 1;
    return createTestUser(t.app, { firmId: opts.firm ?? firmId, username: `pinny${n}` });
  };

  /** Password and SMS code: the session waits for the PIN. */
  async function atPinStage(
    user: TestUser,
    appType: AppType = 'passwordguru',
    host = 'localhost',
  ): Promise<TestClient> {
    const c = new TestClient(t.app, host);
    expect((await passwordStep(c, user, appType)).statusCode).toBe(200);
    expect(
      (await c.post('/auth/verify-code', { code: await latestSmsCode(t.app, user.phone), appType }))
        .statusCode,
    ).toBe(200);
    return c;
  }

  const unlock = (c: TestClient, pinCode: string, appType: AppType = 'passwordguru') =>
    c.post('/auth/access-code-login', { pinCode, appType });

  /** The newest e-mail to `to` (it is queued after the answer: awaited through the outgoing queue). */
  async function latestMailTo(to: string): Promise<string | undefined> {
    return awaitOutgoing(
      t.app,
      async () =>
        (await t.app.guru.repos.outbox.list()).find((m) => m.channel === 'email' && m.to === to)?.text,
    );
  }

  describe('by phone', () => {
    for (const appType of ['passwordguru', 'documentvault'] as const) {
      it(`keeps the new PIN pending until the SMS code, then it unlocks and the old one does not (${appType})`, async () => {
        const user = await newClient();
        const c = await atPinStage(user, appType);
        const smsBefore = await latestSmsCode(t.app, user.phone);
        const started = await c.post(pinResetApiPaths.forgotPinCode, {
          newPinCode: NEW_PIN,
          appType,
          phone: '+10000000000',
        });
        expect(started.statusCode).toBe(200);
        expect(started.json().data).toEqual({ sent: true, phoneHint: `•••• ${user.phone.slice(-4)}` });
        const code = await latestSmsCode(t.app, user.phone);
        expect(code).not.toBe(smsBefore);

        // Pending: the new PIN does not count yet; the old one still does (on another sign-in).
        const other = await atPinStage(user, appType);
        expect((await unlock(other, user.pin, appType)).statusCode).toBe(200);
        // Wrong PINs meanwhile count towards the account's PIN lock ...
        expect((await unlock(c, NEW_PIN, appType)).json().error.code).toBe('PIN_WRONG');
        expect((await unlock(c, NEW_PIN, appType)).json().error.code).toBe('PIN_WRONG');
        const counted = await t.app.guru.db.kysely
          .selectFrom('login_throttle')
          .select('failures')
          .where('username_key', '=', user.id)
          .where('firm_key', '=', 'pin')
          .executeTakeFirst();
        expect(counted?.failures).toBe(2);
        // (the second sign-in sent a new login code, not a reset code: the reset's code is unchanged)

        const verified = await c.post(pinResetApiPaths.verify2faCode, {
          type: 'resetPinCode',
          code,
          appType,
        });
        expect(verified.json()).toEqual({ data: { reset: true } });
        // ... and no longer once the new PIN is set.
        const pinCount = await t.app.guru.db.kysely
          .selectFrom('login_throttle')
          .select('failures')
          .where('username_key', '=', user.id)
          .where('firm_key', '=', 'pin')
          .executeTakeFirst();
        expect(pinCount?.failures).toBe(0);
        expect((await unlock(c, user.pin, appType)).json().error.code).toBe('PIN_WRONG');
        const opened = await unlock(c, NEW_PIN, appType);
        expect(opened.statusCode).toBe(200);
        expect(opened.json().data.unlockSecret).toBeTruthy();

        // The code is used up.
        expect(
          (await c.post(pinResetApiPaths.verify2faCode, { type: 'resetPinCode', code, appType })).statusCode,
        ).toBe(400);
      });
    }

    it('ends the reset after 5 wrong codes: even the right code then fails, and the PIN is unchanged', async () => {
      const user = await newClient();
      const c = await atPinStage(user);
      await c.post(pinResetApiPaths.forgotPinCode, { newPinCode: NEW_PIN, appType: 'passwordguru' });
      const code = await latestSmsCode(t.app, user.phone);
      for (let i = 0; i < 4; i++) {
        const res = await c.post(pinResetApiPaths.verify2faCode, {
          type: 'resetPinCode',
          code: wrongCode(code),
          appType: 'passwordguru',
        });
        expect(res.json().error.code).toBe('CODE_INVALID');
      }
      const fifth = await c.post(pinResetApiPaths.verify2faCode, {
        type: 'resetPinCode',
        code: wrongCode(code),
        appType: 'passwordguru',
      });
      expect(fifth.json().error).toEqual({
        code: 'CODE_ATTEMPTS_EXCEEDED',
        message: pinResetMessages.attemptsExceeded,
      });
      const late = await c.post(pinResetApiPaths.verify2faCode, {
        type: 'resetPinCode',
        code,
        appType: 'passwordguru',
      });
      expect(late.statusCode).toBe(400);
      expect((await unlock(c, NEW_PIN)).json().error.code).toBe('PIN_WRONG');
      expect((await unlock(c, user.pin)).statusCode).toBe(200);
    });

    it('refuses an expired code and limits resends like sign-in codes', async () => {
      const user = await newClient();
      const c = await atPinStage(user);
      await c.post(pinResetApiPaths.forgotPinCode, { newPinCode: NEW_PIN, appType: 'passwordguru' });
      const first = await latestSmsCode(t.app, user.phone);
      t.clock.advanceMinutes(11);
      // The session's PIN lock idles too; the reset still answers at the PIN stage.
      expect(
        (
          await c.post(pinResetApiPaths.verify2faCode, {
            type: 'resetPinCode',
            code: first,
            appType: 'passwordguru',
          })
        ).json().error.code,
      ).toBe('CODE_INVALID');
      for (let i = 0; i < 3; i++)
        expect((await c.post(pinResetApiPaths.resendPinCode, { appType: 'passwordguru' })).statusCode).toBe(
          200,
        );
      expect(
        (await c.post(pinResetApiPaths.resendPinCode, { appType: 'passwordguru' })).json().error.code,
      ).toBe('RESEND_LIMIT');
      const last = await latestSmsCode(t.app, user.phone);
      expect(
        (
          await c.post(pinResetApiPaths.verify2faCode, {
            type: 'resetPinCode',
            code: last,
            appType: 'passwordguru',
          })
        ).statusCode,
      ).toBe(200);
      expect((await unlock(c, NEW_PIN)).statusCode).toBe(200);
    });

    it('refuses bad input with a clear 400', async () => {
      const user = await newClient();
      const c = await atPinStage(user);
      for (const newPinCode of ['123', '12345', 'abcd', '']) {
        const res = await c.post(pinResetApiPaths.forgotPinCode, { newPinCode, appType: 'passwordguru' });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toContain(pinResetMessages.pinRequired);
      }
      expect(
        (
          await c.post(pinResetApiPaths.verify2faCode, {
            type: 'other',
            code: '123456',
            appType: 'passwordguru',
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await c.post(pinResetApiPaths.verify2faCode, {
            type: 'resetPinCode',
            code: '123456',
            appType: 'passwordguru',
          })
        ).json().error.message,
      ).toBe(pinResetMessages.noReset);
    });

    it('refuses a caller without a session, one still at the second factor, a session of another firm, and an advisor', async () => {
      const body = { newPinCode: NEW_PIN, appType: 'passwordguru' };
      expect((await new TestClient(t.app).post(pinResetApiPaths.forgotPinCode, body)).statusCode).toBe(401);

      const user = await newClient();
      const half = new TestClient(t.app);
      await passwordStep(half, user, 'passwordguru');
      expect((await half.post(pinResetApiPaths.forgotPinCode, body)).statusCode).toBe(401);

      const acmeUser = await newClient({ firm: (await t.app.guru.repos.firms.findBySubdomain('acme'))!.id });
      const acme = await atPinStage(acmeUser, 'passwordguru', 'acme.localhost');
      const stolen = new TestClient(t.app);
      acme.cookiesTo(stolen);
      expect((await stolen.post(pinResetApiPaths.forgotPinCode, body)).statusCode).toBe(401);

      const advisor = await createTestUser(t.app, {
        firmId,
        username: `adv${n}`,
        role: 'advisor',
        password: 'Advisor!2026',
      });
      const a = await signInWithTotp(t.app, advisor);
      const refused = await a.post(pinResetApiPaths.forgotPinCode, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(pinResetMessages.resetNotForAdvisors);
    });
  });

  describe('by e-mail link', () => {
    async function askLink(
      user: TestUser,
      appType: AppType = 'passwordguru',
    ): Promise<{ token: string; email: string }> {
      const res = await new TestClient(t.app).post(pinResetApiPaths.forgotPinCodeEmail, {
        email: `${user.username}@example.com`,
        appType,
      });
      expect(res.json()).toEqual({ data: { sent: true } });
      const mail = await latestMailTo(`${user.username}@example.com`);
      const link = /http:\/\/\S+\/reset-pin-code\?token=\S+/.exec(mail ?? '')?.[0];
      if (!link) throw new Error(`no link in ${mail}`);
      const url = new URL(link);
      expect(url.pathname).toBe(
        appType === 'documentvault'
          ? '/documents-guru/reset-pin-code'
          : '/password-management/reset-pin-code',
      );
      return { token: url.searchParams.get('token')!, email: url.searchParams.get('email')! };
    }

    it('sets the PIN after the link, the new PIN and the SMS code; the link works once', async () => {
      const user = await newClient();
      const link = await askLink(user, 'documentvault');
      const anon = new TestClient(t.app);
      const started = await anon.post(pinResetApiPaths.resetPinCodeViaEmail, {
        ...link,
        newPinCode: NEW_PIN,
        appType: 'documentvault',
      });
      expect(started.statusCode).toBe(200);
      const code = await latestSmsCode(t.app, user.phone);
      // Still pending: the old PIN opens a sign-in.
      expect(
        (await unlock(await atPinStage(user, 'documentvault'), NEW_PIN, 'documentvault')).json().error.code,
      ).toBe('PIN_WRONG');
      expect(
        (
          await anon.post(pinResetApiPaths.verifyViaEmail, { ...link, code, appType: 'documentvault' })
        ).json(),
      ).toEqual({ data: { reset: true } });

      const c = await atPinStage(user, 'documentvault');
      expect((await unlock(c, user.pin, 'documentvault')).json().error.code).toBe('PIN_WRONG');
      expect((await unlock(c, NEW_PIN, 'documentvault')).statusCode).toBe(200);

      // Reused: refused.
      const again = await anon.post(pinResetApiPaths.resetPinCodeViaEmail, {
        ...link,
        newPinCode: '1111',
        appType: 'documentvault',
      });
      expect(again.statusCode).toBe(410);
      expect(again.json().error.message).toBe(pinResetMessages.linkInvalid);
    });

    it('confirms the new PIN only in the browser that chose it: the same link elsewhere cannot swap in its own PIN', async () => {
      const user = await newClient();
      const link = await askLink(user);
      const owner = new TestClient(t.app);
      const other = new TestClient(t.app);
      expect(
        (
          await owner.post(pinResetApiPaths.resetPinCodeViaEmail, {
            ...link,
            newPinCode: NEW_PIN,
            appType: 'passwordguru',
          })
        ).statusCode,
      ).toBe(200);
      // Someone else with the link chooses a PIN of their own; the owner then types the code that came last.
      expect(
        (
          await other.post(pinResetApiPaths.resetPinCodeViaEmail, {
            ...link,
            newPinCode: '2468',
            appType: 'passwordguru',
          })
        ).statusCode,
      ).toBe(200);
      const code = await latestSmsCode(t.app, user.phone);
      const refused = await owner.post(pinResetApiPaths.verifyViaEmail, {
        ...link,
        code,
        appType: 'passwordguru',
      });
      expect(refused.json().error.message).toBe(pinResetMessages.noReset);
      expect(
        (await unlock(await atPinStage(user, 'passwordguru'), '2468', 'passwordguru')).json().error.code,
      ).toBe('PIN_WRONG');
      // Without the proof of the browser that chose the pending PIN, no code confirms it and none is sent.
      expect(
        (
          await new TestClient(t.app).post(pinResetApiPaths.verifyViaEmail, {
            ...link,
            code,
            appType: 'passwordguru',
          })
        ).json().error.message,
      ).toBe(pinResetMessages.noReset);
      expect(
        (
          await new TestClient(t.app).post(pinResetApiPaths.resendViaEmail, {
            ...link,
            appType: 'passwordguru',
          })
        ).json().error.message,
      ).toBe(pinResetMessages.noReset);
      // The owner starts again in their browser: their PIN, their code.
      expect(
        (
          await owner.post(pinResetApiPaths.resetPinCodeViaEmail, {
            ...link,
            newPinCode: NEW_PIN,
            appType: 'passwordguru',
          })
        ).statusCode,
      ).toBe(200);
      const fresh = await latestSmsCode(t.app, user.phone);
      expect(
        (
          await owner.post(pinResetApiPaths.verifyViaEmail, { ...link, code: fresh, appType: 'passwordguru' })
        ).json(),
      ).toEqual({ data: { reset: true } });
      expect((await unlock(await atPinStage(user, 'passwordguru'), NEW_PIN, 'passwordguru')).statusCode).toBe(
        200,
      );
    });

    it('refuses an expired link (one hour)', async () => {
      const user = await newClient();
      const link = await askLink(user);
      t.clock.advanceMinutes(61);
      const res = await new TestClient(t.app).post(pinResetApiPaths.resetPinCodeViaEmail, {
        ...link,
        newPinCode: NEW_PIN,
        appType: 'passwordguru',
      });
      expect(res.statusCode).toBe(410);
    });

    it('refuses a right token with a wrong e-mail, a forged token, and a token at another firm', async () => {
      const user = await newClient();
      const link = await askLink(user);
      const anon = new TestClient(t.app);
      expect(
        (
          await anon.post(pinResetApiPaths.resetPinCodeViaEmail, {
            ...link,
            email: 'someone@example.com',
            newPinCode: NEW_PIN,
            appType: 'passwordguru',
          })
        ).statusCode,
      ).toBe(410);
      expect(
        (
          await anon.post(pinResetApiPaths.resetPinCodeViaEmail, {
            ...link,
            token: `${link.token.slice(0, -2)}xx`,
            newPinCode: NEW_PIN,
            appType: 'passwordguru',
          })
        ).statusCode,
      ).toBe(410);
      expect(
        (
          await new TestClient(t.app, 'acme.localhost').post(pinResetApiPaths.resetPinCodeViaEmail, {
            ...link,
            newPinCode: NEW_PIN,
            appType: 'passwordguru',
          })
        ).statusCode,
      ).toBe(410);
      // The link still works for its own e-mail.
      expect(
        (
          await anon.post(pinResetApiPaths.resetPinCodeViaEmail, {
            ...link,
            newPinCode: NEW_PIN,
            appType: 'passwordguru',
          })
        ).statusCode,
      ).toBe(200);
    });

    it('ends the link after 5 wrong codes', async () => {
      const user = await newClient();
      const link = await askLink(user);
      const anon = new TestClient(t.app);
      await anon.post(pinResetApiPaths.resetPinCodeViaEmail, {
        ...link,
        newPinCode: NEW_PIN,
        appType: 'passwordguru',
      });
      const code = await latestSmsCode(t.app, user.phone);
      for (let i = 0; i < 5; i++)
        await anon.post(pinResetApiPaths.verifyViaEmail, {
          ...link,
          code: wrongCode(code),
          appType: 'passwordguru',
        });
      expect(
        (await anon.post(pinResetApiPaths.verifyViaEmail, { ...link, code, appType: 'passwordguru' }))
          .statusCode,
      ).toBe(410);
      expect((await unlock(await atPinStage(user), user.pin)).statusCode).toBe(200);
    });

    it('answers an unknown e-mail, an advisor and another app the same, and sends nothing', async () => {
      const advisor = await createTestUser(t.app, {
        firmId,
        username: `advm${n}`,
        role: 'advisor',
        password: 'Advisor!2026',
      });
      const docsOnly = await createTestUser(t.app, { firmId, username: `docs${n}`, apps: ['documentvault'] });
      const before = (await t.app.guru.repos.outbox.list()).length;
      for (const [email, appType] of [
        ['nobody@example.com', 'passwordguru'],
        [`${advisor.username}@example.com`, 'passwordguru'],
        [`${docsOnly.username}@example.com`, 'passwordguru'],
      ] as const) {
        const res = await new TestClient(t.app).post(pinResetApiPaths.forgotPinCodeEmail, { email, appType });
        expect(res.json()).toEqual({ data: { sent: true } });
      }
      await drainOutgoing(t.app);
      expect((await t.app.guru.repos.outbox.list()).length).toBe(before);
      expect(
        await t.app.guru.db.kysely
          .selectFrom('pin_resets')
          .select('id')
          .where('via', '=', 'email')
          .where('user_id', 'in', [advisor.id, docsOnly.id])
          .execute(),
      ).toEqual([]);
      expect(
        (
          await new TestClient(t.app).post(pinResetApiPaths.forgotPinCodeEmail, {
            email: 'not an e-mail',
            appType: 'passwordguru',
          })
        ).statusCode,
      ).toBe(400);
    });

    it('never puts the token, the PIN or the code in a stored row in clear', async () => {
      const user = await newClient();
      const link = await askLink(user);
      await new TestClient(t.app).post(pinResetApiPaths.resetPinCodeViaEmail, {
        ...link,
        newPinCode: NEW_PIN,
        appType: 'passwordguru',
      });
      const code = await latestSmsCode(t.app, user.phone);
      const rows = await t.app.guru.db.kysely
        .selectFrom('pin_resets')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute();
      const dump = JSON.stringify(rows);
      expect(rows).toHaveLength(1);
      for (const secret of [link.token, NEW_PIN, code]) expect(dump).not.toContain(secret);
    });
  });

  it('a PIN reset lands in the audit trail (ADR 0048)', async () => {
    const kinds = new Set((await trailEvents(t.app, firmId)).map((e) => e.kind));
    for (const kind of ['auth.pin_reset']) expect(kinds).toContain(kind);
  });
});
