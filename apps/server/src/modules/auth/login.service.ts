import { ErrorCode, limits, messages, type AppType, type LoginResponse, type PreloginResponse } from '@guru/shared';
import { KDF_DEFAULTS, type KdfParams } from '@guru/vault-crypto';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { dummySecretHash, verifySecret } from '../../infra/crypto/hashing.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { UserRow } from '../users/users.repository.js';
import { accountStatus } from './account-status.js';
import { firmRefusal, pendingConfirmation } from '../subscriptions/firm-access.js';
import { clearFailures, currentThrottle, isLocked, passwordThrottleKey, recordFailure } from './lockout.js';
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
  const name = loginKey(input.username);
  const now = ctx.clock.now();
  const user = await ctx.repos.users.findForLogin(input.firm.id, name);
  const throttleKey = passwordThrottleKey(input.firm.id, name, user?.id ?? null);
  const throttle = await currentThrottle(ctx, throttleKey, now);
  // Known and unknown names are refused alike while locked, without the cost of a hash check.
  if (isLocked(throttle, now)) throw new AppError(ErrorCode.ACCOUNT_LOCKED, messages.accountLocked);
  const passwordOk = user
    ? await verifySecret(user.auth_hash, input.authKey)
    : (await verifySecret(await dummySecretHash(), input.authKey), false);
  if (!user || !passwordOk) {
    const locked = await recordFailure(ctx, throttleKey, throttle, now, limits.loginMaxFailures);
    throw locked
      ? new AppError(ErrorCode.ACCOUNT_LOCKED, messages.accountLocked)
      : new AppError(ErrorCode.INVALID_CREDENTIALS, messages.invalidCredentials);
  }
  await clearFailures(ctx, throttleKey, now);
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
  const unconfirmed = pendingConfirmation(user);
  if (unconfirmed) throw unconfirmed;
  const status = await accountStatus(ctx, user);
  if (status === 'disabled') throw new AppError(ErrorCode.ACCOUNT_DISABLED, messages.accountDisabled);
  if (status !== 'active') throw new AppError(ErrorCode.INVALID_CREDENTIALS, messages.invalidCredentials);
  const refused = await firmRefusal(ctx, user, appType);
  if (refused) throw refused;
  if (user.scope !== 'client') return; // advisors and the provider reach their consoles from either app
  if (!(await ctx.repos.users.hasApp(user.id, appType))) {
    throw new AppError(ErrorCode.NO_APP_ACCESS, messages.noAppAccess);
  }
}
