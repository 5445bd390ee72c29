import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
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

describe.each(testDialects())('lockout and rate limits on %s', (dialect) => {
  let t: TestApp;
  let user: TestUser;
  let firmId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { trustProxy: ['127.0.0.1'] });
    firmId = await createFirm(t.app, 'demo');
    user = await createTestUser(t.app, { firmId, username: 'lee' });
  });
  afterAll(() => t.close());

  it('locks a name out of the address that typed five wrong passwords, even against the right one, for 15 minutes', async () => {
    const c = new TestClient(t.app);
    for (let i = 0; i < 4; i++) {
      expect((await passwordStep(c, user, 'passwordguru', 'Wrong!2026')).json().error.code).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    const fifth = await passwordStep(c, user, 'passwordguru', 'Wrong!2026');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().error).toEqual({ code: 'ACCOUNT_LOCKED', message: messages.accountLocked });
    expect((await passwordStep(c, user, 'passwordguru')).json().error.code).toBe('ACCOUNT_LOCKED');
    t.clock.advanceMinutes(16);
    expect((await passwordStep(c, user, 'passwordguru')).statusCode).toBe(200);
  });

  it('locks out only the address that guessed: the owner signs in from another address meanwhile (ADR 0003)', async () => {
    const mo = await createTestUser(t.app, { firmId, username: 'mo' });
    const stranger = new ClientAt(t.app, '198.51.100.7');
    for (let i = 0; i < 4; i++)
      expect((await passwordStep(stranger, mo, 'passwordguru', 'Wrong!2026')).json().error.code).toBe(
        'INVALID_CREDENTIALS',
      );
    expect((await passwordStep(stranger, mo, 'passwordguru', 'Wrong!2026')).json().error).toEqual({
      code: 'ACCOUNT_LOCKED',
      message: messages.accountLocked,
    });
    expect((await passwordStep(stranger, mo, 'passwordguru')).json().error.code).toBe('ACCOUNT_LOCKED');
    const owner = new ClientAt(t.app, '203.0.113.20');
    expect((await passwordStep(owner, mo, 'passwordguru')).statusCode).toBe(200);
    // The owner's success does not lift the stranger's lock; another account is not locked for the stranger either.
    expect((await passwordStep(stranger, mo, 'passwordguru')).json().error.code).toBe('ACCOUNT_LOCKED');
    const nia = await createTestUser(t.app, { firmId, username: 'nia' });
    expect((await passwordStep(stranger, nia, 'passwordguru')).statusCode).toBe(200);
  });

  it('escalates: the next lock lasts longer', async () => {
    const c = new TestClient(t.app);
    for (let i = 0; i < 5; i++) await passwordStep(c, user, 'passwordguru', 'Wrong!2026');
    t.clock.advanceMinutes(16);
    expect((await passwordStep(c, user, 'passwordguru')).json().error.code).toBe('ACCOUNT_LOCKED');
    t.clock.advanceMinutes(15);
    expect((await passwordStep(c, user, 'passwordguru')).statusCode).toBe(200);
  });

  it('counts the username and the e-mail of a user together', async () => {
    const dana = await createTestUser(t.app, { firmId, username: 'dana' });
    const byEmail = { ...dana, username: 'Dana@Example.com' };
    const c = new TestClient(t.app);
    for (let i = 0; i < 3; i++) await passwordStep(c, dana, 'passwordguru', 'Wrong!2026');
    expect((await passwordStep(c, byEmail, 'passwordguru', 'Wrong!2026')).json().error.code).toBe(
      'INVALID_CREDENTIALS',
    );
    expect((await passwordStep(c, byEmail, 'passwordguru', 'Wrong!2026')).json().error.code).toBe(
      'ACCOUNT_LOCKED',
    );
    expect((await passwordStep(c, dana, 'passwordguru')).json().error.code).toBe('ACCOUNT_LOCKED');
  });

  it('counts wrong PINs across sessions: a new sign-in does not reset the guessing, the tenth locks the PIN', async () => {
    const pia = await createTestUser(t.app, { firmId, username: 'pia' });
    const atPin = async () => {
      const c = new TestClient(t.app);
      expect((await passwordStep(c, pia, 'passwordguru')).statusCode).toBe(200);
      expect(
        (
          await c.post('/auth/verify-code', {
            code: await latestSmsCode(t.app, pia.phone),
            appType: 'passwordguru',
          })
        ).statusCode,
      ).toBe(200);
      return c;
    };
    const pinTry = (c: TestClient, pinCode: string) =>
      c.post('/auth/access-code-login', { pinCode, appType: 'passwordguru' });

    const first = await atPin();
    for (let i = 0; i < 4; i++) expect((await pinTry(first, '0000')).json().error.code).toBe('PIN_WRONG');
    expect((await pinTry(first, '0000')).json().error).toEqual({
      code: 'PIN_ATTEMPTS_EXCEEDED',
      message: messages.pinAttemptsExceeded,
    });
    const second = await atPin();
    for (let i = 0; i < 4; i++) expect((await pinTry(second, '0000')).json().error.code).toBe('PIN_WRONG');
    expect((await pinTry(second, '0000')).json().error).toEqual({
      code: 'PIN_ATTEMPTS_EXCEEDED',
      message: messages.accountLocked,
    });
    // Locked: even the right PIN ends the session, until the lock is over.
    const third = await atPin();
    expect((await pinTry(third, pia.pin)).json().error).toEqual({
      code: 'PIN_ATTEMPTS_EXCEEDED',
      message: messages.accountLocked,
    });
    expect((await third.get('/auth/session?appType=passwordguru')).json().data.stage).toBe('none');
    t.clock.advanceMinutes(16);
    const fourth = await atPin();
    expect((await pinTry(fourth, pia.pin)).statusCode).toBe(200);
  });

  it("counts the provider on the suite's host only: at a firm's host the provider's name is an unknown name (ADR 0022)", async () => {
    await createFirm(t.app, 'acme', 'Acme Advisors');
    const provider = await createTestUser(t.app, { firmId: null, username: 'pat', role: 'provider' });
    const suiteHost = new TestClient(t.app);
    const acmeHost = new TestClient(t.app, 'acme.localhost');
    for (let i = 0; i < 4; i++) await passwordStep(suiteHost, provider, 'passwordguru', 'Wrong!2026');
    expect((await passwordStep(acmeHost, provider, 'passwordguru')).json().error.code).toBe(
      'INVALID_CREDENTIALS',
    );
    expect((await passwordStep(suiteHost, provider, 'passwordguru', 'Wrong!2026')).json().error.code).toBe(
      'ACCOUNT_LOCKED',
    );
    expect((await passwordStep(suiteHost, provider, 'passwordguru')).json().error.code).toBe(
      'ACCOUNT_LOCKED',
    );
  });

  it('forgets the count and the escalation after a quiet day', async () => {
    const rae = await createTestUser(t.app, { firmId, username: 'rae' });
    const c = new TestClient(t.app);
    for (let i = 0; i < 5; i++) await passwordStep(c, rae, 'passwordguru', 'Wrong!2026');
    t.clock.advanceMinutes(16);
    for (let i = 0; i < 4; i++) await passwordStep(c, rae, 'passwordguru', 'Wrong!2026');
    t.clock.advanceMinutes(25 * 60);
    // Four old failures are forgotten: four more do not lock.
    for (let i = 0; i < 4; i++) {
      expect((await passwordStep(c, rae, 'passwordguru', 'Wrong!2026')).json().error.code).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    expect((await passwordStep(c, rae, 'passwordguru', 'Wrong!2026')).json().error.code).toBe(
      'ACCOUNT_LOCKED',
    );
    // The escalation is forgotten too: this lock lasts 15 minutes again, not 30.
    t.clock.advanceMinutes(16);
    expect((await passwordStep(c, rae, 'passwordguru')).statusCode).toBe(200);
  });

  it('locks the account after ten wrong codes across sign-ins, even for the right code', async () => {
    const cody = await createTestUser(t.app, { firmId, username: 'cody' });
    const wrongCodes = async (count: number) => {
      const c = new TestClient(t.app);
      expect((await passwordStep(c, cody, 'passwordguru')).statusCode).toBe(200);
      const right = await latestSmsCode(t.app, cody.phone);
      const wrong = right === '000000' ? '111111' : '000000';
      const answers = [];
      for (let i = 0; i < count; i++)
        answers.push(
          (await c.post('/auth/verify-code', { code: wrong, appType: 'passwordguru' })).json().error.code,
        );
      return { c, right, answers };
    };
    expect((await wrongCodes(4)).answers).toEqual(Array(4).fill('CODE_INVALID'));
    expect((await wrongCodes(4)).answers).toEqual(Array(4).fill('CODE_INVALID'));
    const third = await wrongCodes(2);
    expect(third.answers).toEqual(['CODE_INVALID', 'ACCOUNT_LOCKED']);
    const fourth = await wrongCodes(0);
    const refused = await fourth.c.post('/auth/verify-code', { code: fourth.right, appType: 'passwordguru' });
    expect(refused.json().error).toEqual({ code: 'ACCOUNT_LOCKED', message: messages.accountLocked });
    t.clock.advanceMinutes(16);
    await expect(signInClient(t.app, cody, 'passwordguru')).resolves.toBeInstanceOf(TestClient);
  });

  it('locks an unknown name the same way, so a lock reveals nothing', async () => {
    const c = new TestClient(t.app);
    const ghost = { ...user, username: 'ghost' };
    for (let i = 0; i < 4; i++) await passwordStep(c, ghost, 'passwordguru');
    const fifth = await passwordStep(c, ghost, 'passwordguru');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().error.code).toBe('ACCOUNT_LOCKED');
  });
});

describe('per-IP rate limit on auth routes', () => {
  it('answers 429 with a clear message past the limit', async () => {
    const t = await createTestApp('sqlite', { authRateLimitPerMinute: 3 });
    try {
      await createFirm(t.app, 'demo');
      const c = new TestClient(t.app);
      for (let i = 0; i < 3; i++)
        expect((await c.post('/auth/prelogin', { username: 'x' })).statusCode).toBe(200);
      const res = await c.post('/auth/prelogin', { username: 'x' });
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toEqual({ code: 'RATE_LIMITED', message: messages.rateLimited });
    } finally {
      await t.close();
    }
  });

  it('counts the address a trusted proxy forwards (TRUST_PROXY), and only then', async () => {
    const limitedBy = async (trustProxy: boolean | string[]) => {
      const t = await createTestApp('sqlite', { authRateLimitPerMinute: 2, trustProxy });
      try {
        await createFirm(t.app, 'demo');
        const c = new TestClient(t.app);
        const codes = [];
        for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
          codes.push(
            (await c.post('/auth/prelogin', { username: 'x' }, { 'x-forwarded-for': ip })).statusCode,
          );
        }
        return codes;
      } finally {
        await t.close();
      }
    };
    expect(await limitedBy(['127.0.0.1'])).toEqual([200, 200, 200]);
    expect(await limitedBy(false)).toEqual([200, 200, 429]);
  });
});
