import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits, messages } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { TestClient } from '../../test/http-client.js';
import { latestSmsCode, passwordStep, signInClient, totpCode } from '../../test/sign-in.js';

describe.each(testDialects())('sign-in chain on %s', (dialect) => {
  let t: TestApp;
  let client: TestUser;
  let advisor: TestUser;
  let docsOnly: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    client = await createTestUser(t.app, { firmId, username: 'casey' });
    advisor = await createTestUser(t.app, {
      firmId,
      username: 'alex',
      role: 'advisor',
      password: 'Advisor!2026',
    });
    docsOnly = await createTestUser(t.app, { firmId, username: 'dora', apps: ['documentvault'] });
  });
  afterAll(() => t.close());

  for (const appType of ['passwordguru', 'documentvault'] as const) {
    it(`walks a client through password, SMS code and PIN in ${appType}`, async () => {
      const c = new TestClient(t.app);
      const login = await passwordStep(c, client, appType);
      expect(login.statusCode).toBe(200);
      expect(login.json().data.mfa).toEqual({ method: 'sms', phoneHint: `•••• ${client.phone.slice(-4)}` });
      expect((await c.get(`/auth/session?appType=${appType}`)).json().data.stage).toBe('second_factor');
      expect((await c.get('/users/currentUser', { 'x-app-type': appType })).statusCode).toBe(401);

      const code = await latestSmsCode(t.app, client.phone);
      const verified = await c.post('/auth/verify-code', { code, appType });
      expect(verified.json()).toEqual({ data: { stage: 'pin' } });
      const afterCode = await c.get(`/auth/session?appType=${appType}`);
      expect(afterCode.json().data.stage).toBe('pin');
      expect((await c.get('/users/currentUser', { 'x-app-type': appType })).json().error.code).toBe(
        'PIN_REQUIRED',
      );

      const pin = await c.post('/auth/access-code-login', { pinCode: client.pin, appType });
      expect(pin.statusCode).toBe(200);
      const data = pin.json().data;
      expect(data.user).toMatchObject({
        username: 'casey',
        scope: 'client',
        roleId: 3,
        pinTimeInMinute: 5,
        logoutTimeInMinute: 15,
        validateOTPCode: 'sms',
      });
      expect(Buffer.from(data.unlockSecret, 'base64')).toHaveLength(32);
      expect(data.protectedUserKey).toMatch(/^v1\./);
      expect(data.user).not.toHaveProperty('auth_hash');
      const me = await c.get('/users/currentUser', { 'x-app-type': appType });
      expect(me.json().data.companyName).toBe('Demo Wealth Partners');
    });
  }

  it('keeps one session per app: signing in to one app does not open the other', async () => {
    const c = await signInClient(t.app, client, 'passwordguru');
    expect((await c.get('/auth/session?appType=passwordguru')).json().data.stage).toBe('active');
    expect((await c.get('/auth/session?appType=documentvault')).json().data.stage).toBe('none');
  });

  it('enrols an advisor in TOTP with a QR code once, then asks only for the code', async () => {
    const c = new TestClient(t.app);
    const first = await passwordStep(c, advisor, 'passwordguru');
    const mfa = first.json().data.mfa;
    expect(mfa.method).toBe('totp');
    expect(mfa.enrolment.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(mfa.enrolment.otpauthUrl).toContain(mfa.enrolment.secret);
    const wrong = await c.post('/auth/passwordapp/verifyBarCodePassword', {
      verifyCode: '000000',
      appType: 'passwordguru',
    });
    expect(wrong.json().error.message).toBe(messages.codeInvalid);
    const epoch = Math.floor(t.clock.now().getTime() / 1000);
    const code = await totpCode(mfa.enrolment.secret, epoch);
    const ok = await c.post('/auth/passwordapp/verifyBarCodePassword', {
      verifyCode: code,
      appType: 'passwordguru',
    });
    expect(ok.statusCode).toBe(200);
    const pin = await c.post('/auth/access-code-login', { pinCode: advisor.pin, appType: 'passwordguru' });
    expect(pin.json().data.user).toMatchObject({ scope: 'admin', roleId: 6, validateOTPCode: 'totp' });

    const again = new TestClient(t.app);
    const second = await passwordStep(again, advisor, 'passwordguru');
    expect(second.json().data.mfa).toEqual({ method: 'totp', enrolment: null });
    const replay = await again.post('/auth/passwordapp/verifyBarCodePassword', {
      verifyCode: code,
      appType: 'passwordguru',
    });
    expect(replay.json().error.code).toBe('CODE_INVALID');
    t.clock.advanceSeconds(30);
    const next = await totpCode(mfa.enrolment.secret, Math.floor(t.clock.now().getTime() / 1000));
    expect(
      (
        await again.post('/auth/passwordapp/verifyBarCodePassword', {
          verifyCode: next,
          appType: 'passwordguru',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const known = new TestClient(t.app);
    const wrong = await passwordStep(known, client, 'passwordguru', 'Wrong!2026x');
    const unknown = new TestClient(t.app);
    const ghost = await passwordStep(unknown, { ...client, username: 'nobody-here' }, 'passwordguru');
    expect(wrong.statusCode).toBe(401);
    expect(ghost.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: messages.invalidCredentials },
    });
    expect(ghost.json()).toEqual(wrong.json());
    const preA = (await unknown.post('/auth/prelogin', { username: 'nobody-here' })).json().data;
    const preB = (await unknown.post('/auth/prelogin', { username: 'nobody-here' })).json().data;
    const preKnown = (await unknown.post('/auth/prelogin', { username: 'casey' })).json().data;
    expect(preA).toEqual(preB);
    expect(Object.keys(preA)).toEqual(Object.keys(preKnown));
    expect(preA.kdf).toEqual(preKnown.kdf);
  });

  it('refuses the code step with the seed messages: missing, wrong, expired', async () => {
    const c = new TestClient(t.app);
    await passwordStep(c, client, 'passwordguru');
    const short = await c.post('/auth/verify-code', { code: '123', appType: 'passwordguru' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(messages.input2faCode);
    const code = await latestSmsCode(t.app, client.phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await c.post('/auth/verify-code', { code: wrongCode, appType: 'passwordguru' });
    expect(wrong.json().error).toEqual({ code: 'CODE_INVALID', message: messages.codeInvalid });
    t.clock.advanceMinutes(11);
    const expired = await c.post('/auth/verify-code', { code, appType: 'passwordguru' });
    expect(expired.json().error.message).toBe(messages.codeInvalid);
  });

  it('kills the challenge after five wrong codes, and a resend does not reset the count', async () => {
    const c = new TestClient(t.app);
    await passwordStep(c, client, 'documentvault');
    const code = await latestSmsCode(t.app, client.phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++)
      await c.post('/auth/verify-code', { code: wrongCode, appType: 'documentvault' });
    expect((await c.post('/auth/resend-2fa', { appType: 'documentvault' })).statusCode).toBe(200);
    const fresh = await latestSmsCode(t.app, client.phone);
    expect(
      (
        await c.post('/auth/verify-code', {
          code: code === fresh ? wrongCode : code,
          appType: 'documentvault',
        })
      ).statusCode,
    ).toBe(400);
    const fifth = await c.post('/auth/verify-code', {
      code: fresh === wrongCode ? code : wrongCode,
      appType: 'documentvault',
    });
    expect(fifth.json().error.code).toBe('CODE_ATTEMPTS_EXCEEDED');
    const after = await c.post('/auth/verify-code', { code: fresh, appType: 'documentvault' });
    expect(after.statusCode).toBe(401);
    expect((await c.get('/auth/session?appType=documentvault')).json().data.stage).toBe('none');
  });

  it('limits resends to three in fifteen minutes', async () => {
    t.clock.advanceMinutes(20);
    const c = new TestClient(t.app);
    await passwordStep(c, docsOnly, 'documentvault');
    for (let i = 0; i < 3; i++)
      expect((await c.post('/auth/resend-2fa', { appType: 'documentvault' })).statusCode).toBe(200);
    const fourth = await c.post('/auth/resend-2fa', { appType: 'documentvault' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('RESEND_LIMIT');
    const old = await latestSmsCode(t.app, docsOnly.phone);
    expect((await c.post('/auth/verify-code', { code: old, appType: 'documentvault' })).statusCode).toBe(200);
  });

  it('keeps counting sent codes when sessions end, so wrong-code rounds cannot bypass the send limit', async () => {
    const firm = await t.app.guru.repos.firms.findBySubdomain('demo');
    const victim = await createTestUser(t.app, { firmId: firm!.id, username: 'sam' });
    for (let round = 0; round < limits.codeMaxSendsPerUserWindow; round++) {
      const c = new TestClient(t.app);
      expect((await passwordStep(c, victim, 'passwordguru')).statusCode).toBe(200);
      const code = await latestSmsCode(t.app, victim.phone);
      const wrongCode = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++)
        await c.post('/auth/verify-code', { code: wrongCode, appType: 'passwordguru' });
      expect((await c.get('/auth/session?appType=passwordguru')).json().data.stage).toBe('none');
    }
    const sessionsBefore = await t.app.guru.db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', victim.id)
      .execute();
    const fifth = await passwordStep(new TestClient(t.app), victim, 'passwordguru');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error).toEqual({ code: 'RESEND_LIMIT', message: messages.resendLimit });
    const sessionsAfter = await t.app.guru.db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', victim.id)
      .execute();
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);
    t.clock.advanceMinutes(16);
    expect((await passwordStep(new TestClient(t.app), victim, 'passwordguru')).statusCode).toBe(200);
  });

  it('says "Pin code is wrong." and ends the session after five wrong PINs', async () => {
    t.clock.advanceMinutes(20);
    const c = new TestClient(t.app);
    await passwordStep(c, client, 'passwordguru');
    await c.post('/auth/verify-code', {
      code: await latestSmsCode(t.app, client.phone),
      appType: 'passwordguru',
    });
    const wrong = await c.post('/auth/access-code-login', { pinCode: '9999', appType: 'passwordguru' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({ code: 'PIN_WRONG', message: messages.pinWrong });
    for (let i = 0; i < 3; i++)
      await c.post('/auth/access-code-login', { pinCode: '9999', appType: 'passwordguru' });
    const fifth = await c.post('/auth/access-code-login', { pinCode: '9999', appType: 'passwordguru' });
    expect(fifth.json().error.code).toBe('PIN_ATTEMPTS_EXCEEDED');
    const right = await c.post('/auth/access-code-login', { pinCode: client.pin, appType: 'passwordguru' });
    expect(right.statusCode).toBe(401);
  });

  it('refuses an app the client was not given', async () => {
    const c = new TestClient(t.app);
    const res = await passwordStep(c, docsOnly, 'passwordguru');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'NO_APP_ACCESS', message: messages.noAppAccess });
  });

  it('locks the PIN after the idle time and signs out after the logout idle time', async () => {
    const c = await signInClient(t.app, client, 'passwordguru');
    t.clock.advanceMinutes(4);
    expect((await c.post('/auth/heartbeat', { appType: 'passwordguru' })).statusCode).toBe(200);
    t.clock.advanceMinutes(6);
    const locked = await c.post('/auth/heartbeat', { appType: 'passwordguru' });
    expect(locked.json().error.code).toBe('PIN_REQUIRED');
    expect((await c.get('/auth/session?appType=passwordguru')).json().data.stage).toBe('pin');
    expect(
      (await c.post('/auth/access-code-login', { pinCode: client.pin, appType: 'passwordguru' })).statusCode,
    ).toBe(200);
    expect((await c.post('/auth/heartbeat', { appType: 'passwordguru' })).statusCode).toBe(200);
    t.clock.advanceMinutes(16);
    const out = await c.post('/auth/heartbeat', { appType: 'passwordguru' });
    expect(out.json().error).toEqual({ code: 'SESSION_EXPIRED', message: messages.sessionExpired });
    expect((await c.get('/auth/session?appType=passwordguru')).json().data.stage).toBe('none');
  });

  it("refuses a session of one firm at another firm's host, and the user there", async () => {
    await createFirm(t.app, 'other', 'Other Advisors');
    const c = await signInClient(t.app, client, 'passwordguru');
    const elsewhere = new TestClient(t.app, 'other.localhost');
    c.cookiesTo(elsewhere);
    const res = await elsewhere.get('/users/currentUser', { 'x-app-type': 'passwordguru' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
    const login = await passwordStep(new TestClient(t.app, 'other.localhost'), client, 'passwordguru');
    expect(login.json().error.code).toBe('INVALID_CREDENTIALS');
    const unknownHost = await new TestClient(t.app, 'nowhere.localhost').post('/auth/prelogin', {
      username: 'casey',
    });
    expect(unknownHost.json().error.code).toBe('UNKNOWN_FIRM');
  });

  it('logs out', async () => {
    const c = await signInClient(t.app, client, 'documentvault');
    expect((await c.post('/auth/logout', { appType: 'documentvault' })).statusCode).toBe(200);
    expect((await c.get('/auth/session?appType=documentvault')).json().data.stage).toBe('none');
    expect((await c.post('/auth/heartbeat', { appType: 'documentvault' })).statusCode).toBe(401);
  });

  it('ends the sessions of a disabled user and refuses their sign-in with a clear message', async () => {
    const firm = await t.app.guru.repos.firms.findBySubdomain('demo');
    const victim = await createTestUser(t.app, { firmId: firm!.id, username: 'dana' });
    const c = await signInClient(t.app, victim, 'passwordguru');
    await t.app.guru.repos.users.update(victim.id, { status: 'disabled' });
    const res = await c.get('/users/currentUser', { 'x-app-type': 'passwordguru' });
    expect(res.json().error).toEqual({ code: 'ACCOUNT_DISABLED', message: messages.accountDisabled });
    const again = await passwordStep(new TestClient(t.app), victim, 'passwordguru');
    expect(again.json().error.code).toBe('ACCOUNT_DISABLED');
  });
});
