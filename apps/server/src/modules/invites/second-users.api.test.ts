import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientApiPaths, messages, type SecondUser } from '@guru/shared';
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
import { asApp, signInStaff } from '../../test/fixtures/clients.js';
import { browserSignup, postSignup } from '../../test/fixtures/signup.js';
import { inviteCodeIn, latestMailTo } from '../../test/fixtures/invites.js';

const docs = asApp('documentvault');
const list = (clientId: string) => `${clientApiPaths.secondUsers}?mainUserId=${clientId}`;

describe.each(testDialects())('second users on %s', (dialect) => {
  let t: TestApp;
  let advisor: TestClient;
  let otherAdvisor: TestClient;
  let casey: TestUser;
  let robin: TestUser;
  let provider: TestUser;
  let c: TestClient;
  let firmId: string;

  const inviteAs = (who: TestClient, emails: string[], clientId = casey.id) =>
    who.post(
      clientApiPaths.inviteSecondUser,
      { emails, title: 'Join me', note: 'Shared family documents', appType: 'documentvault', clientId },
      docs,
    );
  const rows = async (who: TestClient = advisor) =>
    (await who.get(list(casey.id), docs)).json().data as SecondUser[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    const otherFirmId = await createFirm(t.app, 'other', 'Other Advisors');
    const alex = await createTestUser(t.app, { firmId, username: 'alex', role: 'advisor' });
    const olga = await createTestUser(t.app, { firmId: otherFirmId, username: 'olga', role: 'advisor' });
    casey = await createTestUser(t.app, { firmId, username: 'casey' });
    robin = await createTestUser(t.app, { firmId, username: 'robin' });
    provider = await createTestUser(t.app, { firmId: null, username: 'pat', role: 'provider' });
    advisor = await signInStaff(t.app, alex, 'localhost', 'documentvault');
    otherAdvisor = await signInStaff(t.app, olga, 'other.localhost', 'documentvault');
    c = await signInClient(t.app, casey, 'documentvault');
  });
  afterAll(() => t.close());

  it('lets the client invite second users: e-mails trimmed, lower-cased, de-duplicated, Pending', async () => {
    expect(await rows(c)).toEqual([]);
    const res = await inviteAs(c, [' Sam@Example.com ', 'sam@example.com', 'Tia@example.com']);
    expect(res.json()).toEqual({ data: { invited: ['sam@example.com', 'tia@example.com'] } });
    expect((await rows(c)).map((u) => [u.email, u.status])).toEqual([
      ['sam@example.com', 'Pending'],
      ['tia@example.com', 'Pending'],
    ]);
    const mail = await latestMailTo(t.app, 'tia@example.com');
    expect(mail.subject).toBe('Join me');
    expect(mail.text).toMatch(/^Shared family documents\n\n/);
    // It says who invited them, and whose account it is.
    expect(mail.text).toContain(
      '\n\nTest casey invited you to share their Documents Guru account as a second user.\n\n',
    );
    expect(mail.text).toContain('http://localhost:3000/documents-guru/signup?code=');
    const invites = await t.app.guru.db.kysely
      .selectFrom('invites')
      .selectAll()
      .where('email_key', '=', 'tia@example.com')
      .execute();
    expect(invites).toEqual([
      expect.objectContaining({ client_id: casey.id, invited_by: casey.id, app_type: 'documentvault' }),
    ]);
    expect(await rows()).toEqual(await rows(c));
  });

  it('allows at most five second users per client', async () => {
    const six = await inviteAs(advisor, [
      'a1@example.com',
      'a2@example.com',
      'a3@example.com',
      'a4@example.com',
    ]);
    expect(six.statusCode).toBe(400);
    expect(six.json().error).toEqual({ code: 'SECOND_USER_LIMIT', message: messages.maxSecondUsers });
    const tooMany = await inviteAs(advisor, [
      'b1@x.co',
      'b2@x.co',
      'b3@x.co',
      'b4@x.co',
      'b5@x.co',
      'b6@x.co',
    ]);
    expect(tooMany.json().error.message).toBe(messages.maxSecondUsers);
    expect((await inviteAs(advisor, ['a1@example.com', 'a2@example.com', 'a3@example.com'])).statusCode).toBe(
      200,
    );
    expect((await latestMailTo(t.app, 'a3@example.com')).text).toContain(
      'Test alex of Demo Wealth Partners invited you to share the Documents Guru account of Test casey as a second user.',
    );
    expect(await rows()).toHaveLength(5);
    expect((await inviteAs(c, ['a4@example.com'])).json().error.code).toBe('SECOND_USER_LIMIT');
    expect((await inviteAs(c, ['a1@example.com'])).json().data.invited).toEqual(['a1@example.com']);
  });

  it('never lets concurrent invites pass the limit of five', async () => {
    const dana = await createTestUser(t.app, { firmId, username: 'dana' });
    const batches = [0, 1, 2, 3].map((i) => [`race${i}a@example.com`, `race${i}b@example.com`]);
    const results = await Promise.all(batches.map((emails) => inviteAs(advisor, emails, dana.id)));
    const accepted = results.filter((r) => r.statusCode === 200);
    for (const r of results.filter((res) => res.statusCode !== 200))
      expect(r.json().error.code).toBe('SECOND_USER_LIMIT');
    const saved = (await advisor.get(list(dana.id), docs)).json().data as SecondUser[];
    expect(saved.length).toBeLessThanOrEqual(5);
    expect(accepted).toHaveLength(2);
    expect(saved).toHaveLength(4);
  });

  it('refuses e-mails of other users of the firm and bad e-mails', async () => {
    expect((await inviteAs(c, ['robin@example.com'])).json().error).toEqual({
      code: 'CONFLICT',
      message: messages.inviteEmailTaken,
    });
    expect((await inviteAs(c, ['casey@example.com'])).json().error.code).toBe('CONFLICT');
    expect((await inviteAs(c, ['not-an-email'])).json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: messages.emailInvalid,
    });
    expect((await inviteAs(c, [])).statusCode).toBe(400);
  });

  it('signs a second user up (role 4, tied to the client), then disables and enables them', async () => {
    const code = inviteCodeIn((await latestMailTo(t.app, 'sam@example.com')).text);
    const s = await browserSignup({
      at: new TestClient(t.app),
      code,
      email: 'sam@example.com',
      username: 'sam',
      appType: 'documentvault',
    });
    const res = await postSignup(t.app, new TestClient(t.app), s.body);
    expect(res.json().data.user).toMatchObject({ roleId: 4, apps: ['documentvault'] });
    const samId = res.json().data.user.id as string;
    const row = await t.app.guru.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('id', '=', samId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role_id: 4, owner_user_id: casey.id, status: 'active' });
    expect((await rows()).find((u) => u.email === 'sam@example.com')).toEqual({
      id: samId,
      email: 'sam@example.com',
      status: 'Active',
    });

    const sam: TestUser = {
      id: samId,
      username: 'sam',
      email: 'sam@example.com',
      password: s.password,
      pin: s.pin,
      phone: s.phone,
    };
    const asSam = await signInClient(t.app, sam, 'documentvault');
    expect((await asSam.get(list(casey.id), docs)).statusCode).toBe(403);

    const removeActive = await advisor.post(
      clientApiPaths.deleteSecondUser,
      { userId: samId, clientId: casey.id },
      docs,
    );
    expect(removeActive.json().error).toEqual({
      code: 'CONFLICT',
      message: messages.secondUserOnlyPendingRemovable,
    });
    const off = await c.post(
      clientApiPaths.disableSecondUser,
      { userId: samId, clientId: casey.id, isDisabled: true },
      docs,
    );
    expect(off.json().data).toEqual({ id: samId, email: 'sam@example.com', status: 'Disabled' });
    expect((await asSam.get('/users/currentUser', docs)).statusCode).toBe(401);
    expect(
      (
        await c.post(
          clientApiPaths.disableSecondUser,
          { userId: samId, clientId: casey.id, isDisabled: true },
          docs,
        )
      ).statusCode,
    ).toBe(409);
    const on = await advisor.post(
      clientApiPaths.disableSecondUser,
      { userId: samId, clientId: casey.id, isDisabled: false },
      docs,
    );
    expect(on.json().data.status).toBe('Active');
  });

  it('removes a Pending second user and their open invite', async () => {
    const tia = (await rows()).find((u) => u.email === 'tia@example.com')!;
    const code = inviteCodeIn((await latestMailTo(t.app, 'tia@example.com')).text);
    expect(
      (await c.post(clientApiPaths.deleteSecondUser, { userId: tia.id, clientId: casey.id }, docs)).json(),
    ).toEqual({ data: { ok: true } });
    expect((await rows()).map((u) => u.email)).not.toContain('tia@example.com');
    expect((await new TestClient(t.app).post(clientApiPaths.inviteCodeInfo, { code })).statusCode).toBe(404);
    expect(
      (await c.post(clientApiPaths.deleteSecondUser, { userId: tia.id, clientId: casey.id }, docs))
        .statusCode,
    ).toBe(404);
  });

  it("refuses other clients (404), another firm's advisor (404), the provider (403) and strangers (401)", async () => {
    const sam = (await rows()).find((u) => u.email === 'sam@example.com')!;
    const a1 = (await rows()).find((u) => u.email === 'a1@example.com')!;
    const calls = (who: TestClient) => [
      who.get(list(casey.id), docs),
      inviteAs(who, ['zed@example.com']),
      who.post(clientApiPaths.deleteSecondUser, { userId: a1.id, clientId: casey.id }, docs),
      who.post(
        clientApiPaths.disableSecondUser,
        { userId: sam.id, clientId: casey.id, isDisabled: true },
        docs,
      ),
    ];
    const asRobin = await signInClient(t.app, robin, 'documentvault');
    for (const res of await Promise.all(calls(asRobin))) expect(res.statusCode).toBe(404);
    for (const res of await Promise.all(calls(otherAdvisor))) expect(res.statusCode).toBe(404);
    const asProvider = await signInStaff(t.app, provider, 'localhost', 'documentvault');
    for (const res of await Promise.all(calls(asProvider))) expect(res.statusCode).toBe(403);
    for (const res of await Promise.all(calls(new TestClient(t.app)))) expect(res.statusCode).toBe(401);
    // Robin may manage their own second users, and an advisor another of the firm's clients: not casey's through robin's id.
    expect(
      (await asRobin.post(clientApiPaths.deleteSecondUser, { userId: a1.id, clientId: robin.id }, docs))
        .statusCode,
    ).toBe(404);
    expect((await rows()).map((u) => u.status)).toContain('Active');
  });

  it('second-user invites, removals and status changes land in the audit trail (ADR 0048)', async () => {
    const kinds = new Set((await trailEvents(t.app, firmId)).map((e) => e.kind));
    for (const kind of ['invite.second_user_sent', 'second_user.removed', 'second_user.status_changed'])
      expect(kinds).toContain(kind);
  });
});
