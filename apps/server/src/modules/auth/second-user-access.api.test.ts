import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@guru/shared';
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

describe.each(testDialects())('a second user while their client is disabled, on %s', (dialect) => {
  let t: TestApp;
  let client: TestUser;
  let helper: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const firmId = await createFirm(t.app, 'demo');
    client = await createTestUser(t.app, { firmId, username: 'owner' });
    helper = await createTestUser(t.app, { firmId, username: 'helper' });
    await t.app.guru.repos.users.update(helper.id, { role_id: 4, owner_user_id: client.id });
  });
  afterAll(() => t.close());

  const setClientStatus = (status: 'active' | 'disabled') =>
    t.app.guru.repos.users.update(client.id, { status });

  it('is signed out at the next call and refused at sign-in; restoring the client lets them back in', async () => {
    const signedIn = await signInClient(t.app, helper, 'passwordguru');
    expect((await signedIn.get('/users/currentUser')).statusCode).toBe(200);

    await setClientStatus('disabled');
    const cut = await signedIn.get('/users/currentUser');
    expect(cut.json().error).toEqual({ code: 'ACCOUNT_DISABLED', message: messages.accountDisabled });
    expect((await signedIn.get('/users/currentUser')).json().error.code).toBe('UNAUTHENTICATED');
    const refused = await passwordStep(new TestClient(t.app), helper, 'passwordguru');
    expect(refused.json().error).toEqual({ code: 'ACCOUNT_DISABLED', message: messages.accountDisabled });

    await setClientStatus('active');
    await expect(signInClient(t.app, helper, 'passwordguru')).resolves.toBeInstanceOf(TestClient);
  });
});
