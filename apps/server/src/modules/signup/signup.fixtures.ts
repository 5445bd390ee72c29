import type { FastifyInstance } from 'fastify';
import { createVaultKeys, protectUserKey } from '@guru/vault-crypto';
import {
  clientApiPaths,
  normalizePhone,
  pinResetApiPaths,
  type AppType,
  type NewLoginSalts,
} from '@guru/shared';
import { TestClient } from '../../test/http-client.js';
import { latestSmsCode } from '../../test/sign-in.js';
import { deriveCached } from '../../test/test-app.js';
import type { AppContext } from '../../app-context.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { SignupService } from './signup.service.js';

export interface BrowserSignup {
  body: Record<string, unknown>;
  wrapKey: Uint8Array;
  userKey: Uint8Array;
  password: string;
  pin: string;
  /** The phone as the server stores it (E.164). */
  phone: string;
}

/** The salts of a sign-up's two names, as the screen gets them: prelogin of each at the firm's host (ADR 0022). */
export async function signupSalts(
  client: TestClient,
  username: string,
  email: string,
): Promise<NewLoginSalts> {
  const pre = async (name: string) =>
    (await client.post('/auth/prelogin', { username: name })).json().data as {
      kdf: NewLoginSalts['kdf'];
      salt: string;
    };
  const [byUsername, byEmail] = [await pre(username), await pre(email)];
  return { kdf: byUsername.kdf, usernameSalt: byUsername.salt, emailSalt: byEmail.salt };
}

/**
 * What the sign-up screen sends: keys derived and made in the "browser" with vault-crypto, one
 * credential per login name (ADR 0022), with the salts of `at` (a client at the firm's host, whose
 * prelogin answers them, or the salts themselves).
 */
export async function browserSignup(
  v: {
    code: string;
    email: string;
    username: string;
    appType?: AppType;
    password?: string;
    at: TestClient | NewLoginSalts;
  },
  overrides: Record<string, unknown> = {},
): Promise<BrowserSignup> {
  const password = v.password ?? 'Signup!2026';
  const salts = v.at instanceof TestClient ? await signupSalts(v.at, v.username, v.email) : v.at;
  const { authKeyB64, wrapKey } = await deriveCached(password, salts.usernameSalt);
  const byEmail = await deriveCached(password, salts.emailSalt);
  const keys = await createVaultKeys(wrapKey);
  const body = {
    firstName: 'Nina',
    lastName: 'New',
    username: v.username,
    email: v.email,
    authKey: authKeyB64,
    kdfSalt: salts.usernameSalt,
    kdfParams: { ...salts.kdf },
    emailLogin: {
      kdfSalt: salts.emailSalt,
      authKey: byEmail.authKeyB64,
      protectedUserKey: await protectUserKey(byEmail.wrapKey, keys.userKey),
    },
    pinCode: '2468',
    phoneNumber: '(201) 555-0147',
    recoverPhoneNumber: '',
    protectedUserKey: keys.protectedUserKey,
    recoveryUserKey: keys.recoveryUserKey,
    code: v.code,
    appType: v.appType ?? 'passwordguru',
    ...overrides,
  };
  return { body, wrapKey, userKey: keys.userKey, password, pin: '2468', phone: '+12015550147' };
}

/** Invites whose phone this test run already confirmed (a confirmation lasts 30 minutes; sends are limited). */
const confirmed = new WeakMap<FastifyInstance, Set<string>>();

/**
 * What the sign-up screen does before creating the account: a code to the typed cell phone, read
 * from the outbox, and back. Skipped when the number is not one (the sign-up then refuses it).
 */
export async function confirmSignupPhone(
  app: FastifyInstance,
  client: TestClient,
  body: Record<string, unknown>,
): Promise<void> {
  const phoneNumber = String(body.phoneNumber ?? '');
  const phone = normalizePhone(phoneNumber);
  if (!phone) return;
  const key = `${client.host} ${String(body.code)} ${phone}`;
  const done = confirmed.get(app) ?? new Set<string>();
  confirmed.set(app, done);
  if (done.has(key)) return;
  const input = { code: body.code, phoneNumber, appType: body.appType };
  const sent = await client.post(pinResetApiPaths.signupPhoneCode, input);
  if (sent.statusCode !== 200) return;
  const verified = await client.post(pinResetApiPaths.signupPhoneVerify, {
    ...input,
    smsCode: await latestSmsCode(app, phone),
  });
  if (verified.statusCode !== 200) throw new Error(`phone confirmation failed: ${verified.body}`);
  done.add(key);
}

/** The sign-up as the screen sends it: the phone confirmed first, then the account. */
export async function postSignup(app: FastifyInstance, client: TestClient, body: Record<string, unknown>) {
  await confirmSignupPhone(app, client, body);
  return client.post(clientApiPaths.signup, body);
}

/** The same confirmation through the service (service tests): a code sent, read from the outbox, given back. */
export async function confirmSignupPhoneInService(
  ctx: AppContext,
  service: SignupService,
  firm: FirmSummary,
  body: Record<string, unknown>,
): Promise<void> {
  const phone = normalizePhone(String(body.phoneNumber ?? ''));
  const input = {
    code: String(body.code),
    phoneNumber: String(body.phoneNumber ?? ''),
    appType: body.appType as AppType,
  };
  await service.phone.sendCode(firm, input);
  const sms = (await ctx.repos.outbox.list()).find((m) => m.channel === 'sms' && m.to === phone);
  const smsCode = sms?.text.match(/\b(\d{6})\b/)?.[1];
  if (!smsCode) throw new Error(`no SMS code for ${phone}`);
  await service.phone.verify(firm, { ...input, smsCode });
}
