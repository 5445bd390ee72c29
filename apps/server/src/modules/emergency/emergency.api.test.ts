import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmergencyKeys,
  decryptItemSummary,
  deriveLoginKeys,
  emergencyKitProof,
  createRecoveryUserKey,
  openEmergencyUserKey,
  openProtectedUserKey,
  KDF_DEFAULTS,
  type EmergencyKeys,
} from '@guru/vault-crypto';
import {
  AppType,
  emergencyApiPaths,
  emergencyClientApiPaths,
  emergencyMessages as m,
  limits,
  type EmergencyReleaseResponse,
} from '@guru/shared';
import { buildEntry } from '../../test/factories.js';
import { testDialects } from '../../test/databases.js';
import { trailEvents } from '../../test/audit.js';
import { TestClient } from '../../test/http-client.js';
import { latestSmsCode, signInClient, signInWithTotp } from '../../test/sign-in.js';
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
import { voidEmergencyAccessOf } from './emergency-void.js';

const app = AppType.password;
const paths = emergencyClientApiPaths(app);
const CONTACT_PHONE = '+12025550177';
const NEW_PASSWORD = 'Heir!Password2026';

let sequence = 0;

describe.each(testDialects())('emergency access on %s', (dialect) => {
  let t: TestApp;
  let firmId: string;
  const db = () => t.app.guru.db.kysely;
  const outboxTo = (to: string) =>
    db().selectFrom('outbox').selectAll().where('recipient', '=', to).orderBy('id', 'desc').execute();
  const events = (userId: string) =>
    db()
      .selectFrom('emergency_events')
      .select('kind')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'asc')
      .execute()
      .then((rows) => rows.map((r) => r.kind));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    firmId = await createFirm(t.app, 'demo');
    await createFirm(t.app, 'other');
  });
  afterAll(() => t.close());

  /** The user key exactly as the client's browser holds it after sign-in. */
  async function userKeyOf(user: TestUser): Promise<Uint8Array> {
    const row = await db()
      .selectFrom('users')
      .select(['kdf_salt', 'protected_user_key'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const { wrapKey } = await deriveCached(user.password, row.kdf_salt);
    return openProtectedUserKey(wrapKey, row.protected_user_key!);
  }

  interface Named {
    user: TestUser;
    client: TestClient;
    keys: EmergencyKeys;
    kitId: string;
    contactEmail: string;
  }

  async function nameContact(
    over: { waitDays?: number; user?: TestUser; client?: TestClient } = {},
  ): Promise<Named> {
    const n = ++sequence;
    const user = over.user ?? (await createTestUser(t.app, { firmId, username: `emg${n}${dialect}` }));
    const client = over.client ?? (await signInClient(t.app, user, app));
    const keys = await createEmergencyKeys(await userKeyOf(user));
    const contactEmail = `heir${n}${dialect}@example.com`;
    const res = await client.post(paths.contact, {
      name: 'Hanna Heir',
      email: contactEmail,
      phoneNumber: '(202) 555-0177',
      relationship: 'Daughter',
      waitDays: over.waitDays ?? 7,
      serverShare: keys.serverShare,
      emergencyUserKey: keys.emergencyUserKey,
      kitProof: keys.kitProof,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { user, client, keys, kitId: res.json().data.kitId as string, contactEmail };
  }

  const ask = (named: Pick<Named, 'kitId' | 'keys'>, client = new TestClient(t.app)) =>
    client.post(emergencyApiPaths.request, { kitId: named.kitId, kitProof: named.keys.kitProof });
  const verify = (named: Pick<Named, 'kitId' | 'keys'>, code: string) =>
    new TestClient(t.app).post(emergencyApiPaths.verify, {
      kitId: named.kitId,
      kitProof: named.keys.kitProof,
      code,
    });

  function refuseTokenFrom(text: string): string {
    const token = /emergency-access\/refuse\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];
    if (!token) throw new Error(`no refuse link in: ${text}`);
    return decodeURIComponent(token);
  }

  it('saves the contact with the server share sealed, tells the client and the contact (without the kit code), and shows it back', async () => {
    const named = await nameContact();
    const row = await db()
      .selectFrom('emergency_contacts')
      .selectAll()
      .where('user_id', '=', named.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Hanna Heir',
      phone_number: CONTACT_PHONE,
      relationship: 'Daughter',
      wait_days: 7,
      app_type: app,
    });
    expect(row.server_share).not.toContain(named.keys.serverShare);
    expect(row.kit_proof_hash).not.toBe(named.keys.kitProof);
    expect(JSON.stringify(row)).not.toContain(named.keys.kitCode);

    const [named1] = await outboxTo(named.contactEmail);
    expect(named1!.subject).toContain('named you as emergency contact');
    expect(named1!.body_text).not.toContain(named.keys.kitCode);
    expect(named1!.body_text).not.toContain(named.kitId);
    const [toClient] = await outboxTo(`${named.user.username}@example.com`);
    expect(toClient!.body_text).toContain(m.eventContactSaved);

    const shown = await named.client.get(paths.contact);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      contact: { name: 'Hanna Heir', email: named.contactEmail, waitDays: 7, kitId: named.kitId },
      openRequest: null,
    });
    expect(await events(named.user.id)).toEqual(['contactSaved']);
  });

  it('refuses a landline or invalid phone, an unknown waiting period and a malformed share with 400', async () => {
    const user = await createTestUser(t.app, { firmId, username: `emgbad${dialect}` });
    const client = await signInClient(t.app, user, app);
    const keys = await createEmergencyKeys(await userKeyOf(user));
    const base = {
      name: 'X',
      email: 'x@example.com',
      phoneNumber: CONTACT_PHONE,
      relationship: 'Friend',
      waitDays: 7,
      ...keys,
    };
    const { kitCode: _kitCode, ...body } = base;
    for (const bad of [
      { phoneNumber: '+18005550100' },
      { phoneNumber: '12' },
      { waitDays: 5 },
      { serverShare: 'short' },
      { kitProof: 'x' },
      { email: 'nope' },
    ]) {
      const res = await client.post(paths.contact, { ...body, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(
      await db().selectFrom('emergency_contacts').selectAll().where('user_id', '=', user.id).execute(),
    ).toEqual([]);
  });

  it('refuses callers who are not the signed-in client: nobody, the advisor, a client at another firm’s host, and keeps clients apart', async () => {
    const named = await nameContact();
    expect((await new TestClient(t.app).get(paths.contact)).statusCode).toBe(401);
    const advisor = await createTestUser(t.app, {
      firmId,
      username: `emgadv${dialect}`,
      role: 'advisor',
      apps: [],
    });
    const advisorClient = await signInWithTotp(t.app, advisor);
    expect((await advisorClient.get(paths.contact)).statusCode).toBe(403);
    expect((await advisorClient.post(paths.contactRemove)).statusCode).toBe(403);

    const elsewhere = new TestClient(t.app, 'other.localhost');
    named.client.cookiesTo(elsewhere);
    expect((await elsewhere.get(paths.contact)).statusCode).toBe(401);
    // The kit works only on its own firm's host.
    expect((await ask(named, elsewhere)).statusCode).toBe(410);

    const other = await createTestUser(t.app, { firmId, username: `emgother${dialect}` });
    const otherClient = await signInClient(t.app, other, app);
    expect((await otherClient.get(paths.contact)).json().data.contact).toBeNull();
    expect((await otherClient.post(paths.contactRemove)).statusCode).toBe(404);
    expect((await otherClient.post(paths.refuse)).statusCode).toBe(404);
    expect(
      await db().selectFrom('emergency_contacts').select('id').where('user_id', '=', named.user.id).execute(),
    ).toHaveLength(1);
  });

  it('request: the client is told at once by e-mail and SMS with a refuse link; the refusal ends it, once', async () => {
    const named = await nameContact({ waitDays: 3 });
    const res = await ask(named);
    expect(res.statusCode, res.body).toBe(200);
    const { status, availableAt } = res.json().data as { status: string; availableAt: string };
    expect(status).toBe('waiting');
    expect(new Date(availableAt).getTime() - t.clock.now().getTime()).toBe(3 * 86_400_000);

    const [mail] = await outboxTo(`${named.user.username}@example.com`);
    expect(mail!.body_text).toContain(m.eventRequested);
    const [sms] = await outboxTo(named.user.phone);
    expect(sms!.channel).toBe('sms');
    const token = refuseTokenFrom(sms!.body_text);
    expect(refuseTokenFrom(mail!.body_text)).toBe(token);
    expect((await named.client.get(paths.contact)).json().data.openRequest).toMatchObject({ availableAt });

    // Asking again during the wait changes nothing.
    expect((await ask(named)).json().data).toEqual({ status: 'waiting', availableAt });

    const refused = await new TestClient(t.app).post(emergencyApiPaths.refuse, { token });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((await new TestClient(t.app).post(emergencyApiPaths.refuse, { token })).statusCode).toBe(410);
    expect((await ask(named)).json().data).toEqual({ status: 'refused' });
    t.clock.advanceMinutes(3 * 24 * 60 + 1);
    expect((await verify(named, '123456')).statusCode).toBe(410);
    expect(await events(named.user.id)).toEqual(['contactSaved', 'requested', 'refused']);
    const [refusedMail] = await outboxTo(`${named.user.username}@example.com`);
    expect(refusedMail!.body_text).toContain(m.eventRefused);
  });

  it('the client may refuse from Account Settings too', async () => {
    const named = await nameContact();
    await ask(named);
    expect((await named.client.post(paths.refuse)).statusCode).toBe(200);
    expect((await named.client.get(paths.contact)).json().data.openRequest).toBeNull();
    expect((await ask(named)).json().data).toEqual({ status: 'refused' });
  });

  it('timeline: refused before the period ends, then the SMS code to the contact’s phone releases S, and the takeover keeps the vault and ends every session', async () => {
    const named = await nameContact({ waitDays: 1 });
    const userKey = await userKeyOf(named.user);
    const canary = await buildEntry(
      t.app.guru.db,
      { userId: named.user.id, firmId, key: userKey },
      { summary: { name: 'Canary bank' } },
    );
    const otherSession = await signInClient(t.app, named.user, AppType.documents);

    expect((await ask(named)).json().data.status).toBe('waiting');
    const early = await verify(named, '000000');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(m.waitingNotOver);
    t.clock.advanceMinutes(23 * 60);
    expect((await ask(named)).json().data.status).toBe('waiting');
    t.clock.advanceMinutes(61);

    const codeSent = await ask(named);
    expect(codeSent.json().data).toEqual({ status: 'codeSent', phoneHint: '•••• 0177' });
    const code = await latestSmsCode(t.app, CONTACT_PHONE);
    const wrong = await verify(named, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);

    const released = await verify(named, code);
    expect(released.statusCode, released.body).toBe(200);
    const release = released.json().data as EmergencyReleaseResponse;
    expect(release.username).toBe(named.user.username);
    expect(release.serverShare).toBe(named.keys.serverShare);
    expect((await verify(named, code)).statusCode).toBe(400); // the code was used

    // The contact's browser: E from S and the kit's C, the user key, a new password, PIN and recovery code.
    const opened = await openEmergencyUserKey(
      named.keys.kitCode,
      release.serverShare,
      release.emergencyUserKey,
    );
    expect(opened).toEqual(userKey);
    // Each login name's new credential, with the salts of the release (ADR 0022).
    const login = await newLoginFields(NEW_PASSWORD, release.salts, opened);
    const { recoveryUserKey } = await createRecoveryUserKey(opened);
    const body = { takeoverToken: release.takeoverToken, ...login, recoveryUserKey, pinCode: '8642' };
    const took = await new TestClient(t.app).post(emergencyApiPaths.takeover, body);
    expect(took.statusCode, took.body).toBe(200);
    expect(took.json().data).toEqual({
      username: named.user.username,
      email: `${named.user.username}@example.com`,
    });
    expect((await new TestClient(t.app).post(emergencyApiPaths.takeover, body)).statusCode).toBe(410);

    // Every session of the client ended; the kit is spent.
    expect((await named.client.get(paths.contact)).statusCode).toBe(401);
    expect((await otherSession.get('/auth/session')).statusCode).not.toBe(200);
    expect(
      await db().selectFrom('emergency_contacts').select('id').where('user_id', '=', named.user.id).execute(),
    ).toEqual([]);
    expect((await ask(named)).statusCode).toBe(410);

    // The contact signs in with the client's username, the new password, the code to their own phone and the new PIN.
    const heir: TestUser = { ...named.user, password: NEW_PASSWORD, pin: '8642', phone: CONTACT_PHONE };
    await signInClient(t.app, heir, app);
    const row = await db()
      .selectFrom('users')
      .select(['kdf_salt', 'kdf_params', 'protected_user_key', 'phone_number'])
      .where('id', '=', named.user.id)
      .executeTakeFirstOrThrow();
    expect(row.phone_number).toBe(CONTACT_PHONE);
    const { wrapKey } = await deriveLoginKeys(NEW_PASSWORD, row.kdf_salt, JSON.parse(row.kdf_params));
    const reopened = await openProtectedUserKey(wrapKey, row.protected_user_key!);
    const item = await db()
      .selectFrom('vault_items')
      .select('summary')
      .where('id', '=', canary.id)
      .executeTakeFirstOrThrow();
    expect((await decryptItemSummary(reopened, named.user.id, canary.id, item.summary)).name).toBe(
      'Canary bank',
    );

    expect(await events(named.user.id)).toEqual([
      'contactSaved',
      'requested',
      'codeSent',
      'released',
      'takenOver',
    ]);
    const mails = await outboxTo(`${named.user.username}@example.com`);
    expect(mails[0]!.body_text).toContain(m.eventTakenOver);
    expect(mails.map((mail) => mail.body_text).join('\n')).not.toContain(named.keys.kitCode);
  });

  it('a change or a removal voids the old kit at once, and ends an open request', async () => {
    const first = await nameContact();
    await ask(first);
    const second = await nameContact({ user: first.user, client: first.client });
    expect((await ask(first)).statusCode).toBe(410);
    expect((await ask(first)).json().error.message).toBe(m.kitVoid);
    const statuses = await db()
      .selectFrom('emergency_requests')
      .select('status')
      .where('user_id', '=', first.user.id)
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['void']);
    expect((await ask(second)).json().data.status).toBe('waiting');

    expect((await first.client.post(paths.contactRemove)).statusCode).toBe(200);
    expect((await ask(second)).statusCode).toBe(410);
    expect((await first.client.get(paths.contact)).json().data).toMatchObject({
      contact: null,
      openRequest: null,
    });
    expect(await events(first.user.id)).toEqual([
      'contactSaved',
      'requested',
      'contactChanged',
      'requested',
      'contactRemoved',
    ]);
  });

  it('wrong kit codes are counted and lock the kit (the client is told); a locked kit refuses even the right code', async () => {
    const named = await nameContact();
    const wrongProof = await emergencyKitProof((await createEmergencyKeys(new Uint8Array(32))).kitCode);
    for (let i = 1; i < 5; i++) {
      const res = await new TestClient(t.app).post(emergencyApiPaths.request, {
        kitId: named.kitId,
        kitProof: wrongProof,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(m.kitCodeInvalid);
    }
    const fifth = await new TestClient(t.app).post(emergencyApiPaths.request, {
      kitId: named.kitId,
      kitProof: wrongProof,
    });
    expect(fifth.statusCode).toBe(423);
    expect((await ask(named)).statusCode).toBe(423);
    expect((await outboxTo(`${named.user.username}@example.com`))[0]!.body_text).toContain(m.eventWrongKit);
    t.clock.advanceMinutes(16);
    expect((await ask(named)).json().data.status).toBe('waiting');
  });

  it('5 wrong SMS codes end the request without access', async () => {
    const named = await nameContact({ waitDays: 1 });
    await ask(named);
    t.clock.advanceMinutes(24 * 60 + 1);
    await ask(named);
    const code = await latestSmsCode(t.app, CONTACT_PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < 5; i++) expect((await verify(named, wrong)).statusCode).toBe(400);
    expect((await verify(named, wrong)).statusCode).toBe(401);
    expect((await verify(named, code)).statusCode).toBe(410);
    expect(await events(named.user.id)).toContain('codeLocked');
    // Asking again starts a new waiting period.
    expect((await ask(named)).json().data.status).toBe('waiting');
  });

  it('takes each of 50 wrong SMS codes sent at once before its check: exactly 5 get to the check, the request ends, and the right code is refused', async () => {
    const named = await nameContact({ waitDays: 1 });
    await ask(named);
    t.clock.advanceMinutes(24 * 60 + 1);
    await ask(named);
    const code = await latestSmsCode(t.app, CONTACT_PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    const guess = { kitId: named.kitId, kitProof: named.keys.kitProof, code: wrong };
    const {
      admitted,
      checks,
      result: answers,
    } = await countCodeChecks(t.app, 'emergency', () => postAtOnce(t.app, emergencyApiPaths.verify, guess));
    expect(admitted).toBe(limits.codeMaxFailures);
    expect(checks).toBeLessThanOrEqual(limits.codeMaxFailures);
    expect(errorCodeCounts(answers).CODE_INVALID ?? 0).toBeLessThan(limits.codeMaxFailures);
    expect(answers.every((answer) => answer.statusCode >= 400 && answer.statusCode < 500)).toBe(true);
    // The kit's count was taken by the attempts in flight too; once its lock is over, the request has ended.
    t.clock.advanceMinutes(16);
    expect((await verify(named, code)).statusCode).toBe(410);
    expect((await events(named.user.id)).filter((kind) => kind === 'codeLocked')).toHaveLength(1);
  });

  it('binds the takeover to the browser that passed the SMS code: its token is in that answer only; another browser with the kit must pass a new code', async () => {
    const named = await nameContact({ waitDays: 1 });
    await ask(named);
    t.clock.advanceMinutes(24 * 60 + 1);
    await ask(named);
    const code = await latestSmsCode(t.app, CONTACT_PHONE);
    const first = (await verify(named, code)).json().data as EmergencyReleaseResponse;
    // No message carries the token (no link leads to the takeover).
    const sent = await db().selectFrom('outbox').selectAll().execute();
    expect(JSON.stringify(sent)).not.toContain(first.takeoverToken);

    // A second browser with everything the kit holds: the code is used, and a takeover without the first answer's token is refused.
    expect((await verify(named, code)).json().error.code).toBe('CODE_INVALID');
    const opened = await openEmergencyUserKey(named.keys.kitCode, first.serverShare, first.emergencyUserKey);
    const login = await newLoginFields(NEW_PASSWORD, first.salts, opened);
    const { recoveryUserKey } = await createRecoveryUserKey(opened);
    const body = { ...login, recoveryUserKey, pinCode: '8642' };
    expect((await new TestClient(t.app).post(emergencyApiPaths.takeover, body)).statusCode).toBe(400);
    expect(
      (
        await new TestClient(t.app).post(emergencyApiPaths.takeover, {
          ...body,
          takeoverToken: 'e'.repeat(43),
        })
      ).statusCode,
    ).toBe(410);

    // It must pass a new code to the contact's phone; that release ends the first browser's token.
    expect((await ask(named)).json().data.status).toBe('codeSent');
    const second = (await verify(named, await latestSmsCode(t.app, CONTACT_PHONE))).json()
      .data as EmergencyReleaseResponse;
    expect(second.takeoverToken).not.toBe(first.takeoverToken);
    expect(
      (
        await new TestClient(t.app).post(emergencyApiPaths.takeover, {
          ...body,
          takeoverToken: first.takeoverToken,
        })
      ).statusCode,
    ).toBe(410);
    expect(
      (
        await new TestClient(t.app).post(emergencyApiPaths.takeover, {
          ...body,
          takeoverToken: second.takeoverToken,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers bad input with 400 and unknown kits and tokens with 410, never 5xx', async () => {
    const anon = new TestClient(t.app);
    expect((await anon.post(emergencyApiPaths.request, {})).statusCode).toBe(400);
    expect(
      (await anon.post(emergencyApiPaths.request, { kitId: 'a'.repeat(24), kitProof: 'b'.repeat(43) }))
        .statusCode,
    ).toBe(410);
    expect(
      (
        await anon.post(emergencyApiPaths.verify, {
          kitId: 'a'.repeat(24),
          kitProof: 'b'.repeat(43),
          code: '12',
        })
      ).statusCode,
    ).toBe(400);
    expect((await anon.post(emergencyApiPaths.refuse, { token: 'c'.repeat(43) })).statusCode).toBe(410);
    const login = await newLoginFields(
      NEW_PASSWORD,
      {
        kdf: { ...KDF_DEFAULTS },
        usernameSalt: 'c2FsdHNhbHRzYWx0c2FsdA==',
        emailSalt: 'ZW1haWxzYWx0ZW1haWxzYQ==',
      },
      new Uint8Array(32).fill(7),
    );
    const takeover = await anon.post(emergencyApiPaths.takeover, {
      takeoverToken: 'd'.repeat(43),
      ...login,
      recoveryUserKey: login.protectedUserKey,
      pinCode: '1234',
    });
    expect(takeover.statusCode).toBe(410);
  });

  it('emergency access steps land in the audit trail, without the kit or its codes (ADR 0048)', async () => {
    const kinds = new Set((await trailEvents(t.app, firmId)).map((e) => e.kind));
    for (const kind of [
      'emergency.contact_saved',
      'emergency.access_requested',
      'emergency.access_refused',
      'emergency.access_granted',
    ])
      expect(kinds).toContain(kind);
  });
});

describe.each(testDialects())('emergency access voided by a new user key on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('voidEmergencyAccessOf destroys the contact and its share, and ends open requests (for an empty-vault reset)', async () => {
    const firmId = await createFirm(t.app, 'demo');
    const user = await createTestUser(t.app, { firmId, username: `emgvoid${dialect}` });
    const client = await signInClient(t.app, user, app);
    const db = t.app.guru.db.kysely;
    const row = await db
      .selectFrom('users')
      .select(['kdf_salt', 'protected_user_key'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const { wrapKey } = await deriveCached(user.password, row.kdf_salt);
    const keys = await createEmergencyKeys(await openProtectedUserKey(wrapKey, row.protected_user_key!));
    const saved = await client.post(paths.contact, {
      name: 'V',
      email: 'v@example.com',
      phoneNumber: CONTACT_PHONE,
      relationship: 'Son',
      waitDays: 1,
      ...keys,
      kitCode: undefined,
    });
    const kitId = saved.json().data.kitId as string;
    expect(
      (await new TestClient(t.app).post(emergencyApiPaths.request, { kitId, kitProof: keys.kitProof }))
        .statusCode,
    ).toBe(200);

    await t.app.guru.repos.emergency.transaction((emergency) =>
      voidEmergencyAccessOf(emergency, { firmId, userId: user.id }, new Date().toISOString()),
    );
    expect(
      (await new TestClient(t.app).post(emergencyApiPaths.request, { kitId, kitProof: keys.kitProof }))
        .statusCode,
    ).toBe(410);
    const statuses = await db
      .selectFrom('emergency_requests')
      .select('status')
      .where('user_id', '=', user.id)
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['void']);
    expect(
      await db.selectFrom('emergency_contacts').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
  });
});
