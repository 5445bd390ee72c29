import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BE_API_PREFIX, teamApiPaths, teamMessages, type Team } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import {
  createFirm,
  createTestApp,
  createTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { TestClient } from '../../test/http-client.js';
import { passwordStep, signInClient } from '../../test/sign-in.js';
import { asApp, signInStaff } from '../../test/fixtures/clients.js';
import { trailEvents } from '../../test/audit.js';

const team = `${BE_API_PREFIX}${teamApiPaths.team}`;
const invite = `${BE_API_PREFIX}${teamApiPaths.invite}`;
const disabled = (id: string) => `${BE_API_PREFIX}${teamApiPaths.memberDisabled.replace(':userId', id)}`;

describe.each(testDialects())('the firm team on %s', (dialect) => {
  let t: TestApp;
  let firmId: string;
  let alex: TestUser;
  let blair: TestUser;
  let olga: TestUser;
  let casey: TestUser;
  let advisor: TestClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    const otherFirmId = await createFirm(t.app, 'other', 'Other Advisors');
    alex = await createTestUser(t.app, { firmId, username: 'alex', role: 'advisor' });
    blair = await createTestUser(t.app, { firmId, username: 'blair', role: 'advisor' });
    olga = await createTestUser(t.app, { firmId: otherFirmId, username: 'olga', role: 'advisor' });
    casey = await createTestUser(t.app, { firmId, username: 'casey' });
    advisor = await signInStaff(t.app, alex);
  });
  afterAll(() => t.close());

  it("lists the firm's advisors with their last sign-in, the caller marked", async () => {
    const res = await advisor.get(team, asApp());
    expect(res.statusCode).toBe(200);
    const members = (res.json().data as Team).members.sort((a, b) => a.email.localeCompare(b.email));
    expect(members.map((m) => [m.email, m.status, m.self])).toEqual([
      ['alex@example.com', 'active', true],
      ['blair@example.com', 'active', false],
    ]);
    expect(members[0]?.lastLoginAt).not.toBeNull();
    expect(members[1]?.lastLoginAt).toBeNull();
  });

  it('invites an advisor by e-mail, and the invitation is in the trail', async () => {
    const body = { firstName: 'Nora', lastName: 'New', email: 'nora.new@example.com' };
    expect((await advisor.post(invite, body, asApp())).statusCode).toBe(200);
    const mails = await t.app.guru.repos.outbox.list();
    expect(mails.some((m) => m.channel === 'email' && m.to === 'nora.new@example.com')).toBe(true);
    const [event] = await trailEvents(t.app, firmId, 'team.member_invited');
    expect(event).toMatchObject({
      actorId: alex.id,
      detail: { email: 'nora.new@example.com', role: 'advisor' },
    });
    expect((await advisor.post(invite, { ...body, email: 'not-an-email' }, asApp())).statusCode).toBe(400);
  });

  it('disables and enables another advisor in one click: a disabled advisor cannot sign in', async () => {
    expect((await advisor.request('PUT', disabled(blair.id), { isDisabled: true }, asApp())).statusCode).toBe(
      200,
    );
    expect((await passwordStep(new TestClient(t.app), blair, 'passwordguru')).statusCode).toBe(403);
    expect(
      (await advisor.request('PUT', disabled(blair.id), { isDisabled: false }, asApp())).statusCode,
    ).toBe(200);
    expect((await passwordStep(new TestClient(t.app), blair, 'passwordguru')).statusCode).toBe(200);
    const events = await trailEvents(t.app, firmId, 'team.member_status_changed');
    expect(events.map((e) => [e.subjectId, e.detail.status])).toEqual([
      [blair.id, 'disabled'],
      [blair.id, 'active'],
    ]);
  });

  it('refuses oneself, another firm’s advisor, a client, a stranger and bad ids', async () => {
    const self = await advisor.request('PUT', disabled(alex.id), { isDisabled: true }, asApp());
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(teamMessages.cannotDisableSelf);
    expect((await advisor.request('PUT', disabled(olga.id), { isDisabled: true }, asApp())).statusCode).toBe(
      404,
    );
    expect((await advisor.request('PUT', disabled(casey.id), { isDisabled: true }, asApp())).statusCode).toBe(
      404,
    );
    expect((await advisor.request('PUT', disabled('nope'), { isDisabled: true }, asApp())).statusCode).toBe(
      400,
    );
    const asClient = await signInClient(t.app, casey, 'passwordguru');
    expect((await asClient.get(team, asApp())).statusCode).toBe(403);
    expect((await new TestClient(t.app).get(team)).statusCode).toBe(401);
    const other = await signInStaff(t.app, olga, 'other.localhost');
    const theirs = (await other.get(team, asApp())).json().data as Team;
    expect(theirs.members.map((m) => m.email)).toEqual(['olga@example.com']);
  });
});
