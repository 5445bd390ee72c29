import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  PlanId,
  apiPathWithId,
  beClientPaths,
  clientApiPaths,
  messages,
  subscriptionMessages,
  type ClientRow,
} from '@guru/shared';
import { insertSubscription } from '../../test/subscriptions.js';
import { testDialects } from '../../test/databases.js';
import { trailEvents } from '../../test/audit.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { TestClient } from '../../test/http-client.js';
import { signInClient } from '../../test/sign-in.js';
import { asApp, insertAccountRequest, insertClients, signInStaff } from '../../test/fixtures/clients.js';
import { invite, inviteCodeIn, latestMailTo, verifySender } from '../../test/fixtures/invites.js';

describe.each(testDialects())('invites on %s', (dialect) => {
  let t: TestApp;
  let firmId: string;
  let alex: TestUser;
  let olga: TestUser;
  let advisor: TestClient;
  let otherAdvisor: TestClient;
  let casey: TestUser;
  let provider: TestUser;

  const listRow = async (email: string, appType?: string) => {
    const url = `${clientApiPaths.clientList}?limit=-1&q=${encodeURIComponent(email)}${appType ? `&appType=${appType}` : ''}`;
    return ((await advisor.get(url, asApp())).json().data.results as ClientRow[]).find(
      (r) => r.email.toLowerCase() === email.toLowerCase(),
    );
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    const otherFirmId = await createFirm(t.app, 'other', 'Other Advisors');
    alex = await createTestUser(t.app, { firmId, username: 'alex', role: 'advisor' });
    olga = await createTestUser(t.app, { firmId: otherFirmId, username: 'olga', role: 'advisor' });
    casey = await createTestUser(t.app, { firmId, username: 'casey', apps: ['passwordguru'] });
    provider = await createTestUser(t.app, { firmId: null, username: 'pat', role: 'provider' });
    advisor = await signInStaff(t.app, alex);
    otherAdvisor = await signInStaff(t.app, olga, 'other.localhost');
  });
  afterAll(() => t.close());

  it('refuses invites until the sender address is verified by a single-use link', async () => {
    const status = (email: string) =>
      advisor.get(`${clientApiPaths.senderStatus}?email=${encodeURIComponent(email)}`, asApp());
    expect((await status('alex@demo.example')).json()).toEqual({ data: { isVerified: false } });
    const refused = await advisor.request(
      'PUT',
      clientApiPaths.invite,
      { email: 'new@example.com', appType: 'passwordguru' },
      asApp(),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'SENDER_NOT_VERIFIED',
      message: messages.senderNotVerified,
    });

    expect(
      (await advisor.post(clientApiPaths.senderSendVerify, { email: 'alex@demo.example' }, asApp()))
        .statusCode,
    ).toBe(200);
    const mail = await latestMailTo(t.app, 'alex@demo.example');
    expect(mail.subject).toBe(messages.senderVerifyMailSubject);
    // The e-mail links to the web app's page, which posts the token.
    const token = /http:\/\/localhost:3000\/verify-sender-email\?token=(\S+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const body = { token: decodeURIComponent(token!) };
    const anonymous = new TestClient(t.app);
    const bad = await anonymous.post(beClientPaths.verifySenderEmail, { token: 'nope' });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().error.message).toBe(messages.senderVerifyLinkInvalid);
    const elsewhere = await new TestClient(t.app, 'other.localhost').post(
      beClientPaths.verifySenderEmail,
      body,
    );
    expect(elsewhere.statusCode).toBe(404);
    // No GET takes the token in its URL: the API path answers only the page's POST.
    expect((await anonymous.get(`${beClientPaths.verifySenderEmail}?token=${token!}`)).statusCode).toBe(404);
    expect((await status('alex@demo.example')).json().data.isVerified).toBe(false);
    const ok = await anonymous.post(beClientPaths.verifySenderEmail, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { ok: true } });
    expect((await anonymous.post(beClientPaths.verifySenderEmail, body)).statusCode).toBe(404);
    expect((await status('ALEX@demo.example')).json().data.isVerified).toBe(true);
    expect((await status('someone@demo.example')).json().data.isVerified).toBe(false);

    await advisor.post(clientApiPaths.senderSendVerify, { email: 'late@demo.example' }, asApp());
    const late = /\/verify-sender-email\?token=(\S+)/.exec(
      (await latestMailTo(t.app, 'late@demo.example')).text,
    )?.[1];
    t.clock.advanceMinutes(24 * 60 + 1);
    expect(
      (await anonymous.post(beClientPaths.verifySenderEmail, { token: decodeURIComponent(late!) }))
        .statusCode,
    ).toBe(404);
    advisor = await signInStaff(t.app, alex);
  });

  it('invites a new person: a Pending row, a single-use code by e-mail from the firm', async () => {
    const res = await advisor.request(
      'PUT',
      clientApiPaths.invite,
      {
        email: '  Nina@Example.com ',
        title: 'Your new password app',
        note: 'Hello Nina,\nhere is your invitation.',
        appType: 'passwordguru',
      },
      asApp(),
    );
    expect(res.statusCode).toBe(200);
    // Stored and shown lower-cased, whatever case was typed.
    expect(res.json().data).toEqual({
      email: 'nina@example.com',
      expiresAt: new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString(),
    });
    const mail = await latestMailTo(t.app, 'nina@example.com');
    expect(mail.subject).toBe('Your new password app');
    expect(mail.text.startsWith('Hello Nina,\nhere is your invitation.\n\n')).toBe(true);
    expect(mail.text).toMatch(
      /http:\/\/localhost:3000\/password-management\/signup\?code=[A-Za-z0-9_-]{43}&email=nina%40example\.com/,
    );
    const stored = await t.app.guru.db.kysely
      .selectFrom('outbox')
      .select(['reply_to', 'body_text'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(stored.reply_to).toBe('alex@demo.example');
    const code = inviteCodeIn(mail.text);
    const invites = await t.app.guru.db.kysely
      .selectFrom('invites')
      .selectAll()
      .where('email_key', '=', 'nina@example.com')
      .execute();
    expect(invites).toHaveLength(1);
    expect(JSON.stringify(invites)).not.toContain(code);
    expect(invites[0]).toMatchObject({
      firm_id: firmId,
      app_type: 'passwordguru',
      invited_by: alex.id,
      client_id: null,
      used_at: null,
    });
    expect(await listRow('nina@example.com')).toMatchObject({ status: 'Pending', negOwnerId: alex.id });

    const anonymous = new TestClient(t.app);
    expect((await anonymous.post(clientApiPaths.inviteCodeInfo, { code: code })).json()).toEqual({
      data: {
        email: 'nina@example.com',
        phoneNumber: '',
        appType: 'passwordguru',
        isRegistered: false,
        isThirdParty: false,
      },
    });
    const invalid = { error: { code: 'INVITE_INVALID', message: messages.inviteCodeInvalid } };
    for (const wrong of ['nope', code.slice(0, -1), `${code}x`]) {
      const res404 = await anonymous.post(clientApiPaths.inviteCodeInfo, { code: wrong });
      expect(res404.statusCode).toBe(404);
      expect(res404.json()).toEqual(invalid);
    }
    expect(
      (
        await new TestClient(t.app, 'other.localhost').post(clientApiPaths.inviteCodeInfo, { code: code })
      ).json(),
    ).toEqual(invalid);

    const again = await invite(t.app, advisor, 'nina@example.com', 'passwordguru');
    expect((await anonymous.post(clientApiPaths.inviteCodeInfo, { code: code })).statusCode).toBe(404);
    expect((await anonymous.post(clientApiPaths.inviteCodeInfo, { code: again })).statusCode).toBe(200);
    t.clock.advanceMinutes(7 * 24 * 60 + 1);
    expect((await anonymous.post(clientApiPaths.inviteCodeInfo, { code: again })).json()).toEqual(invalid);
    advisor = await signInStaff(t.app, alex);
    otherAdvisor = await signInStaff(t.app, olga, 'other.localhost');
  });

  it('turns a Requested row into Pending on the app it is invited to, and prefills its phone', async () => {
    const [rita] = await insertClients(t.app, firmId, [
      { first: 'Rita', last: 'Requested', email: 'rita@example.com', status: 'requested' },
    ]);
    await t.app.guru.db.kysely
      .updateTable('users')
      .set({ phone_number: '+12025550142' })
      .where('email_key', '=', 'rita@example.com')
      .execute();
    await insertAccountRequest(t.app, firmId, rita!, 'passwordguru');
    await insertAccountRequest(t.app, firmId, rita!, 'documentvault');
    const statusOn = async (appType: string) => (await listRow('rita@example.com', appType))?.status;
    expect([await statusOn('passwordguru'), await statusOn('documentvault')]).toEqual([
      'Requested',
      'Requested',
    ]);

    // Send Invite on the Documents Guru screen invites to Documents Guru; the Password Guru request stays.
    const code = await invite(t.app, advisor, 'rita@example.com', 'documentvault');
    expect(await listRow('rita@example.com')).toMatchObject({
      status: 'Pending',
      fullName: 'Rita Requested',
    });
    expect([await statusOn('passwordguru'), await statusOn('documentvault')]).toEqual([
      'Requested',
      'Pending',
    ]);
    const data = (await new TestClient(t.app).post(clientApiPaths.inviteCodeInfo, { code: code })).json()
      .data;
    expect(data).toEqual({
      email: 'rita@example.com',
      phoneNumber: '+12025550142',
      appType: 'documentvault',
      isRegistered: false,
      isThirdParty: false,
    });
    expect((await latestMailTo(t.app, 'rita@example.com')).text).toContain(
      'http://localhost:3000/documents-guru/signup?code=',
    );
    await invite(t.app, advisor, 'rita@example.com', 'passwordguru');
    expect([await statusOn('passwordguru'), await statusOn('documentvault')]).toEqual(['Pending', 'Pending']);
  });

  it('invites a known client to the app they lack only, and never another kind of user', async () => {
    const has = await advisor.request(
      'PUT',
      clientApiPaths.invite,
      { email: 'casey@example.com', appType: 'passwordguru' },
      asApp(),
    );
    expect(has.json().error).toEqual({ code: 'CONFLICT', message: messages.inviteAlreadyHasApp });
    const code = await invite(t.app, advisor, 'CASEY@example.com', 'documentvault');
    expect(
      (await new TestClient(t.app).post(clientApiPaths.inviteCodeInfo, { code: code })).json().data,
    ).toMatchObject({ email: 'casey@example.com', isRegistered: true });
    expect((await listRow('casey@example.com'))?.status).toBe('Active');
    const staff = await advisor.request(
      'PUT',
      clientApiPaths.invite,
      { email: 'alex@example.com', appType: 'passwordguru' },
      asApp(),
    );
    expect(staff.json().error).toEqual({ code: 'CONFLICT', message: messages.inviteEmailTaken });
    const bad = await advisor.request(
      'PUT',
      clientApiPaths.invite,
      { email: 'not-an-email', appType: 'passwordguru' },
      asApp(),
    );
    expect(bad.json().error).toEqual({ code: 'VALIDATION_ERROR', message: messages.emailInvalid });
  });

  it('verifies senders per advisor: a second advisor verifies their own address, and mails reply to the caller', async () => {
    const ada = await createTestUser(t.app, { firmId, username: 'ada', role: 'advisor' });
    const asAda = await signInStaff(t.app, ada);
    const verified = async (who: TestClient, email: string) =>
      (await who.get(`${clientApiPaths.senderStatus}?email=${encodeURIComponent(email)}`, asApp())).json()
        .data.isVerified as boolean;
    const replyTo = async (to: string) =>
      (
        await t.app.guru.db.kysely
          .selectFrom('outbox')
          .select('reply_to')
          .where('recipient', '=', to)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).reply_to;

    // Alex's verified address does not let Ada invite, nor does it count as Ada's.
    expect(await verified(asAda, 'alex@demo.example')).toBe(false);
    expect(await verified(asAda, 'ada@example.com')).toBe(false);
    const refused = await asAda.request(
      'PUT',
      clientApiPaths.invite,
      { email: 'zed@example.com', appType: 'passwordguru' },
      asApp(),
    );
    expect(refused.json().error).toEqual({
      code: 'SENDER_NOT_VERIFIED',
      message: messages.senderNotVerified,
    });

    await verifySender(t.app, asAda, 'ada@example.com');
    expect(await verified(asAda, 'ADA@example.com')).toBe(true);
    expect(await verified(advisor, 'ada@example.com')).toBe(false);
    expect(await verified(advisor, 'alex@demo.example')).toBe(true);

    await invite(t.app, asAda, 'zed@example.com');
    expect(await replyTo('zed@example.com')).toBe('ada@example.com');
    await invite(t.app, advisor, 'yan@example.com');
    expect(await replyTo('yan@example.com')).toBe('alex@demo.example');
    await asAda.post(apiPathWithId(clientApiPaths.clientResetPassword, casey.id), {}, asApp());
    expect(await replyTo('casey@example.com')).toBe('ada@example.com');

    // A new address replaces the old one: one sender per advisor.
    await verifySender(t.app, asAda, 'ada.new@example.com');
    expect([await verified(asAda, 'ada@example.com'), await verified(asAda, 'ada.new@example.com')]).toEqual([
      false,
      true,
    ]);
  });

  it("refuses an invite to an app that the firm's plan does not cover, with the reason", async () => {
    await insertSubscription(t.app.guru.db.kysely, {
      firmId,
      planId: PlanId.passwordApp,
      status: 'active',
      start: t.clock.now(),
    });
    try {
      const refused = await advisor.request(
        'PUT',
        clientApiPaths.invite,
        { email: 'docs-only@example.com', appType: 'documentvault' },
        asApp(),
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        code: ErrorCode.APP_NOT_IN_PLAN,
        message: subscriptionMessages.inviteAppNotInPlan.replaceAll('{app}', 'Documents Guru'),
      });
      expect(await listRow('docs-only@example.com')).toBeUndefined();
      await invite(t.app, advisor, 'password-only@example.com', 'passwordguru');
    } finally {
      await insertSubscription(t.app.guru.db.kysely, {
        firmId,
        planId: PlanId.allInOne,
        status: 'active',
        start: t.clock.now(),
      });
    }
  });

  it("is for the firm's advisors only", async () => {
    const body = { email: 'x@example.com', appType: 'passwordguru' };
    expect((await otherAdvisor.request('PUT', clientApiPaths.invite, body, asApp())).json().error.code).toBe(
      'SENDER_NOT_VERIFIED',
    );
    const anonymous = new TestClient(t.app);
    expect((await anonymous.request('PUT', clientApiPaths.invite, body)).statusCode).toBe(401);
    expect((await anonymous.post(clientApiPaths.senderSendVerify, { email: 'a@b.co' })).statusCode).toBe(401);
    expect((await anonymous.get(`${clientApiPaths.senderStatus}?email=a@b.co`)).statusCode).toBe(401);
    const asClient = await signInClient(t.app, casey, 'passwordguru');
    const asProvider = await signInStaff(t.app, provider);
    for (const c of [asClient, asProvider]) {
      expect((await c.request('PUT', clientApiPaths.invite, body, asApp())).statusCode).toBe(403);
      expect((await c.post(clientApiPaths.senderSendVerify, { email: 'a@b.co' }, asApp())).statusCode).toBe(
        403,
      );
      expect((await c.get(`${clientApiPaths.senderStatus}?email=a@b.co`, asApp())).statusCode).toBe(403);
    }
  });

  it('keeps the verification of one firm to that firm', async () => {
    await verifySender(t.app, otherAdvisor, 'olga@other.example');
    const mine = (
      await advisor.get(`${clientApiPaths.senderStatus}?email=olga@other.example`, asApp())
    ).json().data;
    expect(mine.isVerified).toBe(false);
    expect(
      (await otherAdvisor.get(`${clientApiPaths.senderStatus}?email=olga@other.example`, asApp())).json().data
        .isVerified,
    ).toBe(true);
  });

  it('client invites land in the audit trail (ADR 0048)', async () => {
    const kinds = new Set((await trailEvents(t.app, firmId)).map((e) => e.kind));
    for (const kind of ['invite.client_sent']) expect(kinds).toContain(kind);
  });
});
