import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientApiPaths, messages, type ClientRow } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { TestClient } from '../../test/http-client.js';
import { passwordStep } from '../../test/sign-in.js';
import { asApp, insertInviteRow, signInStaff } from '../../test/fixtures/clients.js';

const body = (over: Record<string, unknown> = {}) => ({
  firstName: 'Rhea',
  lastName: 'Visitor',
  email: 'Rhea@Example.com',
  phoneNumber: '(201) 555-0188',
  relationship: messages.relationshipRelative,
  negOwnerId: '42',
  ...over,
});

describe.each(testDialects())('account requests on %s', (dialect) => {
  let t: TestApp;
  let firmId: string;
  let advisor: TestClient;
  let casey: TestUser;

  const db = () => t.app.guru.db.kysely;
  const mails = async () => (await t.app.guru.repos.outbox.list()).filter((m) => m.channel === 'email');

  beforeAll(async () => {
    t = await createTestApp(dialect);
    firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    const otherFirmId = await createFirm(t.app, 'other', 'Other Advisors');
    const alex = await createTestUser(t.app, { firmId, username: 'alex', role: 'advisor' });
    await createTestUser(t.app, { firmId, username: 'ada', role: 'advisor' });
    await createTestUser(t.app, { firmId: otherFirmId, username: 'olga', role: 'advisor' });
    casey = await createTestUser(t.app, { firmId, username: 'casey' });
    advisor = await signInStaff(t.app, alex);
  });
  afterAll(() => t.close());

  it("records a Requested client without credentials and tells the firm's advisors", async () => {
    const anonymous = new TestClient(t.app);
    const preBefore = (await anonymous.post('/auth/prelogin', { username: 'rhea@example.com' })).json().data;
    const res = await anonymous.post(clientApiPaths.requestUserPasswordApp, body());
    expect(res.json()).toEqual({ data: { status: 'success' } });

    const row = await db()
      .selectFrom('users')
      .selectAll()
      .where('email_key', '=', 'rhea@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      firm_id: firmId,
      role_id: 3,
      status: 'requested',
      phone_number: '+12015550188',
      pin_hash: null,
      protected_user_key: null,
    });
    expect(await db().selectFrom('user_apps').selectAll().where('user_id', '=', row.id).execute()).toEqual(
      [],
    );
    const request = await db()
      .selectFrom('account_requests')
      .selectAll()
      .where('user_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({
      firm_id: firmId,
      app_type: 'passwordguru',
      relationship: 'I am a relative of a client',
    });
    const listed = (await advisor.get(`${clientApiPaths.clientList}?q=rhea`, asApp())).json().data
      .results as ClientRow[];
    expect(listed.map((r) => [r.fullName, r.status])).toEqual([['Rhea Visitor', 'Requested']]);

    const sent = await mails();
    expect(sent.map((m) => m.to).sort()).toEqual(['ada@example.com', 'alex@example.com']);
    expect(sent[0]!.subject).toBe('New account request: Rhea Visitor');
    expect(sent[0]!.text).toContain('I am a relative of a client');
    expect(sent[0]!.text).toContain('Password Guru');

    // Nobody signs in with it, and prelogin says what it said before the row existed.
    expect((await anonymous.post('/auth/prelogin', { username: 'rhea@example.com' })).json().data).toEqual(
      preBefore,
    );
    const login = await passwordStep(
      anonymous,
      {
        id: row.id,
        username: 'rhea@example.com',
        email: 'rhea@example.com',
        password: 'Whatever!2026',
        pin: '1234',
        phone: '',
      },
      'passwordguru',
    );
    expect(login.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('answers a known e-mail the same way, without a second row, and tells the advisors who it is', async () => {
    const ask = async (
      email: string,
      appType: 'passwordguru' | 'documentvault',
      over: Record<string, unknown> = {},
    ) => {
      const before = (await mails()).length;
      const path =
        appType === 'passwordguru'
          ? clientApiPaths.requestUserPasswordApp
          : clientApiPaths.requestUserDocumentsApp;
      const res = await new TestClient(t.app).post(path, body({ email, ...over }));
      expect(res.json()).toEqual({ data: { status: 'success' } });
      const all = await mails();
      const sent = all.slice(0, all.length - before);
      expect(sent.map((m) => m.to).sort()).toEqual(['ada@example.com', 'alex@example.com']);
      expect(sent[0]!.subject).toBe(
        `Account request from a known person: ${over.firstName ?? 'Rhea'} Visitor`,
      );
      return sent[0]!.text;
    };
    const rhea = await db()
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', 'rhea@example.com')
      .executeTakeFirstOrThrow();
    const requests = async () =>
      (
        await db()
          .selectFrom('account_requests')
          .select('app_type')
          .where('user_id', '=', rhea.id)
          .orderBy('app_type')
          .execute()
      ).map((r) => r.app_type);
    const statusOn = async (appType: string) =>
      (
        (await advisor.get(`${clientApiPaths.clientList}?q=rhea&appType=${appType}`, asApp())).json().data
          .results as ClientRow[]
      ).map((r) => r.status);

    // Requested for Password Guru, now asking for Documents Guru: recorded, Requested on both screens.
    const both = await ask('RHEA@example.com', 'documentvault', {
      firstName: 'Someone',
      phoneNumber: '+44 7400 123456',
    });
    expect(both).toContain(
      'already known to your firm: it belongs to a client whose status in Client Management is Requested.',
    );
    expect(both).toContain('listed with the status Requested in Client Management of Documents Guru');
    expect(both).toContain('Mobile phone: +447400123456');
    expect(await requests()).toEqual(['documentvault', 'passwordguru']);
    expect([await statusOn('passwordguru'), await statusOn('documentvault')]).toEqual([
      ['Requested'],
      ['Requested'],
    ]);
    // The known row keeps its own data: the visitor may not be the person.
    expect(
      await db()
        .selectFrom('users')
        .select(['first_name', 'phone_number'])
        .where('id', '=', rhea.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      first_name: 'Rhea',
      phone_number: '+12015550188',
    });
    // The same request again: told again, nothing new recorded.
    expect(await ask('rhea@example.com', 'documentvault')).toContain('Client Management of Documents Guru');
    expect(await requests()).toEqual(['documentvault', 'passwordguru']);

    // An active client who has the app, and one who lacks it: told, not recorded.
    const hasIt = await ask('CASEY@example.com', 'documentvault');
    expect(hasIt).toContain('whose status in Client Management is Active.');
    expect(hasIt).toContain('This person already has access to Documents Guru. No request was recorded.');
    await db()
      .deleteFrom('user_apps')
      .where('user_id', '=', casey.id)
      .where('app_type', '=', 'documentvault')
      .execute();
    expect(await ask('casey@example.com', 'documentvault')).toContain(
      'This person does not have Documents Guru yet.',
    );
    expect(
      await db().selectFrom('account_requests').select('user_id').where('user_id', '=', casey.id).execute(),
    ).toEqual([]);

    // A person invited to the app (Pending there): told so. Staff: told so.
    await insertInviteRow(t.app, { firmId, email: 'rhea@example.com', appType: 'passwordguru' });
    expect(await ask('rhea@example.com', 'passwordguru')).toContain(
      'An invitation to Password Guru is already open',
    );
    expect(await ask('ada@example.com', 'passwordguru')).toContain(
      'it belongs to a staff account of your firm.\n\nNo request was recorded.',
    );
    expect(
      await db().selectFrom('users').select('id').where('email_key', '=', 'rhea@example.com').execute(),
    ).toHaveLength(1);
  });

  it('takes requests for the document vault too, phone optional', async () => {
    const res = await new TestClient(t.app).post(
      clientApiPaths.requestUserDocumentsApp,
      body({ email: 'dan@example.com', phoneNumber: null, relationship: messages.relationshipVisitor }),
    );
    expect(res.json().data.status).toBe('success');
    const row = await db()
      .selectFrom('users')
      .select(['id', 'phone_number'])
      .where('email_key', '=', 'dan@example.com')
      .executeTakeFirstOrThrow();
    expect(row.phone_number).toBe('');
    const request = await db()
      .selectFrom('account_requests')
      .selectAll()
      .where('user_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({
      app_type: 'documentvault',
      relationship: 'I am a new visitor to this website',
    });
    expect((await mails())[0]!.text).toContain('Documents Guru');
  });

  it('refuses bad input with the seed messages', async () => {
    const c = new TestClient(t.app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: '' }, messages.inputRequiredData],
      [{ lastName: undefined }, messages.inputRequiredData],
      [{ email: 'not-an-email' }, messages.inputRequiredData],
      [{ relationship: 'I am a robot' }, messages.selectRelationship],
      [{ relationship: undefined }, messages.selectRelationship],
      [{ phoneNumber: 'abc' }, messages.phoneInvalid],
    ];
    for (const [over, message] of cases) {
      const res = await c.post(
        clientApiPaths.requestUserPasswordApp,
        body({ email: 'x@example.com', ...over }),
      );
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.message, JSON.stringify(over)).toBe(message);
    }
    expect(
      await db().selectFrom('users').select('id').where('email_key', '=', 'x@example.com').execute(),
    ).toEqual([]);
    for (const relationship of [messages.relationshipClient, messages.relationshipReferral]) {
      const res = await c.post(
        clientApiPaths.requestUserPasswordApp,
        body({ email: `${relationship.length}@example.com`, relationship }),
      );
      expect(res.statusCode).toBe(200);
    }
    expect(
      (
        await new TestClient(t.app, 'nowhere.localhost').post(clientApiPaths.requestUserPasswordApp, body())
      ).json().error.code,
    ).toBe('UNKNOWN_FIRM');
  });

  it('is rate-limited', async () => {
    const limited = await createTestApp(dialect, { authRateLimitPerMinute: 3 });
    try {
      await createFirm(limited.app, 'demo');
      const c = new TestClient(limited.app);
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push(
          (await c.post(clientApiPaths.requestUserPasswordApp, body({ email: `r${i}@example.com` })))
            .statusCode,
        );
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
