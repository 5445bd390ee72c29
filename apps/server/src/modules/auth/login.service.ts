import { ErrorCode, messages, type AppType, type LoginResponse, type PreloginResponse } from '@guru/shared';
import { KDF_DEFAULTS } from '@guru/vault-crypto';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { dummySecretHash, verifySecret } from '../../infra/crypto/hashing.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { UserRow } from '../users/users.repository.js';
import { accountStatus } from './account-status.js';
import { firmRefusal, pendingConfirmation } from '../subscriptions/firm-access.js';
import { openPasswordLock } from './password-lockout.js';
import { createSession, endSession } from './session.service.js';
import { credentialOfName, loginNameKey, loginSalt, type NameCredential } from './login-names.js';
import { startSecondFactor } from './second-factor.service.js';
import { appendAuditEvent, auditActorOf } from '../audit/audit.js';

export function loginKey(username: string): string {
  return loginNameKey(username);
}

/** Where a name is typed: the firm of the host, and whether it is the suite's own host (the only one where the provider is found). */
export interface LoginHost {
  firm: FirmSummary;
  suiteHost: boolean;
}

async function findCredential(ctx: AppContext, host: LoginHost, key: string): Promise<NameCredential | null> {
  const user = await ctx.repos.users.findForLogin(host.firm.id, key, host.suiteHost);
  return user ? credentialOfName(user, key) : null;
}

/**
 * KDF parameters and salt of a login name (ADR 0022): the stored salt of the name's own credential,
 * else the salt the name would get (loginSalt of the firm), with the default parameters for all.
 * The answer of one name says nothing of another: a username and its e-mail, or one name at two
 * firms, have unrelated salts, and the provider's staff are unknown names at a firm's host.
 */
export async function prelogin(
  ctx: AppContext,
  host: LoginHost,
  username: string,
): Promise<PreloginResponse> {
  const key = loginKey(username);
  const credential = await findCredential(ctx, host, key);
  const salt = credential?.salt ?? loginSalt(ctx, host.firm.id, key);
  return { kdf: { ...KDF_DEFAULTS }, salt };
}

export interface LoginInput extends LoginHost {
  appType: AppType;
  username: string;
  authKey: string;
  ip: string | null;
  userAgent: string | null;
}

/** Password step: checks the lock, the auth key, status and app access; opens a second-factor session. */
export async function login(
  ctx: AppContext,
  input: LoginInput,
): Promise<{ token: string; response: LoginResponse }> {
  const name = loginKey(input.username);
  const credential = await findCredential(ctx, input, name);
  const user = credential?.user ?? null;
  // Known and unknown names are refused alike while locked (per address, or account-wide), without the cost of a hash check.
  const lock = await openPasswordLock(ctx, {
    firm: input.firm,
    name,
    user,
    appType: input.appType,
    ip: input.ip,
  });
  const passwordOk = credential
    ? await verifySecret(credential.hash, input.authKey)
    : (await verifySecret(await dummySecretHash(), input.authKey), false);
  if (!user || !passwordOk) {
    const refusal = await lock.failed();
    // A name of the host's firm (known or not; never the typed name itself): the firm's trail (ADR 0048).
    if (!user || user.firm_id === input.firm.id) {
      await appendAuditEvent(ctx, input.firm.id, {
        kind: refusal.code === ErrorCode.ACCOUNT_LOCKED ? 'auth.account_locked' : 'auth.sign_in_failed',
        actor: user ? auditActorOf(user) : { id: null, role: null, label: '' },
        ip: input.ip,
        detail: { app: input.appType, knownName: user !== null },
      });
    }
    throw refusal;
  }
  await lock.succeeded();
  await assertMaySignIn(ctx, user, input.appType);

  const token = await createSession(ctx, {
    user,
    firm: input.firm,
    appType: input.appType,
    ip: input.ip,
    userAgent: input.userAgent,
    loginName: credential?.loginName ?? null,
  });
  let mfa: LoginResponse['mfa'];
  try {
    mfa = await startSecondFactor(ctx, { user, firm: input.firm, sessionToken: token });
  } catch (error) {
    await endSession(ctx, token); // no code could be sent: leave no half-open session behind
    throw error;
  }
  return { token, response: { user: { id: user.id, username: user.username, scope: user.scope }, mfa } };
}

export async function assertMaySignIn(ctx: AppContext, user: UserRow, appType: AppType): Promise<void> {
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
