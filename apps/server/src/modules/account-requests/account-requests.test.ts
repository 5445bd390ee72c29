import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientApiPaths, messages, type ClientRow } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { createFirm, createTestApp, createTestUser, type TestApp } from '../../test/test-app.js';
import { TestClient } from '../../test/http-client.js';
import { passwordStep } from '../../test/sign-in.js';
import { asApp, signInStaff } from '../clients/clients.fixtures.js';

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

  const db = () => t.app.guru.db.kysely;
  const mails = async () => (await t.app.guru.repos.outbox.list()).filter((m) => m.channel === 'email');

  beforeAll(async () => {
    t = await createTestApp(dialect);
    firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    const otherFirmId = await createFirm(t.app, 'other', 'Other Advisors');
    const alex = await createTestUser(t.app, { firmId, username: 'alex', role: 'advisor' });
    await createTestUser(t.app, { firmId, username: 'ada', role: 'advisor' });
    await createTestUser(t.app, { firmId: otherFirmId, username: 'olga', role: 'advisor' });
    await createTestUser(t.app, { firmId, username: 'casey' });
    advisor = await signInStaff(t.app, alex);
  });
  afterAll(() => t.close());

  it('records a Requested client without credentials and tells the firm\'s advisors', async () => {
    const anonymous = new TestClient(t.app);
    const preBefore = (await anonymous.post('/auth/prelogin', { username: 'rhea@example.com' })).json().data;
    const res = await anonymous.post(clientApiPaths.requestUserPasswordApp, body());
    expect(res.json()).toEqual({ data: { status: 'success' } });

    const row = await db().selectFrom('users').selectAll().where('email_key', '=', 'rhea@example.com').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ firm_id: firmId, role_id: 3, status: 'requested', phone_number: '+12015550188', pin_hash: null, protected_user_key: null });
    expect(await db().selectFrom('user_apps').selectAll().where('user_id', '=', row.id).execute()).toEqual([]);
    const request = await db().selectFrom('account_requests').selectAll().where('user_id', '=', row.id).executeTakeFirstOrThrow();
    expect(request).toMatchObject({ firm_id: firmId, app_type: 'passwordguru', relationship: 'I am a relative of a client' });
    const listed = (await advisor.get(`${clientApiPaths.clientList}?q=rhea`, asApp())).json().data.results as ClientRow[];
    expect(listed.map((r) => [r.fullName, r.status])).toEqual([['Rhea Visitor', 'Requested']]);

    const sent = await mails();
    expect(sent.map((m) => m.to).sort()).toEqual(['ada@example.com', 'alex@example.com']);
    expect(sent[0]!.subject).toBe('New account request: Rhea Visitor');
    expect(sent[0]!.text).toContain('I am a relative of a client');
    expect(sent[0]!.text).toContain('Password Guru');

    // Nobody signs in with it, and prelogin says what it said before the row existed.
    expect((await anonymous.post('/auth/prelogin', { username: 'rhea@example.com' })).json().data).toEqual(preBefore);
    const login = await passwordStep(anonymous, { id: row.id, username: 'rhea@example.com', password: 'Whatever!2026', pin: '1234', phone: '' }, 'passwordguru');
    expect(login.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('answers a known e-mail the same way, without a second row or mail', async () => {
    const before = (await mails()).length;
    for (const email of ['rhea@example.com', 'CASEY@example.com']) {
      const res = await new TestClient(t.app).post(clientApiPaths.requestUserDocumentsApp, body({ email }));
      expect(res.json()).toEqual({ data: { status: 'success' } });
    }
    expect(await db().selectFrom('users').select('id').where('email_key', '=', 'rhea@example.com').execute()).toHaveLength(1);
    expect((await mails()).length).toBe(before);
  });

  it('takes requests for the document vault too, phone optional', async () => {
    const res = await new TestClient(t.app).post(
      clientApiPaths.requestUserDocumentsApp,
      body({ email: 'dan@example.com', phoneNumber: null, relationship: messages.relationshipVisitor }),
    );
    expect(res.json().data.status).toBe('success');
    const row = await db().selectFrom('users').select(['id', 'phone_number']).where('email_key', '=', 'dan@example.com').executeTakeFirstOrThrow();
    expect(row.phone_number).toBe('');
    const request = await db().selectFrom('account_requests').selectAll().where('user_id', '=', row.id).executeTakeFirstOrThrow();
    expect(request).toMatchObject({ app_type: 'documentvault', relationship: 'I am a new visitor to this website' });
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
      const res = await c.post(clientApiPaths.requestUserPasswordApp, body({ email: 'x@example.com', ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.message, JSON.stringify(over)).toBe(message);
    }
    expect(await db().selectFrom('users').select('id').where('email_key', '=', 'x@example.com').execute()).toEqual([]);
    for (const relationship of [messages.relationshipClient, messages.relationshipReferral]) {
      const res = await c.post(clientApiPaths.requestUserPasswordApp, body({ email: `${relationship.length}@example.com`, relationship }));
      expect(res.statusCode).toBe(200);
    }
    expect((await new TestClient(t.app, 'nowhere.localhost').post(clientApiPaths.requestUserPasswordApp, body())).json().error.code).toBe('UNKNOWN_FIRM');
  });

  it('is rate-limited', async () => {
    const limited = await createTestApp(dialect, { authRateLimitPerMinute: 3 });
    try {
      await createFirm(limited.app, 'demo');
      const c = new TestClient(limited.app);
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await c.post(clientApiPaths.requestUserPasswordApp, body({ email: `r${i}@example.com` }))).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
