import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beClientPaths, clientApiPaths, type ClientRow } from '@guru/shared';
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
import {
  asApp,
  insertAccountRequest,
  insertClients,
  insertInviteRow,
  signInStaff,
} from '../../test/fixtures/clients.js';

const list = clientApiPaths.clientList;
const names = (res: { json(): { data: { results: ClientRow[] } } }) =>
  res.json().data.results.map((r) => r.fullName);
const day = (n: number) => new Date(Date.UTC(2025, 0, n)).toISOString();

describe.each(testDialects())('client list on %s', (dialect) => {
  let t: TestApp;
  let firmId: string;
  let otherFirmId: string;
  let advisor: TestClient;
  let otherAdvisor: TestClient;
  let casey: TestUser;
  let provider: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    otherFirmId = await createFirm(t.app, 'other', 'Other Advisors');
    const alex = await createTestUser(t.app, { firmId, username: 'alex', role: 'advisor' });
    const olga = await createTestUser(t.app, { firmId: otherFirmId, username: 'olga', role: 'advisor' });
    casey = await createTestUser(t.app, { firmId, username: 'casey' });
    provider = await createTestUser(t.app, { firmId: null, username: 'pat', role: 'provider' });
    await t.app.guru.db.kysely
      .updateTable('users')
      .set({ created_at: day(1) })
      .where('id', '=', casey.id)
      .execute();
    const ids = await insertClients(t.app, firmId, [
      { first: 'Zoe', last: 'Adams', email: 'zoe@example.com', createdAt: day(2), lastLoginAt: day(20) },
      {
        first: 'adam',
        last: 'Zed',
        email: 'ADAM.Z@Example.com',
        createdAt: day(3),
        lastLoginAt: day(10),
        apps: ['documentvault'],
      },
      {
        first: 'Ben_Carter',
        last: 'Jones',
        email: 'ben@example.com',
        createdAt: day(4),
        apps: ['passwordguru'],
      },
      {
        first: 'Pia',
        last: '100% Sure',
        email: 'pia@example.com',
        createdAt: day(5),
        apps: ['passwordguru'],
      },
      { first: 'Dora', last: 'Disabled', email: 'dora@example.com', status: 'disabled', createdAt: day(6) },
      { first: 'Rita', last: 'Requested', email: 'rita@example.com', status: 'requested', createdAt: day(7) },
      { first: 'Pete', last: 'Pending', email: 'pete@example.com', status: 'pending', createdAt: day(8) },
      { first: 'Sam', last: 'Second', email: 'sam@example.com', roleId: 4, createdAt: day(9) },
    ]);
    // Rita asked for Password Guru; Pete was invited to Documents Guru.
    await insertAccountRequest(t.app, firmId, ids[5]!, 'passwordguru');
    await insertInviteRow(t.app, { firmId, email: 'pete@example.com', appType: 'documentvault' });
    await insertClients(t.app, otherFirmId, [{ first: 'Otto', last: 'Other', email: 'otto@example.com' }]);
    advisor = await signInStaff(t.app, alex);
    otherAdvisor = await signInStaff(t.app, olga, 'other.localhost');
  });
  afterAll(() => t.close());

  it("lists the firm's clients (role 3) newest first, without the disabled ones, with the folder flag", async () => {
    const res = await advisor.get(list, asApp());
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(7);
    expect(data.hasDisabled).toBe(true);
    expect(names(res)).toEqual([
      'Pete Pending',
      'Rita Requested',
      'Pia 100% Sure',
      'Ben_Carter Jones',
      'adam Zed',
      'Zoe Adams',
      'Test casey',
    ]);
    const zoe = data.results.find((r: ClientRow) => r.email === 'zoe@example.com');
    expect(zoe).toEqual({
      id: expect.any(String),
      firstName: 'Zoe',
      lastName: 'Adams',
      fullName: 'Zoe Adams',
      email: 'zoe@example.com',
      createdAt: day(2),
      lastLogged: day(20),
      status: 'Active',
      enableFANotification: true,
      roleId: 3,
      negOwnerId: null,
    });
    expect(data.results.map((r: ClientRow) => r.status)).toEqual([
      'Pending',
      'Requested',
      'Active',
      'Active',
      'Active',
      'Active',
      'Active',
    ]);
  });

  it('opens the "Disabled Users" folder with isDisabled=true', async () => {
    const res = await advisor.get(`${list}?isDisabled=true`, asApp());
    expect(names(res)).toEqual(['Dora Disabled']);
    expect(res.json().data.total).toBe(1);
    expect(names(await advisor.get(`${list}?status=requested`, asApp()))).toEqual(['Rita Requested']);
  });

  it('searches names and e-mails case-insensitively, wildcards taken literally', async () => {
    expect(names(await advisor.get(`${list}?q=ADAM`, asApp())).sort()).toEqual(['Zoe Adams', 'adam Zed']);
    expect(names(await advisor.get(`${list}?q=example.COM&limit=-1`, asApp()))).toHaveLength(7);
    expect(names(await advisor.get(`${list}?q=zoe%20adams`, asApp()))).toEqual(['Zoe Adams']);
    expect(names(await advisor.get(`${list}?q=_`, asApp()))).toEqual(['Ben_Carter Jones']);
    expect(names(await advisor.get(`${list}?q=%25`, asApp()))).toEqual(['Pia 100% Sure']);
    expect(names(await advisor.get(`${list}?q=%5C`, asApp()))).toEqual([]);
    expect(names(await advisor.get(`${list}?q=otto`, asApp()))).toEqual([]);
    const search = (await advisor.get(`${list}?q=a&limit=2`, asApp())).json().data;
    expect(search.results).toHaveLength(2);
    expect(search.total).toBeGreaterThan(2);
  });

  it('sorts by every column both ways and pages through the rows', async () => {
    expect(names(await advisor.get(`${list}?orderBy=name&limit=3`, asApp()))).toEqual([
      'adam Zed',
      'Ben_Carter Jones',
      'Pete Pending',
    ]);
    expect(names(await advisor.get(`${list}?orderBy=-name&limit=2`, asApp()))).toEqual([
      'Zoe Adams',
      'Test casey',
    ]);
    expect(names(await advisor.get(`${list}?orderBy=email&limit=2`, asApp()))).toEqual([
      'adam Zed',
      'Ben_Carter Jones',
    ]);
    expect(names(await advisor.get(`${list}?orderBy=createdAt&limit=2`, asApp()))).toEqual([
      'Test casey',
      'Zoe Adams',
    ]);
    expect(names(await advisor.get(`${list}?orderBy=-lastLogged&limit=2`, asApp()))).toEqual([
      'Zoe Adams',
      'adam Zed',
    ]);
    const ascLogin = names(await advisor.get(`${list}?orderBy=lastLogged&limit=-1`, asApp()));
    expect(ascLogin.slice(-2)).toEqual(['adam Zed', 'Zoe Adams']);
    const byStatus = (await advisor.get(`${list}?orderBy=-status&limit=-1`, asApp()))
      .json()
      .data.results.map((r: ClientRow) => r.status);
    expect(byStatus).toEqual(['Requested', 'Pending', 'Active', 'Active', 'Active', 'Active', 'Active']);
    const page2 = await advisor.get(`${list}?orderBy=name&offset=3&limit=3`, asApp());
    expect(names(page2)).toEqual(['Pia 100% Sure', 'Rita Requested', 'Test casey']);
    expect(page2.json().data.total).toBe(7);
    expect(names(await advisor.get(`${list}?orderBy=name&offset=6&limit=-1`, asApp()))).toEqual([
      'Zoe Adams',
    ]);
  });

  it('filters by app: clients with access to it, Requested rows that asked for it, Pending rows invited to it', async () => {
    const docs = names(await advisor.get(`${list}?appType=documentvault&limit=-1`, asApp()));
    expect(docs.sort()).toEqual(['Pete Pending', 'Test casey', 'adam Zed']);
    const passwords = names(await advisor.get(`${list}?appType=passwordguru&limit=-1`, asApp()));
    expect(passwords.sort()).toEqual(['Ben_Carter Jones', 'Pia 100% Sure', 'Rita Requested', 'Test casey']);
    expect((await advisor.get(`${list}?appType=passwordguru`, asApp())).json().data.total).toBe(4);
    expect(names(await advisor.get(`${list}?appType=passwordguru&status=pending`, asApp()))).toEqual([]);
    expect(names(await advisor.get(`${list}?appType=documentvault&status=pending`, asApp()))).toEqual([
      'Pete Pending',
    ]);
  });

  it("shows a person without an account on each app as that app's request or invite says", async () => {
    // Remy asked for both apps and was then invited to Documents Guru (the row became Pending).
    const [remy] = await insertClients(t.app, firmId, [
      { first: 'Remy', last: 'Both', email: 'remy@example.com', status: 'pending' },
    ]);
    await insertAccountRequest(t.app, firmId, remy!, 'passwordguru');
    await insertAccountRequest(t.app, firmId, remy!, 'documentvault');
    await insertInviteRow(t.app, { firmId, email: 'Remy@Example.com', appType: 'documentvault' });
    // A used invite, and an invite of Remy as somebody's second user, make no row Pending.
    await insertInviteRow(t.app, {
      firmId,
      email: 'remy@example.com',
      appType: 'passwordguru',
      usedAt: day(9),
    });
    await insertInviteRow(t.app, {
      firmId,
      email: 'remy@example.com',
      appType: 'passwordguru',
      clientId: casey.id,
    });
    const statusOn = async (appType: string) =>
      (
        (await advisor.get(`${list}?appType=${appType}&q=remy`, asApp())).json().data.results as ClientRow[]
      ).map((r) => r.status);
    expect(await statusOn('documentvault')).toEqual(['Pending']);
    expect(await statusOn('passwordguru')).toEqual(['Requested']);
    expect(names(await advisor.get(`${list}?appType=passwordguru&status=requested&q=remy`, asApp()))).toEqual(
      ['Remy Both'],
    );
    const byStatus = (
      await advisor.get(`${list}?appType=passwordguru&orderBy=-status&limit=2`, asApp())
    ).json().data.results as ClientRow[];
    expect(byStatus.map((r) => r.status)).toEqual(['Requested', 'Requested']);
    expect(
      ((await advisor.get(`${list}?q=remy`, asApp())).json().data.results as ClientRow[]).map(
        (r) => r.status,
      ),
    ).toEqual(['Pending']);
    await t.app.guru.db.kysely.deleteFrom('users').where('id', '=', remy!).execute();
  });

  it('shows the "Disabled Users" folder of an app only when a disabled client has that app', async () => {
    // Dora, the only disabled client, has access to no app.
    expect((await advisor.get(`${list}?appType=documentvault`, asApp())).json().data.hasDisabled).toBe(false);
    expect(
      (await advisor.get(`${list}?appType=passwordguru&isDisabled=true`, asApp())).json().data,
    ).toMatchObject({ total: 0, hasDisabled: false });
    expect((await advisor.get(list, asApp())).json().data.hasDisabled).toBe(true);
  });

  it('refuses bad queries with a 400', async () => {
    for (const q of [
      'limit=0',
      'limit=-2',
      'orderBy=password',
      'offset=-1',
      'isDisabled=yes',
      `q=${'x'.repeat(300)}`,
    ]) {
      const res = await advisor.get(`${list}?${q}`, asApp());
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('keeps each advisor in their own firm and refuses everybody else', async () => {
    expect(names(await otherAdvisor.get(list, asApp()))).toEqual(['Otto Other']);
    expect((await new TestClient(t.app).get(list)).statusCode).toBe(401);
    const asClient = await signInClient(t.app, casey, 'passwordguru');
    expect((await asClient.get(list, asApp())).statusCode).toBe(403);
    const asProvider = await signInStaff(t.app, provider);
    expect((await asProvider.get(list, asApp())).statusCode).toBe(403);
    // An advisor's cookie at another firm's host is no session there.
    const elsewhere = new TestClient(t.app, 'other.localhost');
    advisor.cookiesTo(elsewhere);
    expect((await elsewhere.get(list, asApp())).statusCode).toBe(401);
  });

  it('uses the session of the app named by x-app-type, else the cookie the browser has', async () => {
    expect((await advisor.get(list)).statusCode).toBe(200);
    expect((await advisor.get(list, asApp('documentvault'))).statusCode).toBe(401);
  });

  it("shows the provider a firm's clients with masked names and e-mails, and nobody else", async () => {
    const url = beClientPaths.providerFirmClients.replace(':firmId', firmId);
    const asProvider = await signInStaff(t.app, provider);
    const res = await asProvider.get(`${url}?limit=-1&orderBy=createdAt`, asApp());
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(7);
    expect(data.hasDisabled).toBe(true);
    const plain = (await advisor.get(`${list}?limit=-1&orderBy=createdAt`, asApp())).json().data
      .results as ClientRow[];
    const masked = data.results
      .flatMap((r: ClientRow) => [r.firstName, r.lastName, r.fullName, r.email])
      .join(' ');
    for (const row of plain) {
      // A random 30-character mask may hold a 3-letter name by chance, so short values are only compared whole.
      const secrets = [row.firstName, row.lastName, row.fullName, row.email];
      for (const secret of secrets.filter((s) => s.length >= 8)) expect(masked).not.toContain(secret);
      expect(masked.split(' ')).not.toContain(row.firstName);
      expect(masked.split(' ')).not.toContain(row.lastName);
    }
    data.results.forEach((row: ClientRow, i: number) => {
      expect(row.id).toBe(plain[i]!.id);
      expect(row.status).toBe(plain[i]!.status);
      for (const field of [row.firstName, row.lastName, row.fullName, row.email])
        expect(field).toMatch(/^[A-Za-z0-9_-]{30}$/);
    });
    const again = (await asProvider.get(`${url}?limit=-1&orderBy=createdAt`, asApp())).json().data;
    expect(again.results[0].email).toBe(data.results[0].email);
    expect(data.results[0].email).not.toBe(data.results[1].email);
    expect((await asProvider.get(`${url}?orderBy=name`, asApp())).statusCode).toBe(400);
    expect(
      (
        await asProvider.get(
          beClientPaths.providerFirmClients.replace(':firmId', crypto.randomUUID()),
          asApp(),
        )
      ).statusCode,
    ).toBe(404);
    expect((await advisor.get(url, asApp())).statusCode).toBe(403);
    expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
  });
});
