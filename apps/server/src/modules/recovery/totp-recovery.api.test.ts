import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaitOutgoing } from '../../test/outgoing.js';
import { apiPaths, recoveryApiPaths, type NewLoginSalts } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { trailEvents } from '../../test/audit.js';
import { TestClient } from '../../test/http-client.js';
import { staffLoginFields } from '../../test/new-login.js';
import { passwordStep, signInClient, totpCode } from '../../test/sign-in.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';

const P = recoveryApiPaths;
const NEW_PASSWORD = 'Advisor!2027x';

describe.each(testDialects())('authenticator recovery codes and staff resets on %s', (dialect) => {
  let t: TestApp;
  let firmId: string;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
  });
  afterAll(() => t.close());

  const now = () => Math.floor(t.app.guru.clock.now().getTime() / 1000);
  /** The next authenticator code (one time step later: each step counts once). */
  async function nextTotp(secret: string): Promise<string> {
    t.clock.advanceSeconds(31);
    return totpCode(secret, now());
  }

  /** Password and first TOTP (enrolment), then the first set of recovery codes, then the PIN. */
  async function enrolled(
    role: 'advisor' | 'provider' = 'advisor',
  ): Promise<{ user: TestUser; secret: string; codes: string[]; client: TestClient }> {
    const user = await createTestUser(t.app, {
      firmId: role === 'provider' ? null : firmId,
      username: `st${++seq}${dialect}`,
      role,
    });
    const client = new TestClient(t.app);
    const login = await passwordStep(client, user, 'passwordguru');
    const secret = login.json().data.mfa.enrolment.secret as string;
    const verified = await client.post(apiPaths.verifyBarCode, {
      verifyCode: await totpCode(secret, now()),
      appType: 'passwordguru',
    });
    expect(verified.statusCode).toBe(200);
    const first = await client.post(P.totpRecoveryCodesFirst, { appType: 'passwordguru' });
    const codes = first.json().data.codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Made once: a second call is refused.
    expect((await client.post(P.totpRecoveryCodesFirst, { appType: 'passwordguru' })).statusCode).toBe(409);
    expect(
      (await client.post(apiPaths.accessCodeLogin, { pinCode: user.pin, appType: 'passwordguru' }))
        .statusCode,
    ).toBe(200);
    return { user, secret, codes, client };
  }

  async function toTotpStep(user: TestUser, password = user.password): Promise<TestClient> {
    const client = new TestClient(t.app);
    expect((await passwordStep(client, user, 'passwordguru', password)).statusCode).toBe(200);
    return client;
  }

  it('stores only keyed hashes of the codes, and each signs in once instead of the authenticator', async () => {
    const { user, codes } = await enrolled();
    const rows = await t.app.guru.db.kysely
      .selectFrom('totp_recovery_codes')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(rows)).not.toContain(code.replace('-', ''));

    const first = await toTotpStep(user);
    const ok = await first.post(P.totpRecoverySignIn, {
      recoveryCode: codes[0]!.toUpperCase(),
      appType: 'passwordguru',
    });
    expect(ok.json()).toEqual({ data: { stage: 'pin' } });
    expect(
      (await first.post(apiPaths.accessCodeLogin, { pinCode: user.pin, appType: 'passwordguru' })).statusCode,
    ).toBe(200);

    const again = await toTotpStep(user);
    expect(
      (await again.post(P.totpRecoverySignIn, { recoveryCode: codes[0], appType: 'passwordguru' })).json()
        .error.code,
    ).toBe('CODE_INVALID');
    expect(
      (await again.post(P.totpRecoverySignIn, { recoveryCode: codes[1], appType: 'passwordguru' }))
        .statusCode,
    ).toBe(200);
  });

  it('ends the sign-in after 5 wrong recovery codes', async () => {
    const { user, codes } = await enrolled();
    const client = await toTotpStep(user);
    for (let i = 0; i < 4; i++)
      expect(
        (
          await client.post(P.totpRecoverySignIn, { recoveryCode: 'aaaaa-bbbbb', appType: 'passwordguru' })
        ).json().error.code,
      ).toBe('CODE_INVALID');
    expect(
      (
        await client.post(P.totpRecoverySignIn, { recoveryCode: 'aaaaa-bbbbb', appType: 'passwordguru' })
      ).json().error.code,
    ).toBe('CODE_ATTEMPTS_EXCEEDED');
    expect(
      (await client.post(P.totpRecoverySignIn, { recoveryCode: codes[2], appType: 'passwordguru' }))
        .statusCode,
    ).toBe(401);
  });

  it('shows how many are left and makes a new set after the current authenticator code, voiding the old set', async () => {
    const { user, secret, codes, client } = await enrolled();
    expect((await client.get(P.totpRecoveryCodes, { 'x-app-type': 'passwordguru' })).json()).toEqual({
      data: { remaining: 10 },
    });
    await (
      await toTotpStep(user)
    ).post(P.totpRecoverySignIn, { recoveryCode: codes[0], appType: 'passwordguru' });
    expect(
      (await client.get(P.totpRecoveryCodes, { 'x-app-type': 'passwordguru' })).json().data.remaining,
    ).toBe(9);

    expect(
      (await client.post(P.totpRecoveryCodesNew, { code: '000000' }, { 'x-app-type': 'passwordguru' })).json()
        .error.code,
    ).toBe('CODE_INVALID');
    const fresh = await client.post(
      P.totpRecoveryCodesNew,
      { code: await nextTotp(secret) },
      { 'x-app-type': 'passwordguru' },
    );
    const newCodes = fresh.json().data.codes as string[];
    expect(newCodes).toHaveLength(10);
    expect(
      (await client.get(P.totpRecoveryCodes, { 'x-app-type': 'passwordguru' })).json().data.remaining,
    ).toBe(10);
    const old = await toTotpStep(user);
    expect(
      (await old.post(P.totpRecoverySignIn, { recoveryCode: codes[1], appType: 'passwordguru' })).statusCode,
    ).toBe(400);
    expect(
      (await old.post(P.totpRecoverySignIn, { recoveryCode: newCodes[0], appType: 'passwordguru' }))
        .statusCode,
    ).toBe(200);
  });

  it("counts wrong authenticator codes on the code page with the user's other wrong codes: past the limit the account locks", async () => {
    const { secret, client } = await enrolled();
    for (let i = 1; i < 10; i++)
      expect(
        (
          await client.post(P.totpRecoveryCodesNew, { code: '000000' }, { 'x-app-type': 'passwordguru' })
        ).json().error.code,
      ).toBe('CODE_INVALID');
    expect(
      (await client.post(P.totpRecoveryCodesNew, { code: '000000' }, { 'x-app-type': 'passwordguru' })).json()
        .error.code,
    ).toBe('ACCOUNT_LOCKED');
    expect(
      (
        await client.post(
          P.totpRecoveryCodesNew,
          { code: await nextTotp(secret) },
          { 'x-app-type': 'passwordguru' },
        )
      ).json().error.code,
    ).toBe('ACCOUNT_LOCKED');
  });

  it('refuses the code pages to a client (403) and a stranger (401), and the first set to a client', async () => {
    const client = await createTestUser(t.app, { firmId, username: `cl${++seq}${dialect}` });
    const signedIn = await signInClient(t.app, client, 'passwordguru');
    expect((await signedIn.get(P.totpRecoveryCodes, { 'x-app-type': 'passwordguru' })).statusCode).toBe(403);
    expect(
      (await signedIn.post(P.totpRecoveryCodesNew, { code: '123456' }, { 'x-app-type': 'passwordguru' }))
        .statusCode,
    ).toBe(403);
    expect((await signedIn.post(P.totpRecoveryCodesFirst, { appType: 'passwordguru' })).statusCode).toBe(400);
    const stranger = new TestClient(t.app);
    expect((await stranger.get(P.totpRecoveryCodes, { 'x-app-type': 'passwordguru' })).statusCode).toBe(401);
    expect(
      (await stranger.post(P.totpRecoverySignIn, { recoveryCode: 'aaaaa-bbbbb', appType: 'passwordguru' }))
        .statusCode,
    ).toBe(401);
  });

  const seen = new Set<string>();
  async function resetToken(email: string): Promise<string> {
    const res = await new TestClient(t.app).post(P.forgotPassword, { email, appType: 'passwordguru' });
    expect(res.statusCode).toBe(200);
    const token = await awaitOutgoing(t.app, async () => {
      const tokens = (await t.app.guru.repos.outbox.list())
        .filter((m) => m.to === email)
        .flatMap((m) => [...m.text.matchAll(/\?token=([\w%-]+)/g)].map((hit) => decodeURIComponent(hit[1]!)));
      return tokens.find((tk) => !seen.has(tk));
    });
    seen.add(token);
    return token;
  }

  /** Both names' new credentials (ADR 0022), with the salts the verified reset answers. */
  async function newLogin(password: string, verified: { json(): { data: { salts: NewLoginSalts } } }) {
    return staffLoginFields(password, verified.json().data.salts);
  }

  it("resets an advisor's password with the authenticator: no vault keys, sessions end, new password signs in", async () => {
    const { user, secret, client } = await enrolled();
    const token = await resetToken(`${user.username}@example.com`);
    const host = new TestClient(t.app);
    expect((await host.post(P.resetStatus, { token })).json().data).toMatchObject({
      kind: 'staff',
      method: 'totp',
      phoneHint: null,
    });
    expect((await host.post(P.resetSendCode, { token })).statusCode).toBe(400);
    expect((await host.post(P.resetVerify, { token, code: '000000' })).json().error.code).toBe(
      'CODE_INVALID',
    );
    const verified = await host.post(P.resetVerify, { token, code: await nextTotp(secret) });
    expect(verified.json().data.verified).toBe(true);
    expect((await host.post(P.resetRecoveryKey, { token })).statusCode).toBe(400);
    const login = await newLogin(NEW_PASSWORD, verified);
    expect(
      (
        await host.post(P.resetComplete, {
          token,
          ...login,
          protectedUserKey: 'v1.AAAA.AAAA',
          keepVault: true,
        })
      ).statusCode,
    ).toBe(400);
    expect((await host.post(P.resetComplete, { token, ...login })).json()).toEqual({
      data: { status: 'reset' },
    });
    expect((await client.get(P.totpRecoveryCodes, { 'x-app-type': 'passwordguru' })).statusCode).toBe(401);
    expect((await passwordStep(new TestClient(t.app), user, 'passwordguru')).statusCode).toBe(401);
    const row = (await t.app.guru.repos.users.findById(user.id))!;
    expect(row.kdf_salt).toBe(login.kdfSalt);
    expect((await passwordStep(new TestClient(t.app), user, 'passwordguru', NEW_PASSWORD)).statusCode).toBe(
      200,
    );
    const notice = (await t.app.guru.repos.outbox.list()).find(
      (m) => m.to === `${user.username}@example.com` && m.subject === 'Your Password Guru password was reset',
    );
    expect(notice?.text).toContain('If this was not you');
  });

  it('resets with one of the recovery codes instead of the authenticator (once), and the provider too', async () => {
    const { user, codes } = await enrolled();
    const token = await resetToken(`${user.username}@example.com`);
    const host = new TestClient(t.app);
    const verified = await host.post(P.resetVerify, { token, code: codes[3] });
    expect(verified.json().data.verified).toBe(true);
    const token2 = await (async () => {
      const login = await newLogin('Another!2027', verified);
      await host.post(P.resetComplete, { token, ...login });
      return resetToken(`${user.username}@example.com`);
    })();
    expect((await host.post(P.resetVerify, { token: token2, code: codes[3] })).json().error.code).toBe(
      'CODE_INVALID',
    );

    const provider = await enrolled('provider');
    const ptoken = await resetToken(`${provider.user.username}@example.com`);
    expect((await host.post(P.resetStatus, { token: ptoken })).json().data.kind).toBe('staff');
    const providerVerified = await host.post(P.resetVerify, { token: ptoken, code: provider.codes[0] });
    expect(providerVerified.json().data.verified).toBe(true);
    expect(
      (
        await host.post(P.resetComplete, {
          token: ptoken,
          ...(await newLogin(NEW_PASSWORD, providerVerified)),
        })
      ).json().data.status,
    ).toBe('reset');
  });

  it("records recovery-code sign-ins, new sets and staff resets in the firm's audit trail (ADR 0048)", async () => {
    const kinds = new Set((await trailEvents(t.app, firmId)).map((e) => e.kind));
    for (const kind of [
      'auth.totp_recovery_code_used',
      'auth.totp_recovery_codes_renewed',
      'auth.password_reset',
    ])
      expect(kinds).toContain(kind);
  });
});
