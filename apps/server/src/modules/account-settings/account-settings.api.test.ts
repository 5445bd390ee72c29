import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountSettingsApiPaths,
  accountSettingsMessages as m,
  apiPaths,
  limits,
  messages,
  type AccountSettings,
} from '@guru/shared';
import {
  createRecoveryUserKey,
  decryptItemSecret,
  openProtectedUserKey,
  openRecoveryUserKey,
} from '@guru/vault-crypto';
import { testDialects } from '../../test/databases.js';
import { trailEvents } from '../../test/audit.js';
import { TestClient } from '../../test/http-client.js';
import { latestSmsCode, passwordStep, signInClient, signInWithTotp } from '../../test/sign-in.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  deriveCached,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { newLoginFields } from '../../test/new-login.js';
import { countCodeChecks, errorCodeCounts, postAtOnce } from '../../test/parallel-guesses.js';
import { newLoginSalts } from '../auth/login-names.js';
import { encryptItem, samplePlain } from '../../test/fixtures/passwords.js';
import { jpegHead, solidPng } from '../../test/fixtures/photo.js';

const pg = accountSettingsApiPaths('passwordguru');
const dv = accountSettingsApiPaths('documentvault');

async function outboxMails(t: TestApp, to: string) {
  return (await t.app.guru.repos.outbox.list()).filter((msg) => msg.channel === 'email' && msg.to === to);
}

describe.each(testDialects())('account settings on %s', (dialect) => {
  let t: TestApp;
  let firmId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    firmId = await createFirm(t.app, 'demo');
  });
  afterAll(() => t.close());

  let n = 0;
  const newClient = async (extra: Partial<Parameters<typeof createTestUser>[1]> = {}) =>
    createTestUser(t.app, { firmId, username: `settings${++n}`, ...extra });

  it("refuses anonymous callers, a session before its PIN, an advisor, and the other app's session", async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(pg.settings)).statusCode).toBe(401);
    expect(
      (await anonymous.request('PUT', pg.idleTimes, { pinTimeInMinute: 5, logoutTimeInMinute: 10 }))
        .statusCode,
    ).toBe(401);

    const casey = await newClient();
    const beforePin = new TestClient(t.app);
    await passwordStep(beforePin, casey, 'passwordguru');
    await beforePin.post('/auth/verify-code', {
      code: await latestSmsCode(t.app, casey.phone),
      appType: 'passwordguru',
    });
    const locked = await beforePin.get(pg.settings);
    expect(locked.statusCode).toBe(401);
    expect(locked.json().error.code).toBe('PIN_REQUIRED');
    expect((await beforePin.post(pg.pinStart, { pinCode: casey.pin })).json().error.code).toBe(
      'PIN_REQUIRED',
    );

    const advisor = await createTestUser(t.app, { firmId, username: `advisor${n}`, role: 'advisor' });
    const console = await signInWithTotp(t.app, advisor);
    expect((await console.get(pg.settings)).statusCode).toBe(403);
    expect(
      (await console.request('PUT', pg.photo, solidPng(10, 10), { 'content-type': 'image/png' })).statusCode,
    ).toBe(403);

    // A third party (shared documents only) has no account settings.
    const third = await newClient({ apps: ['documentvault'] });
    await t.app.guru.repos.users.update(third.id, { role_id: 5 });
    const thirdSession = await signInClient(t.app, third, 'documentvault');
    expect((await thirdSession.get(dv.settings)).statusCode).toBe(403);
    expect((await thirdSession.post(dv.pinStart, { pinCode: third.pin })).statusCode).toBe(403);

    // A Password Guru session does not open Documents Guru's settings (one cookie per app).
    const signedIn = await signInClient(t.app, casey, 'passwordguru');
    expect((await signedIn.get(pg.settings)).statusCode).toBe(200);
    expect((await signedIn.get(dv.settings)).statusCode).toBe(401);
  });

  it("reads and saves Your Info: names, the e-mail toggle, the optional alternate phone (mobile only); only the caller's own", async () => {
    const casey = await newClient();
    const robin = await newClient();
    const c = await signInClient(t.app, casey, 'documentvault');
    const r = await signInClient(t.app, robin, 'documentvault');

    const before = (await c.get(dv.settings)).json().data as AccountSettings;
    expect(before).toMatchObject({
      username: casey.username,
      phoneNumber: casey.phone,
      recoverPhoneNumber: null,
      photoVersion: null,
    });

    const saved = await c.request('PUT', dv.settings, {
      firstName: ' Casey ',
      lastName: 'Jones',
      enableNotification: false,
      recoverPhoneNumber: '(202) 555-0147',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      firstName: 'Casey',
      lastName: 'Jones',
      enableNotification: false,
      recoverPhoneNumber: '+12025550147',
    });
    expect((await r.get(dv.settings)).json().data).toMatchObject({
      firstName: 'Test',
      lastName: robin.username,
      recoverPhoneNumber: null,
    });

    const bad = await c.request('PUT', dv.settings, {
      firstName: 'Casey',
      lastName: 'Jones',
      enableNotification: true,
      recoverPhoneNumber: '12',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(messages.phoneInvalid);
    const sameAsCell = await c.request('PUT', dv.settings, {
      firstName: 'Casey',
      lastName: 'Jones',
      enableNotification: true,
      recoverPhoneNumber: casey.phone,
    });
    expect(sameAsCell.json().error.message).toBe(m.settingsAlternatePhoneSameAsCell);
    const noName = await c.request('PUT', dv.settings, {
      firstName: ' ',
      lastName: 'Jones',
      enableNotification: true,
      recoverPhoneNumber: null,
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toContain(m.settingsNameRequired);

    const removed = await c.request('PUT', dv.settings, {
      firstName: 'Casey',
      lastName: 'Jones',
      enableNotification: true,
      recoverPhoneNumber: '',
    });
    expect(removed.json().data).toMatchObject({ enableNotification: true, recoverPhoneNumber: null });
  });

  it('keeps idle times within the recommended ranges, and the running session uses them at once', async () => {
    const casey = await newClient();
    const c = await signInClient(t.app, casey, 'passwordguru');
    for (const body of [
      { pinTimeInMinute: 4, logoutTimeInMinute: 15 },
      { pinTimeInMinute: 11, logoutTimeInMinute: 15 },
      { pinTimeInMinute: 5, logoutTimeInMinute: 9 },
      { pinTimeInMinute: 5, logoutTimeInMinute: 31 },
      { pinTimeInMinute: 10, logoutTimeInMinute: 10 },
      { pinTimeInMinute: 5.5, logoutTimeInMinute: 15 },
      { pinTimeInMinute: '5', logoutTimeInMinute: 15 },
    ]) {
      const refused = await c.request('PUT', pg.idleTimes, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const saved = await c.request('PUT', pg.idleTimes, { pinTimeInMinute: 6, logoutTimeInMinute: 12 });
    expect(saved.json().data).toMatchObject({ pinTimeInMinute: 6, logoutTimeInMinute: 12 });
    expect((await c.get('/users/currentUser')).json().data).toMatchObject({
      pinTimeInMinute: 6,
      logoutTimeInMinute: 12,
    });

    t.clock.advanceSeconds(6 * 60 + 5);
    expect((await c.get(pg.settings)).json().error.code).toBe('PIN_REQUIRED');
    t.clock.advanceSeconds(6 * 60);
    expect((await c.get(pg.settings)).json().error.code).toBe('SESSION_EXPIRED');
  });

  it('stores a png or jpeg photo told by its bytes and serves it only to its owner; refuses text, > 5 MB and > 200 × 200', async () => {
    const casey = await newClient();
    const robin = await newClient();
    const c = await signInClient(t.app, casey, 'documentvault');
    const r = await signInClient(t.app, robin, 'documentvault');
    expect((await c.get(dv.photo)).statusCode).toBe(404);

    const png = solidPng(200, 200);
    // A png sent as a jpeg (a renamed file) is fine: the bytes decide, and it is served as what it is.
    const saved = await c.request('PUT', dv.photo, png, { 'content-type': 'image/jpeg' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.photoVersion).toEqual(expect.any(String));
    const served = await c.get(dv.photo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
    // The same photo through the other app's settings, on its own session.
    const pgSession = await signInClient(t.app, casey, 'passwordguru');
    expect(Buffer.compare((await pgSession.get(pg.photo)).rawPayload, png)).toBe(0);
    // Stored encrypted: the plain bytes are in no stored object.
    const key = `documents/${firmId}/${casey.id}/account-photo`;
    const stored = await t.app.guru.files.blobs.get(key);
    const storedBytes: Buffer[] = [];
    for await (const chunk of stored) storedBytes.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(storedBytes).includes(png.subarray(33, 80))).toBe(false);

    // Robin has no photo: Casey's is not Robin's.
    expect((await r.get(dv.photo)).statusCode).toBe(404);

    const jpeg = await c.request('PUT', dv.photo, jpegHead(120, 80), { 'content-type': 'image/jpeg' });
    expect(jpeg.statusCode).toBe(200);
    expect((await c.get(dv.photo)).headers['content-type']).toBe('image/jpeg');

    const text = await c.request(
      'PUT',
      dv.photo,
      Buffer.from('not an image, only text pretending to be a png file'),
      { 'content-type': 'image/png' },
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toBe(m.settingsPhotoWrongType);
    const plainText = await c.request('PUT', dv.photo, 'hello', { 'content-type': 'text/plain' });
    expect(plainText.statusCode).toBeGreaterThanOrEqual(400);
    expect(plainText.statusCode).toBeLessThan(500);

    const big = Buffer.concat([solidPng(200, 200), Buffer.alloc(5 * 1_048_576)]);
    const tooBig = await c.request('PUT', dv.photo, big, { 'content-type': 'image/png' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe(m.settingsPhotoTooLarge);
    const huge = await c.request('PUT', dv.photo, Buffer.alloc(11 * 1_048_576), {
      'content-type': 'image/png',
    });
    expect(huge.statusCode).toBe(413);

    const wide = await c.request('PUT', dv.photo, solidPng(201, 200), { 'content-type': 'image/png' });
    expect(wide.statusCode).toBe(400);
    expect(wide.json().error.message).toBe(m.settingsPhotoTooWide);
    // The last good photo stays.
    expect((await c.get(dv.photo)).headers['content-type']).toBe('image/jpeg');
  });

  it("changes the cell phone only with both codes: the old number's (also sent to the alternate phone) and the new number's", async () => {
    const casey = await newClient();
    const c = await signInClient(t.app, casey, 'passwordguru');
    const alternate = '+12025550199';
    await c.request('PUT', pg.settings, {
      firstName: 'Casey',
      lastName: 'Jones',
      enableNotification: true,
      recoverPhoneNumber: alternate,
    });

    expect((await c.post(pg.phoneStart, { phoneNumber: '555' })).json().error.message).toBe(
      messages.phoneInvalid,
    );
    expect((await c.post(pg.phoneStart, { phoneNumber: casey.phone })).json().error.message).toBe(
      m.settingsPhoneUnchanged,
    );

    const newPhone = '+12025550123';
    const started = await c.post(pg.phoneStart, { phoneNumber: '(202) 555-0123' });
    expect(started.statusCode).toBe(200);
    expect(started.json().data.alternateHint).toBe('•••• 0199');
    const oldCode = await latestSmsCode(t.app, casey.phone);
    const newCode = await latestSmsCode(t.app, newPhone);
    expect(await latestSmsCode(t.app, alternate)).toBe(oldCode);

    const wrongNew = await c.post(pg.phoneConfirm, {
      oldCode,
      newCode: newCode === '000000' ? '111111' : '000000',
    });
    expect(wrongNew.json().error).toEqual({ code: 'CODE_INVALID', message: messages.codeInvalid });
    const wrongOld = await c.post(pg.phoneConfirm, { oldCode: newCode, newCode });
    expect(wrongOld.json().error.code).toBe('CODE_INVALID');
    const missing = await c.post(pg.phoneConfirm, { oldCode });
    expect(missing.statusCode).toBe(400);
    expect((await c.get(pg.settings)).json().data.phoneNumber).toBe(casey.phone);

    const confirmed = await c.post(pg.phoneConfirm, { oldCode, newCode });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.phoneNumber).toBe(newPhone);
    // Used once.
    expect((await c.post(pg.phoneConfirm, { oldCode, newCode })).json().error.code).toBe('CODE_INVALID');
    const mails = await outboxMails(t, `${casey.username}@example.com`);
    expect(mails.map((mail) => mail.subject)).toContain(m.settingsPhoneMailSubject);
    // The next sign-in's code goes to the new number.
    await expect(signInClient(t.app, { ...casey, phone: newPhone }, 'passwordguru')).resolves.toBeInstanceOf(
      TestClient,
    );
  });

  it('ends the session after 5 wrong codes', async () => {
    const casey = await newClient();
    const c = await signInClient(t.app, casey, 'passwordguru');
    await c.post(pg.pinStart, { pinCode: casey.pin });
    const code = await latestSmsCode(t.app, casey.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++)
      expect((await c.post(pg.verifyCode, { step: 'pin', code: wrong })).json().error.code).toBe(
        'CODE_INVALID',
      );
    expect((await c.post(pg.verifyCode, { step: 'pin', code: wrong })).json().error.code).toBe(
      'CODE_ATTEMPTS_EXCEEDED',
    );
    expect((await c.get(pg.settings)).statusCode).toBe(401);
  });

  it('changes the master password: current password, SMS code, a new login re-wrapping the same key; other sessions end; the vault opens with the new password', async () => {
    const casey = await newClient();
    const c = await signInClient(t.app, casey, 'passwordguru');
    const other = await signInClient(t.app, casey, 'documentvault');
    const third = await signInClient(t.app, casey, 'passwordguru');

    // The canary: an entry sealed with the user key, as the browser does.
    const { wrapKey: oldWrap, authKeyB64: oldAuthKey } = await deriveCached(
      casey.password,
      (await c.post('/auth/prelogin', { username: casey.username })).json().data.salt,
    );
    const before = (await c.get(pg.settings)).json().data as AccountSettings;
    const userKey = await openProtectedUserKey(oldWrap, before.protectedUserKey!);
    const canary = await encryptItem(
      { userId: casey.id, key: userKey },
      { ...samplePlain(7), password: 'canary-Zk-7731' },
    );
    expect((await c.post(apiPaths.passwordsItems, canary)).statusCode).toBe(200);

    const { authKeyB64: wrongAuthKey } = await deriveCached(
      'Wrong!2026x',
      (await c.post('/auth/prelogin', { username: casey.username })).json().data.salt,
    );
    const wrong = await c.post(pg.passwordStart, { authKey: wrongAuthKey });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({ code: 'INVALID_CREDENTIALS', message: m.settingsPasswordWrong });

    const newPassword = 'Brand-New!2027';
    // Each login name's new credential, with the salts the first step answers (ADR 0022).
    const salts = newLoginSalts(t.app.guru, firmId, casey.username, casey.email);
    const rekeyed = await newLoginFields(newPassword, salts, userKey);
    // Not before the code.
    expect((await c.post(pg.password, rekeyed)).json().error.message).toBe(m.settingsStepExpired);

    const started = await c.post(pg.passwordStart, { authKey: oldAuthKey });
    expect(started.statusCode).toBe(200);
    expect(started.json().data.protectedUserKey).toBe(before.protectedUserKey);
    expect(started.json().data.salts).toEqual(salts);
    expect((await c.post(pg.password, rekeyed)).json().error.message).toBe(m.settingsStepExpired);
    const code = await latestSmsCode(t.app, casey.phone);
    expect(
      (
        await c.post(pg.verifyCode, { step: 'password', code: code === '000000' ? '111111' : '000000' })
      ).json().error.code,
    ).toBe('CODE_INVALID');
    // A code of the PIN step does not serve the password step.
    expect((await c.post(pg.verifyCode, { step: 'pin', code })).json().error.code).toBe('CODE_INVALID');
    expect((await c.post(pg.verifyCode, { step: 'password', code })).json().data).toEqual({ ok: true });

    expect(
      (await c.post(pg.password, { ...rekeyed, kdfParams: { ...rekeyed.kdfParams, memoryKiB: 'x' } }))
        .statusCode,
    ).toBe(400);
    const weak = await c.post(pg.password, {
      ...rekeyed,
      kdfParams: { ...rekeyed.kdfParams, memoryKiB: 1024 },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe(messages.signupKdfTooWeak);
    // Each name's salt is its own: a salt of another name, or the username's for both, is refused.
    expect(
      (
        await c.post(pg.password, {
          ...rekeyed,
          emailLogin: { ...rekeyed.emailLogin, kdfSalt: rekeyed.kdfSalt },
        })
      ).statusCode,
    ).toBe(400);
    const changed = await c.post(pg.password, rekeyed);
    expect(changed.statusCode).toBe(200);
    // Used once.
    expect((await c.post(pg.password, rekeyed)).json().error.message).toBe(m.settingsStepExpired);

    // This session goes on; every other one ended.
    expect((await c.get(pg.settings)).statusCode).toBe(200);
    expect((await other.get(dv.settings)).statusCode).toBe(401);
    expect((await third.get(pg.settings)).statusCode).toBe(401);
    expect((await outboxMails(t, `${casey.username}@example.com`)).map((mail) => mail.subject)).toContain(
      m.settingsPasswordMailSubject,
    );

    // The stored row holds neither password nor key; the old password is refused; the new one opens the same vault.
    const row = await t.app.guru.repos.users.findById(casey.id);
    expect(JSON.stringify(row)).not.toContain(newPassword);
    expect(row?.kdf_salt).toBe(rekeyed.kdfSalt);
    expect((await passwordStep(new TestClient(t.app), casey, 'passwordguru')).statusCode).toBe(401);
    const renewed: TestUser = { ...casey, password: newPassword };
    const fresh = new TestClient(t.app);
    await passwordStep(fresh, renewed, 'passwordguru');
    await fresh.post('/auth/verify-code', {
      code: await latestSmsCode(t.app, casey.phone),
      appType: 'passwordguru',
    });
    const unlocked = (
      await fresh.post('/auth/access-code-login', { pinCode: casey.pin, appType: 'passwordguru' })
    ).json().data;
    const { wrapKey: newWrap } = await deriveCached(newPassword, rekeyed.kdfSalt);
    const reopened = await openProtectedUserKey(newWrap, unlocked.protectedUserKey);
    const item = (await fresh.get(`${apiPaths.passwordsItems}/${canary.id}`)).json().data;
    expect((await decryptItemSecret(reopened, casey.id, canary.id, item.secret)).password).toBe(
      'canary-Zk-7731',
    );
    // The e-mail signs in with the new password too, and its own wrapped key opens the same user key.
    const byEmail = new TestClient(t.app);
    expect(
      (await passwordStep(byEmail, { ...renewed, username: casey.email }, 'passwordguru')).statusCode,
    ).toBe(200);
    await byEmail.post('/auth/verify-code', {
      code: await latestSmsCode(t.app, casey.phone),
      appType: 'passwordguru',
    });
    const viaEmail = (
      await byEmail.post('/auth/access-code-login', { pinCode: casey.pin, appType: 'passwordguru' })
    ).json().data;
    expect(viaEmail.loginName).toBe('email');
    const { wrapKey: emailWrap } = await deriveCached(newPassword, salts.emailSalt);
    expect(await openProtectedUserKey(emailWrap, viaEmail.protectedUserKey)).toEqual(reopened);
  });

  it('counts wrong current passwords like sign-in: the fifth locks this address out of the account (no unlock mail) and ends the session', async () => {
    const casey = await newClient();
    const c = await signInClient(t.app, casey, 'passwordguru');
    const { authKeyB64 } = await deriveCached(
      'Wrong!2026x',
      (await c.post('/auth/prelogin', { username: casey.username })).json().data.salt,
    );
    for (let i = 0; i < 4; i++)
      expect((await c.post(pg.passwordStart, { authKey: authKeyB64 })).json().error.code).toBe(
        'INVALID_CREDENTIALS',
      );
    expect((await c.post(pg.passwordStart, { authKey: authKeyB64 })).json().error.code).toBe(
      'ACCOUNT_LOCKED',
    );
    expect((await c.get(pg.settings)).statusCode).toBe(401);
    const again = (await passwordStep(new TestClient(t.app), casey, 'passwordguru')).json().error;
    expect(again.code).toBe('ACCOUNT_LOCKED');
    expect(again.message).toBe(messages.accountLocked);
  });

  it('changes the PIN: current PIN (wrong ones counted), SMS code, new PIN and confirmation; the new PIN unlocks', async () => {
    const casey = await newClient();
    const c = await signInClient(t.app, casey, 'documentvault');
    const wrongPin = await c.post(dv.pinStart, { pinCode: '9999' });
    expect(wrongPin.json().error).toEqual({ code: 'PIN_WRONG', message: messages.pinWrong });
    expect((await c.post(dv.pinStart, { pinCode: '12a4' })).statusCode).toBe(400);
    expect((await c.post(dv.pin, { pinCode: '4321', pinCodeConfirm: '4321' })).json().error.message).toBe(
      m.settingsStepExpired,
    );

    expect((await c.post(dv.pinStart, { pinCode: casey.pin })).statusCode).toBe(200);
    const code = await latestSmsCode(t.app, casey.phone);
    expect((await c.post(dv.resendCode, { step: 'pin' })).statusCode).toBe(200);
    const resent = await latestSmsCode(t.app, casey.phone);
    if (resent !== code)
      expect((await c.post(dv.verifyCode, { step: 'pin', code })).json().error.code).toBe('CODE_INVALID');
    expect((await c.post(dv.verifyCode, { step: 'pin', code: resent })).statusCode).toBe(200);
    const mismatch = await c.post(dv.pin, { pinCode: '4321', pinCodeConfirm: '4322' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toContain(m.settingsPinsDiffer);
    expect((await c.post(dv.pin, { pinCode: '4321', pinCodeConfirm: '4321' })).statusCode).toBe(200);
    expect((await outboxMails(t, `${casey.username}@example.com`)).map((mail) => mail.subject)).toContain(
      m.settingsPinMailSubject,
    );

    await expect(signInClient(t.app, casey, 'documentvault')).rejects.toThrow(/pin failed/);
    await expect(signInClient(t.app, { ...casey, pin: '4321' }, 'documentvault')).resolves.toBeInstanceOf(
      TestClient,
    );
  });

  it('replaces the recovery code after the PIN: the old code opens nothing stored, the new one opens the user key', async () => {
    const casey = await newClient();
    const c = await signInClient(t.app, casey, 'passwordguru');
    const salt = (await c.post('/auth/prelogin', { username: casey.username })).json().data.salt;
    const { wrapKey } = await deriveCached(casey.password, salt);
    const userKey = await openProtectedUserKey(
      wrapKey,
      ((await c.get(pg.settings)).json().data as AccountSettings).protectedUserKey!,
    );

    const first = await createRecoveryUserKey(userKey);
    expect(
      (await c.post(pg.recoveryCode, { pinCode: '0000', recoveryUserKey: first.recoveryUserKey })).json()
        .error.code,
    ).toBe('PIN_WRONG');
    expect(
      (await c.post(pg.recoveryCode, { pinCode: casey.pin, recoveryUserKey: 'not an envelope' })).statusCode,
    ).toBe(400);
    expect(
      (await c.post(pg.recoveryCode, { pinCode: casey.pin, recoveryUserKey: first.recoveryUserKey }))
        .statusCode,
    ).toBe(200);
    const second = await createRecoveryUserKey(userKey);
    expect(
      (await c.post(pg.recoveryCode, { pinCode: casey.pin, recoveryUserKey: second.recoveryUserKey }))
        .statusCode,
    ).toBe(200);

    const stored = (await t.app.guru.repos.users.findById(casey.id))?.recovery_user_key;
    expect(stored).toBe(second.recoveryUserKey);
    await expect(openRecoveryUserKey(first.recoveryCode, stored!)).rejects.toThrow();
    expect(
      Buffer.from(await openRecoveryUserKey(second.recoveryCode, stored!)).equals(Buffer.from(userKey)),
    ).toBe(true);
    expect((await outboxMails(t, `${casey.username}@example.com`)).map((mail) => mail.subject)).toContain(
      m.settingsRecoveryMailSubject,
    );
  });

  it('ends the session after 5 wrong PINs in settings', async () => {
    const casey = await newClient();
    const c = await signInClient(t.app, casey, 'passwordguru');
    for (let i = 0; i < 4; i++)
      expect((await c.post(pg.pinStart, { pinCode: '0000' })).json().error.code).toBe('PIN_WRONG');
    expect((await c.post(pg.pinStart, { pinCode: '0000' })).json().error.code).toBe('PIN_ATTEMPTS_EXCEEDED');
    expect((await c.get(pg.settings)).statusCode).toBe(401);
  });

  it('takes each of 50 wrong codes sent at once on one session before its check: exactly 5 get to the check, the rest refused, then the right code too', async () => {
    const casey = await newClient();
    const c = await signInClient(t.app, casey, 'passwordguru');
    await c.post(pg.pinStart, { pinCode: casey.pin });
    const code = await latestSmsCode(t.app, casey.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const {
      admitted,
      checks,
      result: answers,
    } = await countCodeChecks(t.app, 'settings', () =>
      postAtOnce(t.app, pg.verifyCode, { step: 'pin', code: wrong }, { cookie: c.cookieHeader() }),
    );
    expect(admitted).toBe(limits.codeMaxFailures);
    expect(checks).toBeLessThanOrEqual(limits.codeMaxFailures);
    const counts = errorCodeCounts(answers);
    expect(counts.CODE_INVALID ?? 0).toBeLessThanOrEqual(limits.codeMaxFailures);
    expect(answers.every((answer) => answer.statusCode >= 400 && answer.statusCode < 500)).toBe(true);
    // The session ended: the right code is refused.
    expect((await c.post(pg.verifyCode, { step: 'pin', code })).statusCode).toBe(401);
  });

  it('settings changes land in the audit trail (ADR 0048)', async () => {
    const kinds = new Set((await trailEvents(t.app, firmId)).map((e) => e.kind));
    for (const kind of [
      'account.password_changed',
      'account.pin_changed',
      'account.phone_changed',
      'account.recovery_code_renewed',
    ])
      expect(kinds).toContain(kind);
  });
});
