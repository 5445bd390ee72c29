import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BE_API_PREFIX,
  auditApiPaths,
  clientApiPaths,
  documentsApiPaths,
  ErrorCode,
  subscriptionApiPaths as p,
  subscriptionMessages,
  subscriptionWebRoutes,
  formatMessage,
  teamApiPaths,
  type Team,
} from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { trailEvents } from '../../test/audit.js';
import { TestClient } from '../../test/http-client.js';
import { createFirm, createTestApp, createTestUser, type TestApp } from '../../test/test-app.js';
import { asApp, signInStaff } from '../../test/fixtures/clients.js';
import { hostOf, mailsTo, signInTotpAt, tokenIn } from '../../test/fixtures/subscriptions.js';
import { staffLoginFields } from '../../test/new-login.js';

const team = `${BE_API_PREFIX}${teamApiPaths.team}`;
const invite = `${BE_API_PREFIX}${teamApiPaths.invite}`;
const accessReview = `${BE_API_PREFIX}${teamApiPaths.accessReview}`;

describe.each(testDialects())('staff of the firm (ADR 0051) on %s', (dialect) => {
  let t: TestApp;
  let firmId: string;
  let advisor: TestClient;
  let staff: TestClient;
  let staffId: string;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    const alex = await createTestUser(t.app, { firmId, username: 'alex', role: 'advisor' });
    clientId = (await createTestUser(t.app, { firmId, username: 'casey' })).id;
    advisor = await signInStaff(t.app, alex);
  });
  afterAll(() => t.close());

  it('an advisor invites a staff member, who sets up a sign-in from the e-mail and signs in with an authenticator code and PIN', async () => {
    const body = { firstName: 'Sol', lastName: 'Staff', email: 'sol@example.com', role: 'staff' };
    expect((await advisor.post(invite, body, asApp())).statusCode).toBe(200);
    const [mail] = await mailsTo(t.app, 'sol@example.com');
    expect(mail?.subject).toBe(
      formatMessage(subscriptionMessages.staffInviteSubject, { firm: 'Demo Wealth Partners' }),
    );
    const token = tokenIn(mail?.text ?? '', subscriptionWebRoutes.advisorSetup);
    const site = new TestClient(t.app, hostOf('demo'));
    const salts = (await site.post(p.advisorInviteSalts, { token, username: 'sol' })).json().data;
    const accepted = await site.post(p.advisorInvite, {
      token,
      username: 'sol',
      ...(await staffLoginFields('Sol!2026x', salts)),
      pinCode: '2468',
      phoneNumber: '(201) 555-0177',
    });
    expect(accepted.statusCode).toBe(200);
    const row = await t.app.guru.repos.users.findForLogin(firmId, 'sol', false);
    expect(row).toMatchObject({ role_id: 7, scope: 'admin', status: 'active' });
    staffId = row?.id ?? '';
    staff = await signInTotpAt(
      t.app,
      {
        id: staffId,
        username: 'sol',
        email: 'sol@example.com',
        password: 'Sol!2026x',
        pin: '2468',
        phone: '',
      },
      hostOf('demo'),
    );
    const members = ((await advisor.get(team, asApp())).json().data as Team).members;
    expect(members.find((m) => m.email === 'sol@example.com')).toMatchObject({
      role: 'staff',
      status: 'active',
    });
    const [event] = await trailEvents(t.app, firmId, 'team.member_invited');
    expect(event?.detail).toMatchObject({ email: 'sol@example.com', role: 'staff' });
  });

  it('staff use Client Management and the clients’ documents', async () => {
    const list = await staff.get(`${clientApiPaths.clientList}?appType=documentvault`, asApp());
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json().data)).toContain('casey@example.com');
    const docs = await staff.get(`${documentsApiPaths.list}?clientId=${clientId}&limit=-1`, asApp());
    expect(docs.statusCode).toBe(200);
  });

  it('staff are refused billing, branding, the team, the access review and the audit trail (403)', async () => {
    for (const [method, url, body] of [
      ['GET', p.subscription, undefined],
      ['POST', p.checkout, { planId: 'all-in-one' }],
      ['GET', p.branding, undefined],
      ['PUT', p.branding, { name: 'Renamed by staff' }],
      ['DELETE', p.brandingLogo, undefined],
      ['GET', team, undefined],
      ['POST', invite, { firstName: 'A', lastName: 'B', email: 'a@example.com', role: 'advisor' }],
      ['GET', accessReview, undefined],
      ['GET', `${BE_API_PREFIX}${auditApiPaths.list}`, undefined],
    ] as const) {
      const res = await staff.request(method, url, body, asApp());
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.app.guru.repos.firms.findById(firmId))?.name).toBe('Demo Wealth Partners');
  });

  it('an advisor disables a staff member in one click: their session ends at its next call', async () => {
    const res = await advisor.request(
      'PUT',
      `${BE_API_PREFIX}${teamApiPaths.memberDisabled.replace(':userId', staffId)}`,
      { isDisabled: true },
      asApp(),
    );
    expect(res.statusCode).toBe(200);
    const after = await staff.get(`${clientApiPaths.clientList}?appType=documentvault`, asApp());
    expect(after.statusCode).toBe(403);
    expect(after.json().error.code).toBe(ErrorCode.ACCOUNT_DISABLED);
  });
});
