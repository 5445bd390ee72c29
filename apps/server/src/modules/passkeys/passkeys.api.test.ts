import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trailEvents } from '../../test/audit.js';
import {
  apiPathWithId,
  apiPaths,
  clientApiPaths,
  ErrorCode,
  passkeyLimits,
  passkeysApiPaths as p,
  passkeysMessages as pm,
  type PasskeySummary,
} from '@guru/shared';
import { openProtectedUserKey, wrapUserKeyForPasskey } from '@guru/vault-crypto';
import { testDialects } from '../../test/databases.js';
import { TestClient } from '../../test/http-client.js';
import { SoftAuthenticator } from '../../test/passkey-authenticator.js';
import { latestSmsCode, passwordStep, signInClient, totpCode } from '../../test/sign-in.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';

const APP = 'passwordguru' as const;

describe.each(testDialects())('passkeys on %s', (dialect) => {
  let t: TestApp;
  let firmId: string;
  let otherFirmId: string;
  let otherHost: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    firmId = await createFirm(t.app, 'demo');
    otherFirmId = await createFirm(t.app, 'other');
    otherHost = `other.${t.app.guru.config.baseDomain}`;
  });
  afterAll(() => t.close());

  /** The origin the browser reports at a host: PUBLIC_URL's scheme and port. */
  const originOf = (host: string) => {
    const { protocol, port } = t.app.guru.config.publicUrl;
    return `${protocol}//${host}${port ? `:${port}` : ''}`;
  };

  let n = 0;
  const newClient = (firm = firmId) => createTestUser(t.app, { firmId: firm, username: `pk${++n}` });

  /** PIN, texted code, options: the registration options of a signed-in client. */
  async function registrationOptions(client: TestClient, user: TestUser) {
    expect((await client.post(p.start, { pinCode: user.pin })).statusCode).toBe(200);
    const code = await latestSmsCode(t.app, user.phone);
    expect((await client.post(p.verifyCode, { code })).statusCode).toBe(200);
    const options = await client.post(p.options);
    expect(options.statusCode).toBe(200);
    return options.json().data.options as { challenge: string; rp: { id: string }; user: { id: string } };
  }

  async function addPasskey(client: TestClient, user: TestUser, name = 'Laptop') {
    const authenticator = new SoftAuthenticator(originOf(client.host));
    const options = await registrationOptions(client, user);
    const res = await client.post(p.list, { name, response: authenticator.register(options) });
    expect(res.statusCode, res.body).toBe(200);
    return { authenticator, passkey: res.json().data as PasskeySummary };
  }

  async function passkeyStep(client: TestClient, authenticator: SoftAuthenticator, tweaks = {}) {
    const options = await client.post(apiPaths.passkeySecondFactorOptions, { appType: APP });
    expect(options.statusCode, options.body).toBe(200);
    const response = authenticator.assert(options.json().data.options, tweaks);
    return client.post(apiPaths.passkeySecondFactor, { appType: APP, response });
  }

  async function passwordless(host: string, authenticator: SoftAuthenticator, tweaks = {}) {
    const client = new TestClient(t.app, host);
    const options = await client.post(apiPaths.passkeySignInOptions, { appType: APP });
    expect(options.statusCode, options.body).toBe(200);
    const response = authenticator.assert(options.json().data.options, tweaks);
    return { client, res: await client.post(apiPaths.passkeySignIn, { appType: APP, response }) };
  }

  const errorOf = (res: { json(): { error: { code: string; message: string } } }) => res.json().error;

  it('adds a passkey after the PIN and a texted code, lists it, e-mails the owner, and asks for it after the password', async () => {
    const user = await newClient();
    const client = await signInClient(t.app, user, APP);
    const { authenticator, passkey } = await addPasskey(client, user, 'Work laptop');
    expect(passkey).toMatchObject({
      name: 'Work laptop',
      lastUsedAt: null,
      prfSupported: true,
      unlocksVault: false,
    });
    const list = (await client.get(p.list)).json().data.passkeys as PasskeySummary[];
    expect(list.map((k) => k.name)).toEqual(['Work laptop']);
    const mails = (await t.app.guru.repos.outbox.list()).filter((m) => m.to === user.email);
    expect(
      mails.some((m) => m.subject === pm.passkeyAddedMailSubject && m.text.includes('Work laptop')),
    ).toBe(true);

    const next = new TestClient(t.app);
    const login = await passwordStep(next, user, APP);
    expect(login.json().data.mfa).toEqual({
      method: 'passkey',
      fallback: { method: 'sms', phoneHint: expect.any(String) },
    });
    const passed = await passkeyStep(next, authenticator);
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().data).toEqual({ stage: 'pin' });
    const pin = await next.post(apiPaths.accessCodeLogin, { pinCode: user.pin, appType: APP });
    expect(pin.statusCode).toBe(200);
    expect(pin.json().data.passkeyUserKey).toBeNull();
    const used = (await client.get(p.list)).json().data.passkeys as PasskeySummary[];
    expect(used[0]!.lastUsedAt).not.toBeNull();
  });

  it('refuses to register without a verified fresh code, and a registration for another challenge, origin or relying party', async () => {
    const user = await newClient();
    const client = await signInClient(t.app, user, APP);
    const early = await client.post(p.options);
    expect(early.statusCode).toBe(400);
    const soft = new SoftAuthenticator(originOf(client.host));
    const cases = [
      [{ challenge: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, pm.passkeyChallengeExpired],
      [{ origin: 'http://evil.example' }, pm.passkeyRejected],
      [{ rpId: 'evil.example' }, pm.passkeyRejected],
      [{ userVerified: false }, pm.passkeyUserNotVerified],
    ] as const;
    for (const [tweaks, message] of cases) {
      const options = await registrationOptions(client, user);
      const res = await client.post(p.list, { name: 'x', response: soft.register(options, tweaks) });
      expect(errorOf(res)).toEqual({ code: ErrorCode.PASSKEY_REJECTED, message });
      // The verified code was used by that answer: another needs a new code.
      const again = await client.post(p.list, { name: 'x', response: soft.register(options) });
      expect(again.statusCode).toBe(400);
    }
    expect((await client.get(p.list)).json().data.passkeys).toEqual([]);
  });

  it('refuses a second factor answered for another challenge, origin or relying party, or without user verification', async () => {
    const user = await newClient();
    const client = await signInClient(t.app, user, APP);
    const { authenticator } = await addPasskey(client, user);
    const cases = [
      [{ challenge: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, pm.passkeyChallengeExpired],
      [{ origin: 'http://evil.example' }, pm.passkeyRejected],
      [{ rpId: 'evil.example' }, pm.passkeyRejected],
      [{ userVerified: false }, pm.passkeyUserNotVerified],
    ] as const;
    for (const [tweaks, message] of cases) {
      const next = new TestClient(t.app);
      await passwordStep(next, user, APP);
      const res = await passkeyStep(next, authenticator, tweaks);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({ code: ErrorCode.PASSKEY_REJECTED, message });
    }
    // A challenge is answered once: the same answer again is refused.
    const next = new TestClient(t.app);
    await passwordStep(next, user, APP);
    const options = await next.post(apiPaths.passkeySecondFactorOptions, { appType: APP });
    const answer = authenticator.assert(options.json().data.options);
    expect(
      (await next.post(apiPaths.passkeySecondFactor, { appType: APP, response: answer })).statusCode,
    ).toBe(200);
    const again = new TestClient(t.app);
    await passwordStep(again, user, APP);
    const replay = await again.post(apiPaths.passkeySecondFactor, { appType: APP, response: answer });
    expect(errorOf(replay).message).toBe(pm.passkeyChallengeExpired);
  });

  it("refuses a cloned authenticator's counter, another firm's credential and a removed passkey", async () => {
    const user = await newClient();
    const client = await signInClient(t.app, user, APP);
    const { authenticator, passkey } = await addPasskey(client, user);

    const first = new TestClient(t.app);
    await passwordStep(first, user, APP);
    expect((await passkeyStep(first, authenticator)).statusCode).toBe(200);
    const cloned = new TestClient(t.app);
    await passwordStep(cloned, user, APP);
    const res = await passkeyStep(cloned, authenticator, { counter: authenticator.counter });
    expect(errorOf(res)).toEqual({ code: ErrorCode.PASSKEY_REJECTED, message: pm.passkeyCloned });

    // The same credential answering at another firm's address: unknown there (and signed for another RP).
    const stranger = await newClient(otherFirmId);
    const atOther = new TestClient(t.app, otherHost);
    await passwordStep(atOther, stranger, APP);
    const options = await atOther.post(apiPaths.passkeySecondFactorOptions, { appType: APP });
    expect(options.statusCode).toBe(400);
    const elsewhere = await passwordless(otherHost, authenticator, { rpId: 'localhost' });
    expect(errorOf(elsewhere.res)).toEqual({ code: ErrorCode.PASSKEY_REJECTED, message: pm.passkeyUnknown });

    const removed = await client.post(apiPathWithId(p.remove, passkey.id), { pinCode: user.pin });
    expect(removed.statusCode).toBe(200);
    const mails = (await t.app.guru.repos.outbox.list()).filter((m) => m.to === user.email);
    expect(mails.some((m) => m.subject === pm.passkeyRemovedMailSubject)).toBe(true);
    const after = new TestClient(t.app);
    const login = await passwordStep(after, user, APP);
    expect(login.json().data.mfa.method).toBe('sms');
    const gone = await passwordless('localhost', authenticator);
    expect(errorOf(gone.res).message).toBe(pm.passkeyUnknown);
  });

  it('opens the vault with the passkey alone once its PRF wrap is stored, and refuses it as a second factor only before', async () => {
    const user = await newClient();
    const client = await signInClient(t.app, user, APP);
    const { authenticator, passkey } = await addPasskey(client, user);
    const before = await passwordless('localhost', authenticator);
    expect(errorOf(before.res)).toEqual({ code: ErrorCode.PASSKEY_REJECTED, message: pm.passkeyNoVaultKey });

    // The browser opens the user key, derives the PRF key and stores only the wrap.
    const settings = (await client.get('/account-settings/passwordguru')).json().data;
    const pre = await new TestClient(t.app).post('/auth/prelogin', { username: user.username });
    const { deriveLoginKeys, KDF_DEFAULTS } = await import('@guru/vault-crypto');
    const { wrapKey } = await deriveLoginKeys(user.password, pre.json().data.salt, KDF_DEFAULTS);
    const userKey = await openProtectedUserKey(wrapKey, settings.protectedUserKey);
    const prfKey = new Uint8Array(32).fill(7);
    const prfUserKey = await wrapUserKeyForPasskey(prfKey, userKey);
    expect((await client.request('PUT', apiPathWithId(p.prf, passkey.id), { prfUserKey })).statusCode).toBe(
      200,
    );

    const { client: alone, res } = await passwordless('localhost', authenticator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ stage: 'pin', user: { id: user.id } });
    const pin = await alone.post(apiPaths.accessCodeLogin, { pinCode: user.pin, appType: APP });
    expect(pin.statusCode).toBe(200);
    expect(pin.json().data.passkeyUserKey).toBe(prfUserKey);

    // A new recovery code re-wraps the same user key: the passkey's wrap still opens it.
    const { createRecoveryUserKey, openPasskeyUserKey } = await import('@guru/vault-crypto');
    const { recoveryUserKey } = await createRecoveryUserKey(userKey);
    const replaced = await alone.post('/account-settings/passwordguru/recovery-code', {
      pinCode: user.pin,
      recoveryUserKey,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const { client: later, res: again } = await passwordless('localhost', authenticator);
    expect(again.statusCode).toBe(200);
    const unlocked = await later.post(apiPaths.accessCodeLogin, { pinCode: user.pin, appType: APP });
    const opened = await openPasskeyUserKey(prfKey, unlocked.json().data.passkeyUserKey as string);
    expect(Buffer.from(opened).equals(Buffer.from(userKey))).toBe(true);
  });

  it("puts each step in the firm's audit trail: added, a sign-in with it, a refused answer, removed", async () => {
    const user = await newClient();
    const client = await signInClient(t.app, user, APP);
    const { authenticator, passkey } = await addPasskey(client, user, 'Audit key');
    const next = new TestClient(t.app);
    await passwordStep(next, user, APP);
    expect((await passkeyStep(next, authenticator)).statusCode).toBe(200);
    const refused = new TestClient(t.app);
    await passwordStep(refused, user, APP);
    expect((await passkeyStep(refused, authenticator, { counter: 0 })).statusCode).toBe(400);
    expect((await client.post(apiPathWithId(p.remove, passkey.id), { pinCode: user.pin })).statusCode).toBe(
      200,
    );

    const mine = (await trailEvents(t.app, firmId)).filter((r) => r.actorId === user.id);
    const kinds = mine.map((r) => r.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'passkey.added',
        'passkey.sign_in',
        'auth.second_factor_failed',
        'passkey.removed',
      ]),
    );
    expect(kinds.indexOf('passkey.added')).toBeLessThan(kinds.indexOf('passkey.sign_in'));
    expect(kinds.indexOf('passkey.sign_in')).toBeLessThan(kinds.indexOf('passkey.removed'));
    const added = mine.find((r) => r.kind === 'passkey.added')!;
    expect([added.subjectType, added.subjectId]).toEqual(['passkey', passkey.id]);
    expect(added.detail).toMatchObject({ name: 'Audit key' });
    expect(mine.find((r) => r.kind === 'auth.second_factor_failed')!.detail).toMatchObject({
      method: 'passkey',
    });
  });

  it('counts refused passkey sign-ins before the check, also in parallel, and then locks passkey sign-in', async () => {
    const user = await newClient();
    const client = await signInClient(t.app, user, APP);
    const { authenticator } = await addPasskey(client, user);
    const anonymous = new TestClient(t.app);
    const answers = [];
    for (let i = 0; i < passkeyLimits.maxFailuresPerUser + 4; i++) {
      const options = await anonymous.post(apiPaths.passkeySignInOptions, { appType: APP });
      answers.push(authenticator.assert(options.json().data.options, { origin: 'http://evil.example' }));
    }
    const results = await Promise.all(
      answers.map((response) =>
        new TestClient(t.app).post(apiPaths.passkeySignIn, { appType: APP, response }),
      ),
    );
    const codes = results.map((r) => errorOf(r).code);
    expect(codes.filter((c) => c === ErrorCode.PASSKEY_REJECTED).length).toBeLessThanOrEqual(
      passkeyLimits.maxFailuresPerUser,
    );
    expect(codes).toContain(ErrorCode.ACCOUNT_LOCKED);
    const locked = await passwordless('localhost', authenticator);
    expect(errorOf(locked.res).code).toBe(ErrorCode.ACCOUNT_LOCKED);
  });

  it('refuses anonymous callers and a session before its PIN; removing needs the right PIN; another person cannot touch the passkey', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(p.list, { 'x-app-type': APP })).statusCode).toBe(401);
    const user = await newClient();
    const client = await signInClient(t.app, user, APP);
    const { passkey } = await addPasskey(client, user);
    const wrongPin = await client.post(apiPathWithId(p.remove, passkey.id), { pinCode: '9999' });
    expect(errorOf(wrongPin).code).toBe(ErrorCode.PIN_WRONG);
    const other = await newClient();
    const otherClient = await signInClient(t.app, other, APP);
    const rename = await otherClient.request('PUT', apiPathWithId(p.item, passkey.id), { name: 'Mine' });
    expect(rename.statusCode).toBe(404);
    const remove = await otherClient.post(apiPathWithId(p.remove, passkey.id), { pinCode: other.pin });
    expect(remove.statusCode).toBe(404);
    const renamed = await client.request('PUT', apiPathWithId(p.item, passkey.id), { name: 'Phone' });
    expect(renamed.statusCode).toBe(200);
    expect(((await client.get(p.list)).json().data.passkeys as PasskeySummary[]).map((k) => k.name)).toEqual([
      'Phone',
    ]);
    // A body carrying PRF results is refused: the PRF output never reaches the server.
    const options = await anonymous.post(apiPaths.passkeySignInOptions, { appType: APP });
    const soft = new SoftAuthenticator(originOf('localhost'));
    const leaky = {
      ...soft.assert(options.json().data.options),
      clientExtensionResults: { prf: { results: { first: 'AAAA' } } },
    };
    expect((await anonymous.post(apiPaths.passkeySignIn, { appType: APP, response: leaky })).statusCode).toBe(
      400,
    );
  });

  it('lets an advisor require passkeys: advisors are asked to add one (after the PIN and their authenticator code), then may not use the code instead', async () => {
    const advisor = await createTestUser(t.app, { firmId, username: `pkadvisor${++n}`, role: 'advisor' });
    const now = () => Math.floor(t.app.guru.clock.now().getTime() / 1000);
    const client = new TestClient(t.app);
    const login = await passwordStep(client, advisor, APP);
    const secret = login.json().data.mfa.enrolment.secret as string;
    await client.post(apiPaths.verifyBarCode, { verifyCode: await totpCode(secret, now()), appType: APP });
    expect(
      (await client.post(apiPaths.accessCodeLogin, { pinCode: advisor.pin, appType: APP })).statusCode,
    ).toBe(200);

    const policy = await client.request(
      'PUT',
      p.firmPolicy,
      { requirePasskeys: true },
      { 'x-app-type': APP },
    );
    expect(policy.json().data).toEqual({ requirePasskeys: true });
    // A client's session may not set the firm's rule.
    const someone = await newClient();
    const clientSession = await signInClient(t.app, someone, APP);
    expect((await clientSession.request('PUT', p.firmPolicy, { requirePasskeys: false })).statusCode).toBe(
      403,
    );
    // Clients keep their texted code as a fallback.
    const clientLogin = await passwordStep(new TestClient(t.app), someone, APP);
    expect(clientLogin.json().data.mfa.method).toBe('sms');

    // Signed in again, the advisor is asked for a passkey.
    t.clock.advanceSeconds(31);
    const again = new TestClient(t.app);
    await passwordStep(again, advisor, APP);
    await again.post(apiPaths.verifyBarCode, { verifyCode: await totpCode(secret, now()), appType: APP });
    const unlocked = await again.post(apiPaths.accessCodeLogin, { pinCode: advisor.pin, appType: APP });
    expect(unlocked.json().data.user.passkeyRequired).toBe(true);
    // Until they add one, Client Management's data is refused (also in parallel); the session stays open.
    const clientList = `${clientApiPaths.clientList}?appType=${APP}`;
    const refused = await Promise.all([1, 2, 3].map(() => again.get(clientList, { 'x-app-type': APP })));
    for (const answer of refused)
      expect(errorOf(answer)).toEqual({ code: ErrorCode.FORBIDDEN, message: pm.passkeyRequiredText });
    expect((await again.get(`${apiPaths.session}?appType=${APP}`)).statusCode).toBe(200);

    // Adding it: the PIN, then the authenticator's code (no SMS).
    const started = await again.post(p.start, { pinCode: advisor.pin }, { 'x-app-type': APP });
    expect(started.json().data).toEqual({ method: 'totp', phoneHint: null });
    t.clock.advanceSeconds(31);
    const verified = await again.post(
      p.verifyCode,
      { code: await totpCode(secret, now()) },
      { 'x-app-type': APP },
    );
    expect(verified.statusCode, verified.body).toBe(200);
    const options = await again.post(p.options, {}, { 'x-app-type': APP });
    const authenticator = new SoftAuthenticator(originOf('localhost'));
    const created = await again.post(
      p.list,
      { name: 'Security key', response: authenticator.register(options.json().data.options) },
      { 'x-app-type': APP },
    );
    expect(created.statusCode, created.body).toBe(200);
    const state = await again.get(`${apiPaths.session}?appType=${APP}`);
    expect(state.json().data.user.passkeyRequired).toBe(false);
    const listed = await again.get(clientList, { 'x-app-type': APP });
    expect(listed.statusCode, listed.body).toBe(200);

    // Now the passkey is the only second factor: no fallback, and the code is refused.
    t.clock.advanceSeconds(31);
    const third = new TestClient(t.app);
    const withPasskey = await passwordStep(third, advisor, APP);
    expect(withPasskey.json().data.mfa).toEqual({ method: 'passkey', fallback: null });
    const code = await third.post(apiPaths.verifyBarCode, {
      verifyCode: await totpCode(secret, now()),
      appType: APP,
    });
    expect(errorOf(code)).toEqual({ code: ErrorCode.FORBIDDEN, message: pm.passkeyNotAllowed });
    expect((await passkeyStep(third, authenticator)).statusCode).toBe(200);
  });
});
