import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { apiPathWithId, apiPaths, clientApiPaths, messages } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { TestClient } from '../../test/http-client.js';
import { signInClient } from '../../test/sign-in.js';
import { encryptFolder, encryptItem, samplePlain, testPasswords } from '../../test/fixtures/passwords.js';
import { asApp, insertClients, insertInviteRow, signInStaff } from '../../test/fixtures/clients.js';

const disabledPath = (id: string) => apiPathWithId(clientApiPaths.clientDisabled, id);
const clientPath = (id: string) => apiPathWithId(clientApiPaths.client, id);
const resetPath = (id: string) => apiPathWithId(clientApiPaths.clientResetPassword, id);

describe.each(testDialects())('client actions on %s', (dialect) => {
  let t: TestApp;
  let firmId: string;
  let advisor: TestClient;
  let otherAdvisor: TestClient;
  let casey: TestUser;
  let provider: TestUser;
  let otherFirmClient: string;
  let otherFirmId: string;

  const db = () => t.app.guru.db.kysely;
  const statusOf = async (id: string) =>
    (await db().selectFrom('users').select('status').where('id', '=', id).executeTakeFirst())?.status;
  /** Rows left for a user in each table that holds their data. */
  const leftovers = async (userId: string) => ({
    users: (await db().selectFrom('users').select('id').where('id', '=', userId).execute()).length,
    user_apps: (await db().selectFrom('user_apps').select('user_id').where('user_id', '=', userId).execute())
      .length,
    sessions: (await db().selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length,
    vault_items: (
      await db().selectFrom('vault_items').select('id').where('owner_user_id', '=', userId).execute()
    ).length,
    vault_folders: (
      await db().selectFrom('vault_folders').select('id').where('owner_user_id', '=', userId).execute()
    ).length,
  });

  /**
   * Rows (of one firm, or of all) that hold an e-mail (lower-cased key) or a phone number, in every
   * table that can hold one. login_throttle keeps typed names, not people, and expires on its own.
   */
  const traces = async (emailKey: string, phone: string, firm?: string) => {
    const k = db();
    const n = async (rows: Promise<unknown[]>) => (await rows).length;
    return {
      users: await n(
        k
          .selectFrom('users')
          .select('id')
          .$if(!!firm, (q) => q.where('firm_id', '=', firm!))
          .where((eb) =>
            eb.or([
              eb('email_key', '=', emailKey),
              eb('phone_number', '=', phone),
              eb('recover_phone_number', '=', phone),
            ]),
          )
          .execute(),
      ),
      invites: await n(
        k
          .selectFrom('invites')
          .select('id')
          .$if(!!firm, (q) => q.where('firm_id', '=', firm!))
          .where((eb) => eb.or([eb('email_key', '=', emailKey), eb('phone', '=', phone)]))
          .execute(),
      ),
      outbox: await n(
        k
          .selectFrom('outbox')
          .select('id')
          .$if(!!firm, (q) => q.where('firm_id', '=', firm!))
          .where((eb) => eb.or([eb(sql`lower(recipient)`, '=', emailKey), eb('recipient', '=', phone)]))
          .execute(),
      ),
      sender_verifications: await n(
        k
          .selectFrom('sender_verifications')
          .select('id')
          .$if(!!firm, (q) => q.where('firm_id', '=', firm!))
          .where(sql`lower(email)`, '=', emailKey)
          .execute(),
      ),
      advisor_senders: await n(
        k
          .selectFrom('advisor_senders')
          .select('user_id')
          .$if(!!firm, (q) => q.where('firm_id', '=', firm!))
          .where(sql`lower(email)`, '=', emailKey)
          .execute(),
      ),
    };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    otherFirmId = await createFirm(t.app, 'other', 'Other Advisors');
    const alex = await createTestUser(t.app, { firmId, username: 'alex', role: 'advisor' });
    const olga = await createTestUser(t.app, { firmId: otherFirmId, username: 'olga', role: 'advisor' });
    casey = await createTestUser(t.app, { firmId, username: 'casey' });
    provider = await createTestUser(t.app, { firmId: null, username: 'pat', role: 'provider' });
    otherFirmClient = (await insertClients(t.app, otherFirmId, [{ first: 'Otto', last: 'Other' }]))[0]!;
    advisor = await signInStaff(t.app, alex);
    otherAdvisor = await signInStaff(t.app, olga, 'other.localhost');
  });
  afterAll(() => t.close());

  it('disables a client, ending their sessions at once, and restores them', async () => {
    const c = await signInClient(t.app, casey, 'passwordguru');
    expect((await c.get(apiPaths.passwordsMyItems)).statusCode).toBe(200);
    const res = await advisor.request('PUT', disabledPath(casey.id), { isDisabled: true }, asApp());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: casey.id, status: 'Disabled', roleId: 3 });
    expect((await leftovers(casey.id)).sessions).toBe(0);
    expect((await c.get(apiPaths.passwordsMyItems)).statusCode).toBe(401);
    expect(
      (await advisor.request('PUT', disabledPath(casey.id), { isDisabled: true }, asApp())).json().error,
    ).toEqual({
      code: 'CONFLICT',
      message: messages.clientStatusActionRefused,
    });
    const restored = await advisor.request('PUT', disabledPath(casey.id), { isDisabled: false }, asApp());
    expect(restored.json().data.status).toBe('Active');
    expect(
      (await (await signInClient(t.app, casey, 'passwordguru')).get(apiPaths.passwordsMyItems)).statusCode,
    ).toBe(200);
  });

  it('disables only the selected active clients of the firm in bulk', async () => {
    const [a, b, d, r] = await insertClients(t.app, firmId, [
      { first: 'Amy', last: 'A' },
      { first: 'Bob', last: 'B' },
      { first: 'Dee', last: 'D', status: 'disabled' },
      { first: 'Ray', last: 'R', status: 'requested' },
    ]);
    const ids = [a!, b!, d!, r!, otherFirmClient, a!];
    const res = await advisor.request(
      'PUT',
      clientApiPaths.clientsDisabled,
      { ids, isDisabled: true },
      asApp(),
    );
    expect(res.json()).toEqual({ data: { updated: 2 } });
    expect([await statusOf(a!), await statusOf(b!), await statusOf(d!), await statusOf(r!)]).toEqual([
      'disabled',
      'disabled',
      'disabled',
      'requested',
    ]);
    expect(await statusOf(otherFirmClient)).toBe('active');
    const none = await advisor.request(
      'PUT',
      clientApiPaths.clientsDisabled,
      { ids: [], isDisabled: true },
      asApp(),
    );
    expect(none.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: messages.selectUserBeforeDisable,
    });
    const back = await advisor.request(
      'PUT',
      clientApiPaths.clientsDisabled,
      { ids: [a!, b!, d!], isDisabled: false },
      asApp(),
    );
    expect(back.json().data.updated).toBe(3);
  });

  it('deletes a non-active client with all of their data, in one go, and never an active one', async () => {
    const robin = await createTestUser(t.app, { firmId, username: 'robin' });
    const r = await signInClient(t.app, robin, 'passwordguru');
    const v = testPasswords(robin);
    const f = await encryptFolder(v, 'Banks');
    expect((await r.post(apiPaths.passwordsFolders, f)).statusCode).toBe(200);
    expect(
      (await r.post(apiPaths.passwordsItems, await encryptItem(v, samplePlain(1), f.id))).statusCode,
    ).toBe(200);
    expect((await r.post(apiPaths.passwordsItems, await encryptItem(v, samplePlain(2)))).statusCode).toBe(
      200,
    );
    const [second] = await insertClients(t.app, firmId, [
      { first: 'Sue', last: 'Second', roleId: 4, ownerUserId: robin.id },
    ]);

    const refused = await advisor.request('DELETE', clientPath(robin.id), undefined, asApp());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.clientActiveCannotDelete);

    await advisor.request('PUT', disabledPath(robin.id), { isDisabled: true }, asApp());
    // A session row left behind (say, by a race) goes too.
    await db()
      .insertInto('sessions')
      .values({
        id: `leftover-${robin.id}`,
        user_id: robin.id,
        firm_id: firmId,
        app_type: 'passwordguru',
        stage: 'active',
        pin_unlocked: 1,
        unlock_secret: null,
        created_at: t.clock.now().toISOString(),
        last_activity_at: t.clock.now().toISOString(),
        expires_at: t.clock.now().toISOString(),
        ip: null,
        user_agent: null,
      })
      .execute();
    // The invites of Robin's e-mail: the used one (it holds the phone), an open one, one as a second user.
    const email = 'Robin@Example.com';
    await insertInviteRow(t.app, {
      firmId,
      email,
      appType: 'passwordguru',
      phone: robin.phone,
      usedAt: t.clock.now().toISOString(),
    });
    await insertInviteRow(t.app, { firmId, email, appType: 'documentvault', phone: robin.phone });
    await insertInviteRow(t.app, {
      firmId,
      email: 'robin@example.com',
      appType: 'documentvault',
      clientId: casey.id,
    });
    await insertInviteRow(t.app, { firmId: otherFirmId, email, appType: 'passwordguru', phone: robin.phone });
    expect(await traces('robin@example.com', robin.phone)).toMatchObject({ users: 1, invites: 4 });
    expect((await traces('robin@example.com', robin.phone)).outbox).toBeGreaterThan(0);

    expect(await leftovers(robin.id)).toEqual({
      users: 1,
      user_apps: 2,
      sessions: 1,
      vault_items: 2,
      vault_folders: 1,
    });
    expect((await otherAdvisor.request('DELETE', clientPath(robin.id), undefined, asApp())).statusCode).toBe(
      404,
    );
    const res = await advisor.request('DELETE', clientPath(robin.id), undefined, asApp());
    expect(res.json()).toEqual({ data: { ok: true } });
    expect(await leftovers(robin.id)).toEqual({
      users: 0,
      user_apps: 0,
      sessions: 0,
      vault_items: 0,
      vault_folders: 0,
    });
    // Nothing of the firm holds Robin's e-mail or phone any more; the other firm's invite is its own.
    expect(await traces('robin@example.com', robin.phone, firmId)).toEqual({
      users: 0,
      invites: 0,
      outbox: 0,
      sender_verifications: 0,
      advisor_senders: 0,
    });
    expect(await traces('robin@example.com', robin.phone)).toMatchObject({ invites: 1 });
    expect((await leftovers(second!)).users).toBe(0);
    expect((await advisor.request('DELETE', clientPath(robin.id), undefined, asApp())).statusCode).toBe(404);

    const [pending] = await insertClients(t.app, firmId, [
      { first: 'Pam', last: 'Pending', status: 'pending' },
    ]);
    expect((await advisor.request('DELETE', clientPath(pending!), undefined, asApp())).statusCode).toBe(200);
  });

  it('switches the e-mail notification of a client', async () => {
    const off = await advisor.request(
      'PUT',
      clientApiPaths.clientNotification,
      { userId: casey.id, enableNotification: false },
      asApp(),
    );
    expect(off.json().data).toMatchObject({ id: casey.id, enableFANotification: false });
    const on = await advisor.request(
      'PUT',
      clientApiPaths.clientNotification,
      { userId: casey.id, enableNotification: true },
      asApp(),
    );
    expect(on.json().data.enableFANotification).toBe(true);
    const foreign = await advisor.request(
      'PUT',
      clientApiPaths.clientNotification,
      { userId: otherFirmClient, enableNotification: false },
      asApp(),
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('e-mails an active client the way to reset their password', async () => {
    const res = await advisor.post(resetPath(casey.id), {}, asApp());
    expect(res.json()).toEqual({ data: { ok: true } });
    const mail = (await t.app.guru.repos.outbox.list()).find(
      (m) => m.channel === 'email' && m.to === 'casey@example.com',
    );
    expect(mail?.subject).toBe('Reset your Password Guru password');
    expect(mail?.text).toContain('http://localhost:3000/password-management/reset-password/email');
    expect(mail?.text).toContain('Demo Wealth Partners');
    await advisor.post(resetPath(casey.id), { appType: 'documentvault' }, asApp());
    const docs = (await t.app.guru.repos.outbox.list()).find(
      (m) => m.channel === 'email' && m.to === 'casey@example.com',
    );
    expect(docs?.text).toContain('http://localhost:3000/documents-guru/reset-password/email');
    const [disabled] = await insertClients(t.app, firmId, [
      { first: 'Dan', last: 'Disabled', status: 'disabled' },
    ]);
    expect((await advisor.post(resetPath(disabled!), {}, asApp())).statusCode).toBe(409);
    expect((await advisor.post(resetPath(otherFirmClient), {}, asApp())).statusCode).toBe(404);
  });

  it("refuses every action to another firm's advisor (404), a client, the provider (403) and strangers (401)", async () => {
    const calls = (id: string): Array<[string, 'PUT' | 'DELETE' | 'POST', string, unknown]> => [
      ['disable', 'PUT', disabledPath(id), { isDisabled: true }],
      ['bulk', 'PUT', clientApiPaths.clientsDisabled, { ids: [id], isDisabled: true }],
      ['delete', 'DELETE', clientPath(id), undefined],
      ['notify', 'PUT', clientApiPaths.clientNotification, { userId: id, enableNotification: false }],
      ['reset', 'POST', resetPath(id), {}],
    ];
    for (const [name, method, url, body] of calls(casey.id)) {
      const res = await otherAdvisor.request(method, url, body, asApp());
      if (name === 'bulk') expect(res.json().data.updated, name).toBe(0);
      else expect(res.statusCode, name).toBe(404);
    }
    expect(await statusOf(casey.id)).toBe('active');
    const asClient = await signInClient(t.app, casey, 'documentvault');
    const asProvider = await signInStaff(t.app, provider);
    for (const [name, method, url, body] of calls(casey.id)) {
      expect((await asClient.request(method, url, body, asApp('documentvault'))).statusCode, name).toBe(403);
      expect((await asProvider.request(method, url, body, asApp())).statusCode, name).toBe(403);
      expect((await new TestClient(t.app).request(method, url, body)).statusCode, name).toBe(401);
    }
    expect(
      (await advisor.request('PUT', disabledPath('not-a-uuid'), { isDisabled: true }, asApp())).statusCode,
    ).toBe(400);
    expect(
      (await advisor.request('PUT', disabledPath(casey.id), { isDisabled: 'yes' }, asApp())).statusCode,
    ).toBe(400);
  });
});
