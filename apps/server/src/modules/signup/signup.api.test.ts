import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openProtectedUserKey } from '@guru/vault-crypto';
import { clientApiPaths, messages, pinResetApiPaths, pinResetMessages, type ClientRow } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { trailEvents } from '../../test/audit.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  deriveCached,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { TestClient } from '../../test/http-client.js';
import { latestSmsCode, passwordStep, signInClient } from '../../test/sign-in.js';
import { asApp, insertClients, signInStaff } from '../../test/fixtures/clients.js';
import { invite, verifySender } from '../../test/fixtures/invites.js';
import { browserSignup, confirmSignupPhone, postSignup } from '../../test/fixtures/signup.js';

const invalid = { error: { code: 'INVITE_INVALID', message: messages.inviteCodeInvalid } };

describe.each(testDialects())('sign-up on %s', (dialect) => {
  let t: TestApp;
  let firmId: string;
  let alex: TestUser;
  let advisor: TestClient;
  let casey: TestUser;

  const db = () => t.app.guru.db.kysely;
  const usersWithEmail = (emailKey: string) =>
    db().selectFrom('users').selectAll().where('email_key', '=', emailKey).execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    await createFirm(t.app, 'other', 'Other Advisors');
    alex = await createTestUser(t.app, { firmId, username: 'alex', role: 'advisor' });
    casey = await createTestUser(t.app, { firmId, username: 'casey', apps: ['passwordguru'] });
    advisor = await signInStaff(t.app, alex);
    await verifySender(t.app, advisor, 'alex@demo.example');
  });
  afterAll(() => t.close());

  it('signs up with keys made in the browser, uses the code once, then signs in through the whole chain', async () => {
    const code = await invite(t.app, advisor, 'Nina@Example.com');
    const anonymous = new TestClient(t.app);
    expect((await anonymous.post(clientApiPaths.inviteCodeInfo, { code: code })).json().data).toMatchObject({
      email: 'nina@example.com',
      isThirdParty: false,
    });
    const s = await browserSignup({
      at: new TestClient(t.app),
      code,
      email: 'nina@example.com',
      username: 'Nina',
    });
    const res = await postSignup(t.app, anonymous, s.body);
    expect(res.statusCode).toBe(200);
    const user = res.json().data.user;
    expect(user).toEqual({
      id: expect.any(String),
      username: 'Nina',
      email: 'nina@example.com',
      roleId: 3,
      apps: ['passwordguru'],
    });
    // The session opened: active and unlocked, and its unlock secret answered (ADR 0019).
    expect(res.cookies.map((c) => c.name)).toEqual(['guru_pg_session']);
    expect((await anonymous.get('/auth/session?appType=passwordguru')).json().data.stage).toBe('active');
    expect((await anonymous.get('/users/currentUser', asApp())).json().data.username).toBe('Nina');
    expect(Buffer.from(res.json().data.session.unlockSecret, 'base64')).toHaveLength(32);
    expect(res.json().data.session.user).toMatchObject({ username: 'Nina', scope: 'client' });
    const signupKey = await openProtectedUserKey(s.wrapKey, res.json().data.session.protectedUserKey);
    expect(Buffer.from(signupKey).equals(Buffer.from(s.userKey))).toBe(true);

    const rows = await usersWithEmail('nina@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: user.id,
      status: 'active',
      role_id: 3,
      phone_number: s.phone,
      recover_phone_number: null,
      username_key: 'nina',
    });
    expect(rows[0]!.auth_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(rows)).not.toContain(String(s.body.authKey));
    const invites = await db()
      .selectFrom('invites')
      .selectAll()
      .where('email_key', '=', 'nina@example.com')
      .execute();
    expect(invites.map((i) => i.used_at)).toEqual([t.clock.now().toISOString()]);
    expect((await anonymous.post(clientApiPaths.inviteCodeInfo, { code: code })).json()).toEqual(invalid);
    expect((await postSignup(t.app, anonymous, { ...s.body, username: 'nina2' })).json()).toEqual(invalid);
    const listed = (await advisor.get(`${clientApiPaths.clientList}?q=nina`, asApp())).json().data
      .results as ClientRow[];
    expect(listed.map((r) => [r.fullName, r.status])).toEqual([['Nina New', 'Active']]);

    const nina: TestUser = {
      id: user.id,
      username: 'nina@example.com',
      email: 'nina@example.com',
      password: s.password,
      pin: s.pin,
      phone: s.phone,
    };
    const c = await signInClient(t.app, nina, 'passwordguru');
    const me = await c.get('/users/currentUser', asApp());
    expect(me.json().data).toMatchObject({ username: 'Nina', roleId: 3, apps: ['passwordguru'] });
    const pin = await c.post('/auth/access-code-login', { pinCode: s.pin, appType: 'passwordguru' });
    // Signed in by e-mail: the e-mail's own wrapped key, opened with the e-mail's wrapKey (ADR 0022).
    expect(pin.json().data.loginName).toBe('email');
    const { wrapKey: emailWrapKey } = await deriveCached(
      s.password,
      (s.body.emailLogin as { kdfSalt: string }).kdfSalt,
    );
    const opened = await openProtectedUserKey(emailWrapKey, pin.json().data.protectedUserKey);
    expect(Buffer.from(opened).equals(Buffer.from(s.userKey))).toBe(true);
    expect((await passwordStep(new TestClient(t.app), nina, 'documentvault')).json().error.code).toBe(
      'NO_APP_ACCESS',
    );
  });

  it('validates everything, and a refused sign-up leaves the invite usable', async () => {
    const code = await invite(t.app, advisor, 'vera@example.com', 'documentvault');
    const anonymous = new TestClient(t.app);
    const base = {
      at: new TestClient(t.app),
      code,
      email: 'vera@example.com',
      username: 'vera',
      appType: 'documentvault' as const,
    };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ email: 'someone@example.com' }, 400, messages.signupEmailMismatch],
      [{ phoneNumber: '555' }, 400, messages.phoneInvalid],
      [{ recoverPhoneNumber: 'abc' }, 400, messages.phoneInvalid],
      [{ pinCode: '12a4' }, 400, messages.pinFormat],
      [{ pinCode: '12345' }, 400, messages.pinFormat],
      [
        { kdfParams: { algorithm: 'argon2id', memoryKiB: 1024, iterations: 3, parallelism: 4 } },
        400,
        messages.signupKdfTooWeak,
      ],
      [
        { kdfParams: { algorithm: 'argon2id', memoryKiB: 65_536, iterations: 1, parallelism: 4 } },
        400,
        messages.signupKdfTooWeak,
      ],
      [{ protectedUserKey: 'not-an-envelope' }, 400, 'Encrypted data is malformed.'],
      [{ authKey: 'c2hvcnQ=' }, 400, messages.invalidInput],
      [{ username: 'vera@home' }, 400, messages.usernameNoAt],
      [{ username: 'CASEY' }, 409, messages.usernameTaken],
      [{ firstName: '  ' }, 400, messages.fillRequiredFields],
      [{ appType: 'passwordguru' }, 404, messages.inviteCodeInvalid],
      [{ code: 'bogus' }, 404, messages.inviteCodeInvalid],
    ];
    for (const [override, status, message] of cases) {
      const s = await browserSignup(base, override);
      const res = await postSignup(t.app, anonymous, s.body);
      expect(res.statusCode, JSON.stringify(override)).toBe(status);
      expect(res.json().error.message, JSON.stringify(override)).toContain(message);
    }
    expect((await postSignup(t.app, anonymous, {})).statusCode).toBe(400);
    expect((await anonymous.post(clientApiPaths.inviteCodeInfo, { code: code })).statusCode).toBe(200);
    expect(
      (
        await postSignup(t.app, new TestClient(t.app, 'other.localhost'), (await browserSignup(base)).body)
      ).json(),
    ).toEqual(invalid);
    const ok = await postSignup(
      t.app,
      anonymous,
      (await browserSignup(base, { recoverPhoneNumber: '+44 7400 123456' })).body,
    );
    expect(ok.json().data.user).toMatchObject({ roleId: 3, apps: ['documentvault'] });
    expect((await usersWithEmail('vera@example.com'))[0]!.recover_phone_number).toBe('+447400123456');
  });

  it('refuses an expired code', async () => {
    const code = await invite(t.app, advisor, 'old@example.com');
    t.clock.advanceMinutes(7 * 24 * 60 + 1);
    const res = await postSignup(
      t.app,
      new TestClient(t.app),
      (await browserSignup({ at: new TestClient(t.app), code, email: 'old@example.com', username: 'old' }))
        .body,
    );
    expect(res.json()).toEqual(invalid);
    advisor = await signInStaff(t.app, alex);
  });

  it('lets exactly one of two simultaneous sign-ups use a code', async () => {
    const code = await invite(t.app, advisor, 'twin@example.com');
    const bodies = await Promise.all(
      ['twin1', 'twin2'].map((username) =>
        browserSignup({ at: new TestClient(t.app), code, email: 'twin@example.com', username }),
      ),
    );
    await confirmSignupPhone(t.app, new TestClient(t.app), bodies[0]!.body);
    const results = await Promise.all(bodies.map((b) => postSignup(t.app, new TestClient(t.app), b.body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect((await usersWithEmail('twin@example.com')).map((u) => u.status)).toEqual(['active']);
  });

  it('replaces a Requested row with the new account', async () => {
    await insertClients(t.app, firmId, [
      { first: 'Rita', last: 'Requested', email: 'rita@example.com', status: 'requested' },
    ]);
    const code = await invite(t.app, advisor, 'rita@example.com');
    const res = await postSignup(
      t.app,
      new TestClient(t.app),
      (await browserSignup({ at: new TestClient(t.app), code, email: 'rita@example.com', username: 'rita' }))
        .body,
    );
    expect(res.statusCode).toBe(200);
    expect((await usersWithEmail('rita@example.com')).map((u) => [u.id, u.status])).toEqual([
      [res.json().data.user.id, 'active'],
    ]);
  });

  it('sends a known person to sign in and accept the invite for the other app', async () => {
    const code = await invite(t.app, advisor, 'casey@example.com', 'documentvault');
    expect(
      (await new TestClient(t.app).post(clientApiPaths.inviteCodeInfo, { code: code })).json().data
        .isRegistered,
    ).toBe(true);
    const s = await browserSignup({
      at: new TestClient(t.app),
      code,
      email: 'casey@example.com',
      username: 'casey2',
      appType: 'documentvault',
    });
    const refused = await postSignup(t.app, new TestClient(t.app), s.body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'ALREADY_REGISTERED', message: messages.alreadyRegistered });

    expect((await new TestClient(t.app).post(clientApiPaths.acceptInvite, { code })).statusCode).toBe(401);
    const other = await createTestUser(t.app, { firmId, username: 'olive', apps: ['passwordguru'] });
    const asOther = await signInClient(t.app, other, 'passwordguru');
    expect((await asOther.post(clientApiPaths.acceptInvite, { code }, asApp())).json()).toEqual(invalid);
    expect((await advisor.post(clientApiPaths.acceptInvite, { code }, asApp())).json()).toEqual(invalid);

    const c = await signInClient(t.app, casey, 'passwordguru');
    const accepted = await c.post(clientApiPaths.acceptInvite, { code }, asApp());
    expect(accepted.json()).toEqual({
      data: { apps: expect.arrayContaining(['passwordguru', 'documentvault']) },
    });
    expect((await c.post(clientApiPaths.acceptInvite, { code }, asApp())).json()).toEqual(invalid);
    const docs = await signInClient(t.app, casey, 'documentvault');
    expect((await docs.get('/users/currentUser', asApp('documentvault'))).json().data.apps.sort()).toEqual([
      'documentvault',
      'passwordguru',
    ]);
  });

  describe('the cell phone confirmed by an SMS code', () => {
    const notConfirmed = {
      error: { code: 'VALIDATION_ERROR', message: pinResetMessages.signupPhoneNotConfirmed },
    };

    it('refuses a sign-up whose phone was not confirmed, and one confirmed for another number', async () => {
      const code = await invite(t.app, advisor, 'phoebe@example.com');
      const anonymous = new TestClient(t.app);
      const s = await browserSignup({
        at: new TestClient(t.app),
        code,
        email: 'phoebe@example.com',
        username: 'phoebe',
      });
      expect((await anonymous.post(clientApiPaths.signup, s.body)).json()).toEqual(notConfirmed);

      // A code sent but not given back does not count.
      const input = { code, phoneNumber: '(201) 555-0147', appType: 'passwordguru' };
      const sent = await anonymous.post(pinResetApiPaths.signupPhoneCode, input);
      expect(sent.json()).toEqual({ data: { sent: true, phoneHint: '•••• 0147' } });
      expect((await anonymous.post(clientApiPaths.signup, s.body)).json()).toEqual(notConfirmed);

      // Confirmed for another number: the sign-up with this one is refused.
      const other = { ...input, phoneNumber: '(201) 555-0188' };
      await anonymous.post(pinResetApiPaths.signupPhoneCode, other);
      const otherCode = await latestSmsCode(t.app, '+12015550188');
      expect(
        (await anonymous.post(pinResetApiPaths.signupPhoneVerify, { ...other, smsCode: otherCode })).json(),
      ).toEqual({ data: { confirmed: true } });
      expect((await anonymous.post(clientApiPaths.signup, s.body)).json()).toEqual(notConfirmed);
      // ... and the other number's code does not confirm this one.
      expect(
        (await anonymous.post(pinResetApiPaths.signupPhoneVerify, { ...input, smsCode: otherCode })).json()
          .error.code,
      ).toBe('CODE_INVALID');
      expect((await usersWithEmail('phoebe@example.com')).map((u) => u.status)).toEqual(['pending']);

      // The right code for this number: the sign-up goes through, with the confirmed number.
      const right = await latestSmsCode(t.app, '+12015550147');
      expect(
        (await anonymous.post(pinResetApiPaths.signupPhoneVerify, { ...input, smsCode: right })).statusCode,
      ).toBe(200);
      expect((await anonymous.post(clientApiPaths.signup, s.body)).statusCode).toBe(200);
      expect((await usersWithEmail('phoebe@example.com'))[0]!.phone_number).toBe('+12015550147');
    });

    it('ends a code after 5 wrong tries, limits sends, and lets a confirmation grow stale', async () => {
      const code = await invite(t.app, advisor, 'wendy@example.com');
      const anonymous = new TestClient(t.app);
      const input = { code, phoneNumber: '(201) 555-0166', appType: 'passwordguru' };
      await anonymous.post(pinResetApiPaths.signupPhoneCode, input);
      const right = await latestSmsCode(t.app, '+12015550166');
      const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 4; i++)
        expect(
          (await anonymous.post(pinResetApiPaths.signupPhoneVerify, { ...input, smsCode: wrong })).json()
            .error.code,
        ).toBe('CODE_INVALID');
      expect(
        (await anonymous.post(pinResetApiPaths.signupPhoneVerify, { ...input, smsCode: wrong })).json().error,
      ).toEqual({
        code: 'CODE_ATTEMPTS_EXCEEDED',
        message: pinResetMessages.signupPhoneAttemptsExceeded,
      });
      expect(
        (await anonymous.post(pinResetApiPaths.signupPhoneVerify, { ...input, smsCode: right })).json().error
          .code,
      ).toBe('CODE_ATTEMPTS_EXCEEDED');

      for (let i = 0; i < 3; i++)
        expect((await anonymous.post(pinResetApiPaths.signupPhoneCode, input)).statusCode).toBe(200);
      expect((await anonymous.post(pinResetApiPaths.signupPhoneCode, input)).json().error.code).toBe(
        'RESEND_LIMIT',
      );
      const fresh = await latestSmsCode(t.app, '+12015550166');
      expect(
        (await anonymous.post(pinResetApiPaths.signupPhoneVerify, { ...input, smsCode: fresh })).statusCode,
      ).toBe(200);

      t.clock.advanceMinutes(31);
      const s = await browserSignup(
        {
          at: new TestClient(t.app),
          code,
          email: 'wendy@example.com',
          username: 'wendy',
          password: 'Signup!2026',
        },
        { phoneNumber: input.phoneNumber },
      );
      expect((await anonymous.post(clientApiPaths.signup, s.body)).json()).toEqual(notConfirmed);
      advisor = await signInStaff(t.app, alex);
    });

    it('refuses a bad invite, another firm and a number that is not a mobile one', async () => {
      const code = await invite(t.app, advisor, 'ivy@example.com');
      const input = { code, phoneNumber: '(201) 555-0199', appType: 'passwordguru' };
      expect(
        (
          await new TestClient(t.app).post(pinResetApiPaths.signupPhoneCode, { ...input, code: 'bogus' })
        ).json(),
      ).toEqual(invalid);
      expect(
        (
          await new TestClient(t.app).post(pinResetApiPaths.signupPhoneCode, {
            ...input,
            appType: 'documentvault',
          })
        ).json(),
      ).toEqual(invalid);
      expect(
        (await new TestClient(t.app, 'other.localhost').post(pinResetApiPaths.signupPhoneCode, input)).json(),
      ).toEqual(invalid);
      const bad = await new TestClient(t.app).post(pinResetApiPaths.signupPhoneCode, {
        ...input,
        phoneNumber: '555',
      });
      expect(bad.json().error).toEqual({ code: 'VALIDATION_ERROR', message: messages.phoneInvalid });
      expect(
        (await new TestClient(t.app).post(pinResetApiPaths.signupPhoneVerify, { ...input, smsCode: '12' }))
          .statusCode,
      ).toBe(400);
    });
  });
  it('says whether a username is free while the form is typed, only to the holder of an open invite code of the app', async () => {
    const code = await invite(t.app, advisor, 'uma@example.com');
    const anonymous = new TestClient(t.app);
    const ask = (body: object, at = anonymous) =>
      at.post(clientApiPaths.signupUsernameAvailable, { code, appType: 'passwordguru', ...body });
    expect((await ask({ username: 'uma' })).json()).toEqual({ data: { available: true } });
    // Taken in any case, and an existing e-mail is a sign-in name too.
    expect((await ask({ username: ' Casey ' })).json()).toEqual({ data: { available: false } });
    expect((await ask({ username: casey.email })).json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: messages.usernameNoAt,
    });
    // No oracle for strangers: a wrong code, another app's or another firm's host answer the invite's refusal.
    expect((await ask({ username: 'casey', code: 'bogus' })).json()).toEqual(invalid);
    expect((await ask({ username: 'casey', appType: 'documentvault' })).json()).toEqual(invalid);
    expect((await ask({ username: 'casey' }, new TestClient(t.app, 'other.localhost'))).json()).toEqual(
      invalid,
    );
    expect((await ask({ username: '' })).statusCode).toBe(400);
    // The invite stays usable.
    expect((await anonymous.post(clientApiPaths.inviteCodeInfo, { code })).json().data.email).toBe(
      'uma@example.com',
    );
  });

  it('a sign-up lands in the audit trail (ADR 0048)', async () => {
    const kinds = new Set((await trailEvents(t.app, firmId)).map((e) => e.kind));
    for (const kind of ['invite.signed_up']) expect(kinds).toContain(kind);
  });
});
