import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits, pinResetApiPaths } from '@guru/shared';
import { testDialects } from '../../test/databases.js';
import { TestClient } from '../../test/http-client.js';
import { countCodeChecks, errorCodeCounts, postAtOnce } from '../../test/parallel-guesses.js';
import { latestSmsCode } from '../../test/sign-in.js';
import { createFirm, createTestApp, createTestUser, type TestApp } from '../../test/test-app.js';
import { signInStaff } from '../../test/fixtures/clients.js';
import { invite, verifySender } from '../../test/fixtures/invites.js';

describe.each(testDialects())("the sign-up's phone code under parallel guesses on %s", (dialect) => {
  let t: TestApp;
  let advisor: TestClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const firmId = await createFirm(t.app, 'demo', 'Demo Wealth Partners');
    const alex = await createTestUser(t.app, { firmId, username: 'alex', role: 'advisor' });
    advisor = await signInStaff(t.app, alex);
    await verifySender(t.app, advisor, 'alex@demo.example');
  });
  afterAll(() => t.close());

  it('takes each of 50 wrong codes sent at once before its check: exactly 5 get to the check, the rest refused, then the right code too', async () => {
    const code = await invite(t.app, advisor, 'paula@example.com');
    const input = { code, phoneNumber: '(201) 555-0171', appType: 'passwordguru' };
    expect((await new TestClient(t.app).post(pinResetApiPaths.signupPhoneCode, input)).statusCode).toBe(200);
    const right = await latestSmsCode(t.app, '+12015550171');
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');

    const {
      admitted,
      checks,
      result: answers,
    } = await countCodeChecks(t.app, 'signup-phone', () =>
      postAtOnce(t.app, pinResetApiPaths.signupPhoneVerify, { ...input, smsCode: wrong }),
    );
    expect(admitted).toBe(limits.codeMaxFailures);
    expect(checks).toBeLessThanOrEqual(limits.codeMaxFailures);
    const counts = errorCodeCounts(answers);
    expect(counts.CODE_INVALID).toBe(limits.codeMaxFailures - 1);
    expect(counts.CODE_ATTEMPTS_EXCEEDED).toBe(answers.length - (limits.codeMaxFailures - 1));

    const late = await new TestClient(t.app).post(pinResetApiPaths.signupPhoneVerify, {
      ...input,
      smsCode: right,
    });
    expect(late.json().error.code).toBe('CODE_ATTEMPTS_EXCEEDED');
  });
});
