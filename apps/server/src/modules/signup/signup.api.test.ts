import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openProtectedUserKey } from '@guru/vault-crypto';
import { clientApiPaths, messages, type ClientRow } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { createFirm, createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/test-app.js';
import { TestClient } from '../../test/http-client.js';
import { passwordStep, signInClient } from '../../test/sign-in.js';
import { asApp, insertClients, signInStaff } from '../clients/clients.fixtures.js';
import { invite, verifySender } from '../invites/invites.fixtures.js';
import { browserSignup } from './signup.fixtures.js';

const info = (code: string) => `${clientApiPaths.inviteCodeInfo}?code=${encodeURIComponent(code)}`;
const invalid = { error: { code: 'INVITE_INVALID', message: messages.inviteCodeInvalid } };

describe.each(testDialects())('sign-up on %s', (dialect) => {
  let t: TestApp;
  let firmId: string;
  let alex: TestUser;
  let advisor: TestClient;
  let casey: TestUser;

  const db = () => t.app.guru.db.kysely;
  const usersWithEmail = (emailKey: string) => db().selectFrom('users').selectAll().where('email_key', '=', emailKey).execute();

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
    expect((await anonymous.get(info(code))).json().data.email).toBe('Nina@Example.com');
    const s = await browserSignup({ code, email: 'nina@example.com', username: 'Nina' });
    const res = await anonymous.post(clientApiPaths.signup, s.body);
    expect(res.statusCode).toBe(200);
    const user = res.json().data.user;
    expect(user).toEqual({ id: expect.any(String), username: 'Nina', email: 'Nina@Example.com', roleId: 3, apps: ['passwordguru'] });
    expect(res.cookies).toHaveLength(0);

    const rows = await usersWithEmail('nina@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: user.id, status: 'active', role_id: 3, phone_number: s.phone, recover_phone_number: null, username_key: 'nina' });
    expect(rows[0]!.auth_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(rows)).not.toContain(String(s.body.authKey));
    const invites = await db().selectFrom('invites').selectAll().where('email_key', '=', 'nina@example.com').execute();
    expect(invites.map((i) => i.used_at)).toEqual([t.clock.now().toISOString()]);
    expect((await anonymous.get(info(code))).json()).toEqual(invalid);
    expect((await anonymous.post(clientApiPaths.signup, { ...s.body, username: 'nina2' })).json()).toEqual(invalid);
    const listed = (await advisor.get(`${clientApiPaths.clientList}?q=nina`, asApp())).json().data.results as ClientRow[];
    expect(listed.map((r) => [r.fullName, r.status])).toEqual([['Nina New', 'Active']]);

    const nina: TestUser = { id: user.id, username: 'nina@example.com', password: s.password, pin: s.pin, phone: s.phone };
    const c = await signInClient(t.app, nina, 'passwordguru');
    const me = await c.get('/users/currentUser', asApp());
    expect(me.json().data).toMatchObject({ username: 'Nina', roleId: 3, apps: ['passwordguru'] });
    const pin = await c.post('/auth/access-code-login', { pinCode: s.pin, appType: 'passwordguru' });
    const opened = await openProtectedUserKey(s.wrapKey, pin.json().data.protectedUserKey);
    expect(Buffer.from(opened).equals(Buffer.from(s.userKey))).toBe(true);
    expect((await passwordStep(new TestClient(t.app), nina, 'documentvault')).json().error.code).toBe('NO_APP_ACCESS');
  });

  it('validates everything, and a refused sign-up leaves the invite usable', async () => {
    const code = await invite(t.app, advisor, 'vera@example.com', 'documentvault');
    const anonymous = new TestClient(t.app);
    const base = { code, email: 'vera@example.com', username: 'vera', appType: 'documentvault' as const };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ email: 'someone@example.com' }, 400, messages.signupEmailMismatch],
      [{ phoneNumber: '555' }, 400, messages.phoneInvalid],
      [{ recoverPhoneNumber: 'abc' }, 400, messages.phoneInvalid],
      [{ pinCode: '12a4' }, 400, messages.pinFormat],
      [{ pinCode: '12345' }, 400, messages.pinFormat],
      [{ kdfParams: { algorithm: 'argon2id', memoryKiB: 1024, iterations: 3, parallelism: 4 } }, 400, messages.signupKdfTooWeak],
      [{ kdfParams: { algorithm: 'argon2id', memoryKiB: 65_536, iterations: 1, parallelism: 4 } }, 400, messages.signupKdfTooWeak],
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
      const res = await anonymous.post(clientApiPaths.signup, s.body);
      expect(res.statusCode, JSON.stringify(override)).toBe(status);
      expect(res.json().error.message, JSON.stringify(override)).toContain(message);
    }
    expect((await anonymous.post(clientApiPaths.signup, {})).statusCode).toBe(400);
    expect((await anonymous.get(info(code))).statusCode).toBe(200);
    expect((await new TestClient(t.app, 'other.localhost').post(clientApiPaths.signup, (await browserSignup(base)).body)).json()).toEqual(invalid);
    const ok = await anonymous.post(clientApiPaths.signup, (await browserSignup(base, { recoverPhoneNumber: '+44 7400 123456' })).body);
    expect(ok.json().data.user).toMatchObject({ roleId: 3, apps: ['documentvault'] });
    expect((await usersWithEmail('vera@example.com'))[0]!.recover_phone_number).toBe('+447400123456');
  });

  it('refuses an expired code', async () => {
    const code = await invite(t.app, advisor, 'old@example.com');
    t.clock.advanceMinutes(7 * 24 * 60 + 1);
    const res = await new TestClient(t.app).post(clientApiPaths.signup, (await browserSignup({ code, email: 'old@example.com', username: 'old' })).body);
    expect(res.json()).toEqual(invalid);
    advisor = await signInStaff(t.app, alex);
  });

  it('lets exactly one of two simultaneous sign-ups use a code', async () => {
    const code = await invite(t.app, advisor, 'twin@example.com');
    const bodies = await Promise.all(['twin1', 'twin2'].map((username) => browserSignup({ code, email: 'twin@example.com', username })));
    const results = await Promise.all(bodies.map((b) => new TestClient(t.app).post(clientApiPaths.signup, b.body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect((await usersWithEmail('twin@example.com')).map((u) => u.status)).toEqual(['active']);
  });

  it('replaces a Requested row with the new account', async () => {
    await insertClients(t.app, firmId, [{ first: 'Rita', last: 'Requested', email: 'rita@example.com', status: 'requested' }]);
    const code = await invite(t.app, advisor, 'rita@example.com');
    const res = await new TestClient(t.app).post(clientApiPaths.signup, (await browserSignup({ code, email: 'rita@example.com', username: 'rita' })).body);
    expect(res.statusCode).toBe(200);
    expect((await usersWithEmail('rita@example.com')).map((u) => [u.id, u.status])).toEqual([[res.json().data.user.id, 'active']]);
  });

  it('sends a known person to sign in and accept the invite for the other app', async () => {
    const code = await invite(t.app, advisor, 'casey@example.com', 'documentvault');
    expect((await new TestClient(t.app).get(info(code))).json().data.isRegistered).toBe(true);
    const s = await browserSignup({ code, email: 'casey@example.com', username: 'casey2', appType: 'documentvault' });
    const refused = await new TestClient(t.app).post(clientApiPaths.signup, s.body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'ALREADY_REGISTERED', message: messages.alreadyRegistered });

    expect((await new TestClient(t.app).post(clientApiPaths.acceptInvite, { code })).statusCode).toBe(401);
    const other = await createTestUser(t.app, { firmId, username: 'olive', apps: ['passwordguru'] });
    const asOther = await signInClient(t.app, other, 'passwordguru');
    expect((await asOther.post(clientApiPaths.acceptInvite, { code }, asApp())).json()).toEqual(invalid);
    expect((await advisor.post(clientApiPaths.acceptInvite, { code }, asApp())).json()).toEqual(invalid);

    const c = await signInClient(t.app, casey, 'passwordguru');
    const accepted = await c.post(clientApiPaths.acceptInvite, { code }, asApp());
    expect(accepted.json()).toEqual({ data: { apps: expect.arrayContaining(['passwordguru', 'documentvault']) } });
    expect((await c.post(clientApiPaths.acceptInvite, { code }, asApp())).json()).toEqual(invalid);
    const docs = await signInClient(t.app, casey, 'documentvault');
    expect((await docs.get('/users/currentUser', asApp('documentvault'))).json().data.apps.sort()).toEqual(['documentvault', 'passwordguru']);
  });
});
