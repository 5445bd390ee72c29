import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { loginPath, type AppType } from '@guru/shared';
import { TestClient } from './http-client.js';
import { deriveCached, type TestUser } from './test-app.js';

/** The newest SMS code sent to a phone, read from the outbox. */
export async function latestSmsCode(app: FastifyInstance, phone: string): Promise<string> {
  const messages = await app.guru.repos.outbox.list();
  const sms = messages.find((m) => m.channel === 'sms' && m.to === phone);
  const code = sms?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

export async function passwordStep(
  client: TestClient,
  user: TestUser,
  appType: AppType,
  password = user.password,
) {
  const pre = await client.post('/auth/prelogin', { username: user.username });
  const { salt } = pre.json().data as { salt: string };
  const { authKeyB64 } = await deriveCached(password, salt);
  return client.post(loginPath(appType), { username: user.username, authKey: authKeyB64, appType });
}

/** Password, SMS code, PIN: a fully signed-in client. */
export async function signInClient(
  app: FastifyInstance,
  user: TestUser,
  appType: AppType,
  host = 'localhost',
): Promise<TestClient> {
  const client = new TestClient(app, host);
  const login = await passwordStep(client, user, appType);
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const verify = await client.post('/auth/verify-code', {
    code: await latestSmsCode(app, user.phone),
    appType,
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const pin = await client.post('/auth/access-code-login', { pinCode: user.pin, appType });
  if (pin.statusCode !== 200) throw new Error(`pin failed: ${pin.body}`);
  return client;
}

export async function totpCode(secret: string, epochSeconds: number): Promise<string> {
  return generate({ secret, epoch: epochSeconds });
}

/** Password, TOTP (enrolling on first use), PIN: a signed-in advisor or provider. */
export async function signInWithTotp(
  app: FastifyInstance,
  user: TestUser,
  appType: AppType = 'passwordguru',
): Promise<TestClient> {
  const client = new TestClient(app);
  const login = await passwordStep(client, user, appType);
  const secret = login.json().data?.mfa?.enrolment?.secret as string | undefined;
  if (!secret) throw new Error(`no TOTP enrolment for ${user.username}: ${login.body}`);
  const code = await totpCode(secret, Math.floor(app.guru.clock.now().getTime() / 1000));
  const verified = await client.post('/auth/passwordapp/verifyBarCodePassword', {
    verifyCode: code,
    appType,
  });
  if (verified.statusCode !== 200) throw new Error(`TOTP failed: ${verified.body}`);
  const pin = await client.post('/auth/access-code-login', { pinCode: user.pin, appType });
  if (pin.statusCode !== 200) throw new Error(`pin failed: ${pin.body}`);
  return client;
}
