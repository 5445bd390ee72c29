import { ErrorCode, limits, messages, type AppType, type LoginResponse, type PreloginResponse } from '@guru/shared';
import { KDF_DEFAULTS, type KdfParams } from '@guru/vault-crypto';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import { dummySecretHash, verifySecret } from '../../infra/crypto/hashing.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { UserRow } from '../users/users.repository.js';
import type { ThrottleRow } from './throttle.repository.js';
import { createSession, endSession } from './session.service.js';
import { startSecondFactor } from './second-factor.service.js';

export function loginKey(username: string): string {
  return username.trim().toLowerCase();
}

/** KDF parameters and salt of a user; unknown names get stable fake ones so existence does not leak. */
export async function prelogin(ctx: AppContext, firm: FirmSummary, username: string): Promise<PreloginResponse> {
  const key = loginKey(username);
  const user = await ctx.repos.users.findForLogin(firm.id, key);
  if (user) return { kdf: JSON.parse(user.kdf_params) as KdfParams, salt: user.kdf_salt };
  const fake = ctx.secrets.hmac('fake-salt', `${firm.id}\u0000${key}`);
  const salt = Buffer.from(fake, 'base64url').subarray(0, 16).toString('base64');
  return { kdf: { ...KDF_DEFAULTS }, salt };
}

export interface LoginInput {
  firm: FirmSummary;
  appType: AppType;
  username: string;
  authKey: string;
  ip: string | null;
  userAgent: string | null;
}

/** Password step: checks the lock, the auth key, status and app access; opens a second-factor session. */
export async function login(ctx: AppContext, input: LoginInput): Promise<{ token: string; response: LoginResponse }> {
  const key = loginKey(input.username);
  const now = ctx.clock.now();
  const throttle = await ctx.repos.throttle.find(input.firm.id, key);
  if (throttle?.locked_until && new Date(throttle.locked_until) > now) {
    throw new AppError(ErrorCode.ACCOUNT_LOCKED, messages.accountLocked);
  }
  const user = await ctx.repos.users.findForLogin(input.firm.id, key);
  const passwordOk = user
    ? await verifySecret(user.auth_hash, input.authKey)
    : (await verifySecret(await dummySecretHash(), input.authKey), false);
  if (!user || !passwordOk) {
    const locked = await recordFailure(ctx, input.firm.id, key, throttle, now);
    throw locked
      ? new AppError(ErrorCode.ACCOUNT_LOCKED, messages.accountLocked)
      : new AppError(ErrorCode.INVALID_CREDENTIALS, messages.invalidCredentials);
  }
  await ctx.repos.throttle.clearFailures(input.firm.id, key, now.toISOString());
  await assertMaySignIn(ctx, user, input.appType);

  const token = await createSession(ctx, { user, firm: input.firm, appType: input.appType, ip: input.ip, userAgent: input.userAgent });
  let mfa: LoginResponse['mfa'];
  try {
    mfa = await startSecondFactor(ctx, { user, firm: input.firm, sessionToken: token });
  } catch (error) {
    await endSession(ctx, token); // no code could be sent: leave no half-open session behind
    throw error;
  }
  return { token, response: { user: { id: user.id, username: user.username, scope: user.scope }, mfa } };
}

async function assertMaySignIn(ctx: AppContext, user: UserRow, appType: AppType): Promise<void> {
  if (user.status === 'disabled') throw new AppError(ErrorCode.ACCOUNT_DISABLED, messages.accountDisabled);
  if (user.status !== 'active') throw new AppError(ErrorCode.INVALID_CREDENTIALS, messages.invalidCredentials);
  if (user.scope !== 'client') return; // advisors and the provider reach their consoles from either app
  if (!(await ctx.repos.users.hasApp(user.id, appType))) {
    throw new AppError(ErrorCode.NO_APP_ACCESS, messages.noAppAccess);
  }
}

/** Counts a failure; the fifth in a row locks the name for 15 minutes, doubling each time. */
async function recordFailure(
  ctx: AppContext,
  firmKey: string,
  usernameKey: string,
  existing: ThrottleRow | undefined,
  now: Date,
): Promise<boolean> {
  const failures = (existing?.failures ?? 0) + 1;
  const lockNow = failures >= limits.loginMaxFailures;
  const lockLevel = (existing?.lock_level ?? 0) + (lockNow ? 1 : 0);
  const lockedUntil = lockNow
    ? addMinutes(now, limits.lockoutBaseMinutes * 2 ** Math.min(lockLevel - 1, 6)).toISOString()
    : (existing?.locked_until ?? null);
  await ctx.repos.throttle.save({
    firm_key: firmKey,
    username_key: usernameKey,
    failures: lockNow ? 0 : failures,
    lock_level: lockLevel,
    locked_until: lockedUntil,
    updated_at: now.toISOString(),
  });
  return lockNow;
}
