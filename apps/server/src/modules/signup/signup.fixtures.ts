import type { FastifyInstance } from 'fastify';
import { KDF_DEFAULTS, createVaultKeys } from '@guru/vault-crypto';
import { clientApiPaths, normalizePhone, pinResetApiPaths, type AppType } from '@guru/shared';
import type { TestClient } from '../../test/http-client.js';
import { latestSmsCode } from '../../test/sign-in.js';
import { deriveCached } from '../../test/test-app.js';
import type { AppContext } from '../../app-context.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { SignupService } from './signup.service.js';

/** One salt for every test sign-up, so that each password is derived once per test run. */
export const SIGNUP_SALT = 'c2lnbnVwLXNhbHQtMDAwMQ==';

export interface BrowserSignup {
  body: Record<string, unknown>;
  wrapKey: Uint8Array;
  userKey: Uint8Array;
  password: string;
  pin: string;
  /** The phone as the server stores it (E.164). */
  phone: string;
}

/** What the sign-up screen sends: keys derived and made in the "browser" with vault-crypto. */
export async function browserSignup(
  v: { code: string; email: string; username: string; appType?: AppType; password?: string },
  overrides: Record<string, unknown> = {},
): Promise<BrowserSignup> {
  const password = v.password ?? 'Signup!2026';
  const { authKeyB64, wrapKey } = await deriveCached(password, SIGNUP_SALT);
  const keys = await createVaultKeys(wrapKey);
  const body = {
    firstName: 'Nina',
    lastName: 'New',
    username: v.username,
    email: v.email,
    authKey: authKeyB64,
    kdfSalt: SIGNUP_SALT,
    kdfParams: { ...KDF_DEFAULTS },
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
export async function confirmSignupPhone(app: FastifyInstance, client: TestClient, body: Record<string, unknown>): Promise<void> {
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
  const verified = await client.post(pinResetApiPaths.signupPhoneVerify, { ...input, smsCode: await latestSmsCode(app, phone) });
  if (verified.statusCode !== 200) throw new Error(`phone confirmation failed: ${verified.body}`);
  done.add(key);
}

/** The sign-up as the screen sends it: the phone confirmed first, then the account. */
export async function postSignup(app: FastifyInstance, client: TestClient, body: Record<string, unknown>) {
  await confirmSignupPhone(app, client, body);
  return client.post(clientApiPaths.signup, body);
}

/** The same confirmation through the service (service tests): a code sent, read from the outbox, given back. */
export async function confirmSignupPhoneInService(ctx: AppContext, service: SignupService, firm: FirmSummary, body: Record<string, unknown>): Promise<void> {
  const phone = normalizePhone(String(body.phoneNumber ?? ''));
  const input = { code: String(body.code), phoneNumber: String(body.phoneNumber ?? ''), appType: body.appType as AppType };
  await service.phone.sendCode(firm, input);
  const sms = (await ctx.repos.outbox.list()).find((m) => m.channel === 'sms' && m.to === phone);
  const smsCode = sms?.text.match(/\b(\d{6})\b/)?.[1];
  if (!smsCode) throw new Error(`no SMS code for ${phone}`);
  await service.phone.verify(firm, { ...input, smsCode });
}
