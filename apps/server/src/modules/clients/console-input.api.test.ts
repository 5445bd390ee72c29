import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPathWithId, beClientPaths, clientApiPaths } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { createFirm, createTestApp, createTestUser, type TestApp } from '../../test/test-app.js';
import { TestClient } from '../../test/http-client.js';
import { asApp, signInStaff } from '../../test/fixtures/clients.js';

/** Every Client Management, invite, sign-up and request route answers bad input with a 4xx envelope. */
describe.each(testDialects())('console routes and bad input on %s', (dialect) => {
  let t: TestApp;
  let advisor: TestClient;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const firmId = await createFirm(t.app, 'demo');
    const alex = await createTestUser(t.app, { firmId, username: 'alex', role: 'advisor' });
    clientId = (await createTestUser(t.app, { firmId, username: 'casey' })).id;
    advisor = await signInStaff(t.app, alex);
  });
  afterAll(() => t.close());

  it('never answers 5xx', async () => {
    const bodies: unknown[] = [
      undefined,
      null,
      'x',
      42,
      [],
      {},
      { ids: 'x' },
      { email: 5 },
      { emails: [1] },
      { code: {} },
      { userId: '../x' },
    ];
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
      ['PUT', clientApiPaths.clientsDisabled],
      ['PUT', apiPathWithId(clientApiPaths.clientDisabled, clientId)],
      ['POST', apiPathWithId(clientApiPaths.clientResetPassword, clientId)],
      ['PUT', clientApiPaths.clientNotification],
      ['POST', clientApiPaths.senderSendVerify],
      ['PUT', clientApiPaths.invite],
      ['POST', clientApiPaths.inviteSecondUser],
      ['POST', clientApiPaths.deleteSecondUser],
      ['POST', clientApiPaths.disableSecondUser],
      ['POST', clientApiPaths.inviteCodeInfo],
      ['POST', beClientPaths.verifySenderEmail],
      ['POST', clientApiPaths.signup],
      ['POST', clientApiPaths.acceptInvite],
      ['POST', clientApiPaths.requestUserPasswordApp],
      ['POST', clientApiPaths.requestUserDocumentsApp],
    ];
    for (const who of [advisor, new TestClient(t.app)]) {
      for (const [method, url] of routes) {
        for (const body of bodies) {
          const res = await who.request(method, url, body === null ? undefined : body, {
            'content-type': 'application/json',
            ...asApp(),
          });
          expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json().error.code).toEqual(expect.any(String));
        }
      }
      const queries = [
        '',
        '?limit=abc',
        '?offset=1e99',
        '?orderBy[]=x',
        '?ids=,,,',
        '?q[a]=1',
        '?code=',
        '?email=@',
        '?mainUserId=1',
        '?token=',
      ];
      for (const path of [
        clientApiPaths.clientList,
        clientApiPaths.clientExport,
        clientApiPaths.senderStatus,
        clientApiPaths.inviteCodeInfo,
        clientApiPaths.secondUsers,
        beClientPaths.verifySenderEmail,
        beClientPaths.providerFirmClients.replace(':firmId', 'nope'),
      ]) {
        for (const q of queries) {
          const res = await who.get(`${path}${q}`, asApp());
          expect(res.statusCode, `${path}${q}`).toBeLessThan(500);
        }
      }
    }
  });
});
