import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  KDF_DEFAULTS,
  createRecoveryUserKey,
  createVaultKeys,
  decryptItemSummary,
  deriveLoginKeys,
  openProtectedUserKey,
  openRecoveryUserKey,
  protectUserKey,
} from '@guru/vault-crypto';
import {
  apiPathWithId,
  clientApiPaths,
  recoveryApiPaths,
  type AppType,
  type NewLoginSalts,
} from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { trailEvents } from '../../test/audit.js';
import { buildEntry } from '../../test/factories.js';
import { TestClient } from '../../test/http-client.js';
import { newLoginFields } from '../../test/new-login.js';
import { awaitOutgoing, drainOutgoing } from '../../test/outgoing.js';
import { latestSmsCode, passwordStep, signInClient, signInWithTotp } from '../../test/sign-in.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';

const P = recoveryApiPaths;
const NEW_PASSWORD = 'Recovered!2027';

describe.each(testDialects())('forgot password on %s', (dialect) => {
  let t: TestApp;
  let firmId: string;
  let otherFirmId: string;
  let seq = 0;
  const db = () => t.app.guru.db.kysely;
  // One browser per test: the steps after the code are bound to the browser that passed it.
  let browser: TestClient;
  const host = () => browser;
  beforeEach(() => {
    browser = new TestClient(t.app);
  });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    otherFirmId = await createFirm(t.app, 'acme', 'Acme Advisors');
  });
  afterAll(() => t.close());

  /** A client whose Emergency Kit code and user key the test knows, with one canary entry. */
  async function clientWithVault(
    firm = firmId,
  ): Promise<TestUser & { recoveryCode: string; userKey: Uint8Array; entryId: string; email: string }> {
    const user = await createTestUser(t.app, { firmId: firm, username: `rc${++seq}${dialect}` });
    const row = await t.app.guru.repos.users.findById(user.id);
    const { wrapKey } = await deriveLoginKeys(user.password, row!.kdf_salt, KDF_DEFAULTS);
    const keys = await createVaultKeys(wrapKey);
    await t.app.guru.repos.users.update(user.id, {
      protected_user_key: keys.protectedUserKey,
      recovery_user_key: keys.recoveryUserKey,
    });
    const entry = await buildEntry(
      t.app.guru.db,
      { userId: user.id, firmId: firm, key: keys.userKey },
      { summary: { name: 'Canary bank', username: 'canary', website: 'https://bank.example' } },
    );
    return {
      ...user,
      recoveryCode: keys.recoveryCode,
      userKey: keys.userKey,
      entryId: entry.id,
      email: `${user.username}@example.com`,
    };
  }

  async function mails(to: string) {
    return (await t.app.guru.repos.outbox.list()).filter((m) => m.channel === 'email' && m.to === to);
  }

  const seenTokens = new Set<string>();
  /** The token of the reset mail to the address not read before (the mail goes out after the answer). */
  async function mailedToken(to: string): Promise<string> {
    const token = await awaitOutgoing(t.app, async () => {
      const tokens = (await mails(to)).flatMap((m) =>
        [...m.text.matchAll(/reset-password\/email\?token=([\w%-]+)/g)].map((hit) =>
          decodeURIComponent(hit[1]!),
        ),
      );
      return tokens.find((tk) => !seenTokens.has(tk));
    });
    seenTokens.add(token);
    return token;
  }

  async function askLink(
    user: { email: string },
    app: AppType = 'passwordguru',
    client = host(),
  ): Promise<string> {
    const res = await client.post(P.forgotPassword, { email: user.email, appType: app });
    expect(res.json()).toEqual({ data: { status: 'sent' } });
    return mailedToken(user.email);
  }

  async function passSms(token: string, phone: string, client = host()) {
    expect((await client.post(P.resetSendCode, { token })).statusCode).toBe(200);
    const res = await client.post(P.resetVerify, { token, code: await latestSmsCode(t.app, phone) });
    expect(res.json().data.verified).toBe(true);
    // The salts of the user's names for the new password (ADR 0022); the status answers them too, now.
    expect((await client.post(P.resetStatus, { token })).json().data.salts).toEqual(res.json().data.salts);
    return res.json().data.salts as NewLoginSalts;
  }

  it('answers an unknown e-mail exactly like a known one, and mails only the known one', async () => {
    const known = await clientWithVault();
    const before = (await t.app.guru.repos.outbox.list()).length;
    const a = await host().post(P.forgotPassword, { email: known.email, appType: 'passwordguru' });
    const b = await host().post(P.forgotPassword, {
      email: 'nobody-here@example.com',
      appType: 'passwordguru',
    });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    await mailedToken(known.email);
    const after = await t.app.guru.repos.outbox.list();
    expect(after.length - before).toBe(1);
    expect(after.some((m) => m.to === 'nobody-here@example.com')).toBe(false);
    // Another firm's client is unknown on this host.
    const foreign = await clientWithVault(otherFirmId);
    const c = await host().post(P.forgotPassword, { email: foreign.email, appType: 'passwordguru' });
    expect(c.body).toBe(a.body);
    await drainOutgoing(t.app);
    expect(await mails(foreign.email)).toEqual([]);
  });

  it('stores only a keyed hash of the token, and the link names the app', async () => {
    const user = await clientWithVault();
    const token = await askLink(user, 'documentvault');
    const mail = (await mails(user.email))[0]!;
    expect(mail.text).toContain(`http://localhost:3000/documents-guru/reset-password/email?token=`);
    const rows = await db()
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    const status = await host().post(P.resetStatus, { token });
    expect(status.json().data).toMatchObject({
      kind: 'client',
      method: 'sms',
      verified: false,
      appType: 'documentvault',
      keyHandoutsLeft: 5,
    });
  });

  it("refuses an expired link, a used link, a replaced link and a link on another firm's host (410)", async () => {
    const user = await clientWithVault();
    const expired = await askLink(user);
    t.clock.advanceMinutes(61);
    expect((await host().post(P.resetStatus, { token: expired })).statusCode).toBe(410);

    const first = await askLink(user);
    const second = await askLink(user);
    expect((await host().post(P.resetStatus, { token: first })).statusCode).toBe(410);
    expect((await host().post(P.resetStatus, { token: second })).statusCode).toBe(200);
    expect(
      (await new TestClient(t.app, 'acme.localhost').post(P.resetStatus, { token: second })).json().error
        .code,
    ).toBe('LINK_INVALID');
    expect(
      (await new TestClient(t.app, 'acme.localhost').post(P.resetSendCode, { token: second })).statusCode,
    ).toBe(410);

    const salts = await passSms(second, user.phone);
    const rekeyed = await newLoginFields(NEW_PASSWORD, salts, user.userKey);
    const recovery = await createRecoveryUserKey(user.userKey);
    await host().post(P.resetRecoveryKey, { token: second });
    const done = await host().post(P.resetComplete, {
      token: second,
      ...rekeyed,
      recoveryUserKey: recovery.recoveryUserKey,
      keepVault: true,
    });
    expect(done.json()).toEqual({ data: { status: 'reset' } });
    const again = await host().post(P.resetComplete, {
      token: second,
      ...rekeyed,
      recoveryUserKey: recovery.recoveryUserKey,
      keepVault: true,
    });
    expect(again.statusCode).toBe(410);
    expect((await host().post(P.resetVerify, { token: second, code: '123456' })).statusCode).toBe(410);
    expect((await host().post(P.resetStatus, { token: 'x'.repeat(43) })).statusCode).toBe(410);
    expect((await host().post(P.resetStatus, {})).statusCode).toBe(400);
  });

  it('ends the reset after 5 wrong SMS codes, and hands nothing out before the code', async () => {
    const user = await clientWithVault();
    const token = await askLink(user);
    expect((await host().post(P.resetRecoveryKey, { token })).json().error.code).toBe('CODE_MISSING');
    expect((await host().post(P.resetStatus, { token })).json().data.salts).toBeNull();
    const anySalts = {
      kdf: { ...KDF_DEFAULTS },
      usernameSalt: 'c2FsdHNhbHRzYWx0c2FsdA==',
      emailSalt: 'ZW1haWxzYWx0ZW1haWxzYQ==',
    };
    expect(
      (
        await host().post(P.resetComplete, {
          token,
          ...(await newLoginFields(NEW_PASSWORD, anySalts, user.userKey)),
          recoveryUserKey: 'v1.a.b',
          keepVault: true,
        })
      ).statusCode,
    ).toBe(400);
    await host().post(P.resetSendCode, { token });
    const right = await latestSmsCode(t.app, user.phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++)
      expect((await host().post(P.resetVerify, { token, code: wrong })).json().error.code).toBe(
        'CODE_INVALID',
      );
    expect((await host().post(P.resetVerify, { token, code: wrong })).json().error.code).toBe(
      'CODE_ATTEMPTS_EXCEEDED',
    );
    expect((await host().post(P.resetVerify, { token, code: right })).statusCode).toBe(410);
  });

  it('refuses an expired SMS code and limits the sends of one link', async () => {
    const user = await clientWithVault();
    const token = await askLink(user);
    await host().post(P.resetSendCode, { token });
    const code = await latestSmsCode(t.app, user.phone);
    t.clock.advanceMinutes(11);
    expect((await host().post(P.resetVerify, { token, code })).json().error.code).toBe('CODE_INVALID');
    for (let i = 2; i <= 4; i++) expect((await host().post(P.resetSendCode, { token })).statusCode).toBe(200);
    expect((await host().post(P.resetSendCode, { token })).json().error.code).toBe('RESEND_LIMIT');
  });

  it('keeps the vault: the canary entry opens with the user key of the new password; the old code stops working; every session ends; the user is told', async () => {
    const user = await clientWithVault();
    const signedIn = await signInClient(t.app, user, 'passwordguru');
    const other = await signInClient(t.app, user, 'documentvault');
    expect((await signedIn.get('/auth/session?appType=passwordguru')).json().data.stage).toBe('active');

    const token = await askLink(user);
    const salts = await passSms(token, user.phone);
    const handed = await host().post(P.resetRecoveryKey, { token });
    expect(handed.json().data.keyHandoutsLeft).toBe(4);
    const userKey = await openRecoveryUserKey(
      user.recoveryCode,
      handed.json().data.recoveryUserKey as string,
    );
    const rekeyed = await newLoginFields(NEW_PASSWORD, salts, userKey);
    const fresh = await createRecoveryUserKey(userKey);
    const body = { token, ...rekeyed, recoveryUserKey: fresh.recoveryUserKey, keepVault: true };
    expect((await host().post(P.resetComplete, body)).json()).toEqual({ data: { status: 'reset' } });

    // Every session is gone.
    expect(await db().selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual(
      [],
    );
    expect((await signedIn.get('/auth/session?appType=passwordguru')).json().data.stage).toBe('none');
    expect((await other.get('/auth/session?appType=documentvault')).json().data.stage).toBe('none');

    // The old password fails, the new one signs in; its wrapKey opens the user key that decrypts the canary.
    expect((await passwordStep(new TestClient(t.app), user, 'passwordguru')).statusCode).toBe(401);
    const row = (await t.app.guru.repos.users.findById(user.id))!;
    const { wrapKey } = await deriveLoginKeys(NEW_PASSWORD, row.kdf_salt, KDF_DEFAULTS);
    const opened = await openProtectedUserKey(wrapKey, row.protected_user_key!);
    const item = await db()
      .selectFrom('vault_items')
      .selectAll()
      .where('id', '=', user.entryId)
      .executeTakeFirstOrThrow();
    expect((await decryptItemSummary(opened, user.id, item.id, item.summary)).name).toBe('Canary bank');
    await signInClient(t.app, { ...user, password: NEW_PASSWORD }, 'passwordguru');
    // The e-mail's own credential signs in too, and its wrapped key opens the same user key.
    await signInClient(t.app, { ...user, username: user.email, password: NEW_PASSWORD }, 'passwordguru');
    const byEmail = await deriveLoginKeys(NEW_PASSWORD, row.email_kdf_salt!, KDF_DEFAULTS);
    expect(await openProtectedUserKey(byEmail.wrapKey, row.email_protected_user_key!)).toEqual(userKey);
    // The old recovery code no longer opens what the server keeps; the new one does.
    await expect(openRecoveryUserKey(user.recoveryCode, row.recovery_user_key!)).rejects.toThrow();
    expect(await openRecoveryUserKey(fresh.recoveryCode, row.recovery_user_key!)).toEqual(userKey);
    // The notice.
    const notice = (await mails(user.email)).find(
      (m) => m.subject === 'Your Password Guru password was reset',
    );
    expect(notice?.text).toContain('Your saved passwords were kept');
    expect(notice?.text).toContain('If this was not you');
    expect(notice?.text).not.toContain(token);
  });

  it('starts an empty vault without the recovery code: old rows gone, new keys', async () => {
    const user = await clientWithVault();
    const token = await askLink(user);
    const salts = await passSms(token, user.phone);
    const { authKeyB64, wrapKey } = await deriveLoginKeys(NEW_PASSWORD, salts.usernameSalt, KDF_DEFAULTS);
    const keys = await createVaultKeys(wrapKey);
    const byEmail = await deriveLoginKeys(NEW_PASSWORD, salts.emailSalt, KDF_DEFAULTS);
    const res = await host().post(P.resetComplete, {
      token,
      authKey: authKeyB64,
      kdfSalt: salts.usernameSalt,
      kdfParams: KDF_DEFAULTS,
      emailLogin: {
        kdfSalt: salts.emailSalt,
        authKey: byEmail.authKeyB64,
        protectedUserKey: await protectUserKey(byEmail.wrapKey, keys.userKey),
      },
      protectedUserKey: keys.protectedUserKey,
      recoveryUserKey: keys.recoveryUserKey,
      keepVault: false,
    });
    expect(res.json()).toEqual({ data: { status: 'reset' } });
    expect(
      await db().selectFrom('vault_items').select('id').where('owner_user_id', '=', user.id).execute(),
    ).toEqual([]);
    const row = (await t.app.guru.repos.users.findById(user.id))!;
    expect(row.protected_user_key).toBe(keys.protectedUserKey);
    expect(await openRecoveryUserKey(keys.recoveryCode, row.recovery_user_key!)).toEqual(keys.userKey);
    // An emergency contact's kit opened the old key: it is void (ADR 0021).
    const voided = await db()
      .selectFrom('emergency_events')
      .select('kind')
      .where('user_id', '=', user.id)
      .execute();
    expect(voided.map((e) => e.kind)).toEqual(['kitVoidedByNewUserKey']);
    const notice = (await mails(user.email)).find(
      (m) => m.subject === 'Your Password Guru password was reset',
    );
    expect(notice?.text).toContain('your saved passwords were deleted');
  });

  it('refuses to keep a vault whose recovery key was never handed out, and hands it out 5 times at most', async () => {
    const user = await clientWithVault();
    const token = await askLink(user);
    const salts = await passSms(token, user.phone);
    const rekeyed = await newLoginFields(NEW_PASSWORD, salts, user.userKey);
    expect(
      (
        await host().post(P.resetComplete, {
          token,
          ...rekeyed,
          recoveryUserKey: rekeyed.protectedUserKey,
          keepVault: true,
        })
      ).statusCode,
    ).toBe(400);
    expect((await host().post(P.resetComplete, { token, ...rekeyed })).statusCode).toBe(400);
    for (let left = 4; left >= 0; left--)
      expect((await host().post(P.resetRecoveryKey, { token })).json().data.keyHandoutsLeft).toBe(left);
    expect((await host().post(P.resetRecoveryKey, { token })).json().error.code).toBe(
      'CODE_ATTEMPTS_EXCEEDED',
    );
    expect((await host().post(P.resetStatus, { token })).statusCode).toBe(410);
  });

  it("the advisor's Reset Password mails a working single-use link", async () => {
    const advisorUser = await createTestUser(t.app, { firmId, username: `adv${dialect}`, role: 'advisor' });
    const advisor = await signInWithTotp(t.app, advisorUser);
    const user = await clientWithVault();
    const sent = await advisor.post(
      apiPathWithId(clientApiPaths.clientResetPassword, user.id),
      {},
      { 'x-app-type': 'passwordguru' },
    );
    expect(sent.json()).toEqual({ data: { ok: true } });
    const token = await mailedToken(user.email);
    expect((await mails(user.email))[0]!.subject).toBe('Reset your Password Guru password');
    expect((await host().post(P.resetStatus, { token })).json().data.kind).toBe('client');
    await passSms(token, user.phone);
    expect((await host().post(P.resetRecoveryKey, { token })).statusCode).toBe(200);
  });

  it('rate limits the forgot-password form per IP', async () => {
    const limited = await createTestApp(dialect, { authRateLimitPerMinute: 3 });
    try {
      await createFirm(limited.app, 'demo');
      const client = new TestClient(limited.app);
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push(
          (await client.post(P.forgotPassword, { email: 'x@example.com', appType: 'passwordguru' }))
            .statusCode,
        );
      expect(codes).toEqual([200, 200, 200, 429]);
      const links: number[] = [];
      for (let i = 0; i < 4; i++)
        links.push((await client.post(P.resetStatus, { token: 'y'.repeat(43) })).statusCode);
      expect(links).toEqual([410, 410, 410, 429]);
    } finally {
      await limited.close();
    }
  });
  it('binds the steps after the code to the browser that passed it: the same link elsewhere asks for the code again', async () => {
    const user = await clientWithVault();
    const token = await askLink(user);
    const a = new TestClient(t.app);
    await passSms(token, user.phone, a);
    // Browser B opens the same e-mailed link: not verified there, and nothing after the code works.
    const b = new TestClient(t.app);
    expect((await b.post(P.resetStatus, { token })).json().data).toMatchObject({
      verified: false,
      salts: null,
    });
    expect((await b.post(P.resetRecoveryKey, { token })).json().error.code).toBe('CODE_MISSING');
    const anySalts = (await a.post(P.resetStatus, { token })).json().data.salts as NewLoginSalts;
    const fields = await newLoginFields(NEW_PASSWORD, anySalts, crypto.getRandomValues(new Uint8Array(32)));
    expect(
      (
        await b.post(P.resetComplete, {
          token,
          ...fields,
          recoveryUserKey: fields.protectedUserKey,
          keepVault: false,
        })
      ).json().error.code,
    ).toBe('CODE_MISSING');
    expect(await t.app.guru.repos.users.findById(user.id)).toMatchObject({
      protected_user_key: expect.any(String),
    });
    // A wrong code in B does not pass; the right one binds B, and A's steps stop working.
    expect((await b.post(P.resetVerify, { token, code: '000000' })).json().error.code).toBe('CODE_INVALID');
    await passSms(token, user.phone, b);
    expect((await a.post(P.resetRecoveryKey, { token })).json().error.code).toBe('CODE_MISSING');
    expect((await b.post(P.resetRecoveryKey, { token })).statusCode).toBe(200);
  });

  it('a password reset lands in the audit trail (ADR 0048)', async () => {
    const kinds = new Set((await trailEvents(t.app, firmId)).map((e) => e.kind));
    for (const kind of ['auth.password_reset']) expect(kinds).toContain(kind);
  });
});
