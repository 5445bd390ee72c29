import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginPath } from '@guru/shared';
import { openProtectedUserKey } from '@guru/vault-crypto';
import { testDialects } from '../../test/databases.js';
import { TestClient } from '../../test/http-client.js';
import { latestSmsCode, passwordStep } from '../../test/sign-in.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  deriveCached,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { signInTotpAt } from '../../test/fixtures/subscriptions.js';

/**
 * prelogin is no oracle (ADR 0022): a username and its e-mail, one name at two firms, and the provider's
 * staff at a firm's host get unrelated answers of one shape; every sign-in still works with either name.
 */
describe.each(testDialects())('unlinkable prelogin on %s', (dialect) => {
  let t: TestApp;
  let casey: TestUser;
  let alex: TestUser;
  let pat: TestUser;
  const suite = () => new TestClient(t.app); // localhost: the suite's own host (DEFAULT_FIRM demo)
  const acme = () => new TestClient(t.app, 'acme.localhost');
  const beta = () => new TestClient(t.app, 'beta.localhost');
  const prelogin = async (client: TestClient, name: string) => {
    const res = await client.post('/auth/prelogin', { username: name });
    expect(res.statusCode).toBe(200);
    return res.json().data as { kdf: Record<string, unknown>; salt: string };
  };
  /** A client's password, SMS code and PIN with the name given; returns the PIN step's answer. */
  const clientChain = async (user: TestUser, name: string, host: string) => {
    const c = new TestClient(t.app, host);
    const login = await passwordStep(c, { ...user, username: name }, 'passwordguru');
    expect(login.statusCode, login.body).toBe(200);
    expect(
      (
        await c.post('/auth/verify-code', {
          code: await latestSmsCode(t.app, user.phone),
          appType: 'passwordguru',
        })
      ).statusCode,
    ).toBe(200);
    const pin = await c.post('/auth/access-code-login', { pinCode: user.pin, appType: 'passwordguru' });
    expect(pin.statusCode).toBe(200);
    return pin.json().data as { protectedUserKey: string; loginName: string };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const demoId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    const acmeId = await createFirm(t.app, 'acme', 'Acme Advisors');
    await createFirm(t.app, 'beta', 'Beta Advisors');
    casey = await createTestUser(t.app, { firmId: acmeId, username: 'casey' });
    alex = await createTestUser(t.app, {
      firmId: demoId,
      username: 'alex',
      role: 'advisor',
      password: 'Advisor!2026',
    });
    pat = await createTestUser(t.app, {
      firmId: null,
      username: 'pat',
      role: 'provider',
      password: 'Provider!2026',
    });
  });
  afterAll(() => t.close());

  it('answers a username and its e-mail with different salts, in the shape of an unknown name', async () => {
    const byName = await prelogin(acme(), casey.username);
    const byEmail = await prelogin(acme(), casey.email);
    const unknown = await prelogin(acme(), 'nobody-here');
    expect(byName.salt).not.toBe(byEmail.salt);
    expect(byName.kdf).toEqual(unknown.kdf);
    expect(byEmail.kdf).toEqual(unknown.kdf);
    for (const answer of [byName, byEmail, unknown]) {
      expect(Object.keys(answer).sort()).toEqual(['kdf', 'salt']);
      expect(Buffer.from(answer.salt, 'base64')).toHaveLength(16);
      expect(answer.salt).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    }
    // The same name at another firm is another salt; an unknown name's answer is stable.
    expect((await prelogin(beta(), casey.username)).salt).not.toBe(byName.salt);
    expect((await prelogin(acme(), 'nobody-here')).salt).toBe(unknown.salt);
  });

  it('gives an unknown name the answer it keeps once the account exists', async () => {
    const before = [await prelogin(acme(), 'quinn'), await prelogin(acme(), 'quinn@example.com')];
    const quinn = await createTestUser(t.app, {
      firmId: (await t.app.guru.repos.firms.findBySubdomain('acme'))!.id,
      username: 'quinn',
    });
    expect(quinn.email).toBe('quinn@example.com');
    expect([await prelogin(acme(), 'quinn'), await prelogin(acme(), 'QUINN@example.com')]).toEqual(before);
  });

  it("answers the provider's names at two firm hosts unlike each other and unlike the suite's host, where alone the provider signs in", async () => {
    for (const name of [pat.username, pat.email]) {
      const atSuite = await prelogin(suite(), name);
      const atAcme = await prelogin(acme(), name);
      const atBeta = await prelogin(beta(), name);
      expect(atAcme.salt).not.toBe(atBeta.salt);
      expect(atAcme.salt).not.toBe(atSuite.salt);
      expect(atBeta.salt).not.toBe(atSuite.salt);
      expect(atAcme.kdf).toEqual(atSuite.kdf);
      // At a firm's host the provider's name is an unknown name: its salt, and a refused password.
      expect(atAcme.salt).toBe((await prelogin(acme(), name)).salt);
      const { authKeyB64 } = await deriveCached(pat.password, atSuite.salt);
      const refused = await acme().post(loginPath('passwordguru'), {
        username: name,
        authKey: authKeyB64,
        appType: 'passwordguru',
      });
      expect(refused.json().error.code).toBe('INVALID_CREDENTIALS');
    }
    expect((await signInTotpAt(t.app, pat, 'localhost')).host).toBe('localhost');
    expect((await signInTotpAt(t.app, { ...pat, username: pat.email }, 'localhost')).host).toBe('localhost');
  });

  it("signs a client in by username and by e-mail, each name's wrapped key opening with that name's wrapKey", async () => {
    for (const name of [casey.username, casey.email.toUpperCase()]) {
      const { protectedUserKey, loginName } = await clientChain(casey, name, 'acme.localhost');
      const { salt } = await prelogin(acme(), name);
      expect(loginName).toBe(name === casey.username ? 'username' : 'email');
      const { wrapKey } = await deriveCached(casey.password, salt);
      expect(await openProtectedUserKey(wrapKey, protectedUserKey)).toHaveLength(32);
    }
    // The e-mail's verifier is not the username's: the username's authKey does not open the e-mail.
    const { authKeyB64 } = await deriveCached(casey.password, (await prelogin(acme(), casey.username)).salt);
    const crossed = await acme().post(loginPath('passwordguru'), {
      username: casey.email,
      authKey: authKeyB64,
      appType: 'passwordguru',
    });
    expect(crossed.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('signs an advisor in by username and by e-mail at the suite host', async () => {
    await signInTotpAt(t.app, alex, 'localhost');
    await signInTotpAt(t.app, { ...alex, username: alex.email }, 'localhost');
  });

  it('lets a row made before the e-mail credential sign in by e-mail with the username credential', async () => {
    const old = await createTestUser(t.app, {
      firmId: (await t.app.guru.repos.firms.findBySubdomain('acme'))!.id,
      username: 'olga',
    });
    await t.app.guru.db.kysely
      .updateTable('users')
      .set({ email_kdf_salt: null, email_auth_hash: null, email_protected_user_key: null })
      .where('id', '=', old.id)
      .execute();
    expect((await prelogin(acme(), old.email)).salt).toBe((await prelogin(acme(), old.username)).salt);
    const { protectedUserKey, loginName } = await clientChain(old, old.email, 'acme.localhost');
    expect(loginName).toBe('username');
    const { wrapKey } = await deriveCached(old.password, (await prelogin(acme(), old.username)).salt);
    expect(await openProtectedUserKey(wrapKey, protectedUserKey)).toHaveLength(32);
  });
});
