import {
  ErrorCode,
  messages,
  passkeyLimits,
  passkeysMessages as pm,
  type AppType,
  type PasskeyAuthenticationResponse,
  type PasskeySignInResponse,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { openAttempt, scopedThrottleKey, userCodeCounter, type Counter } from '../attempts/attempts.js';
import { sha256Hex } from '../../infra/crypto/secrets.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import {
  authenticationOptions,
  passkeyOfAnswer,
  verifyAuthentication,
  type CeremonyPlace,
} from '../passkeys/ceremonies.js';
import type { RelyingParty } from '../passkeys/relying-party.js';
import { sessionCounter } from './lockout.js';
import { appendAuditEvent, auditActorOf } from '../audit/audit.js';
import { assertMaySignIn } from './login.service.js';
import { createSession, promoteSession, type LoadedSession } from './session.service.js';

/** Refused or wrong passkey answers of one person (ADR 0027): taken before the check, they lock passkey sign-in. */
function passkeyCounter(userId: string): Counter {
  return { key: scopedThrottleKey('passkey', userId), max: passkeyLimits.maxFailuresPerUser };
}

/**
 * Runs `check` as one attempt on `counters` (narrowest first), taken before it runs: a refused counter
 * answers `refused` without a check; a refusal by the check counts and is thrown as it is.
 */
async function asAttempt(
  ctx: AppContext,
  counters: Counter[],
  refused: (counter: Counter) => Promise<never>,
  check: () => Promise<void>,
): Promise<void> {
  const attempt = await openAttempt(ctx, counters);
  if (attempt.refusedBy) await refused(attempt.refusedBy);
  try {
    await check();
  } catch (error) {
    const usedUp = await attempt.failed();
    if (usedUp[0]) await refused(usedUp[0]);
    throw error;
  }
  await attempt.succeeded();
}

/** The options of the passkey step after the password: the person's own passkeys only. */
export async function secondFactorOptions(
  ctx: AppContext,
  loaded: LoadedSession,
  firm: FirmSummary,
  rp: RelyingParty,
): Promise<Record<string, unknown>> {
  const passkeys = await ctx.repos.passkeys.listOfUser(loaded.user.id);
  if (passkeys.length === 0) throw new AppError(ErrorCode.VALIDATION, pm.passkeyUnknown);
  const place = { firmId: firm.id, rp, userId: loaded.user.id, sessionId: loaded.session.id };
  return authenticationOptions(ctx, 'second_factor', place, passkeys);
}

/**
 * The passkey as the second factor: one of the person's own passkeys, checked as a code is counted
 * (the session's 5, the account's 10, ADR 0027). Answers the promoted session's new token.
 */
export async function verifyPasskeySecondFactor(
  ctx: AppContext,
  loaded: LoadedSession,
  firm: FirmSummary,
  rp: RelyingParty,
  response: PasskeyAuthenticationResponse,
): Promise<string> {
  const account = userCodeCounter(loaded.user.id);
  const session = sessionCounter(loaded, 'code');
  const place: CeremonyPlace = { firmId: firm.id, rp, userId: loaded.user.id, sessionId: loaded.session.id };
  await asAttempt(
    ctx,
    [session, account],
    async (counter) => {
      await ctx.repos.sessions.delete(loaded.session.id);
      throw counter === account
        ? new AppError(ErrorCode.ACCOUNT_LOCKED, messages.accountLocked)
        : new AppError(ErrorCode.CODE_ATTEMPTS_EXCEEDED, messages.codeAttemptsExceeded);
    },
    async () => {
      const passkey = await passkeyOfAnswer(ctx, firm.id, response);
      if (passkey.user_id !== loaded.user.id)
        throw new AppError(ErrorCode.PASSKEY_REJECTED, pm.passkeyUnknown);
      await verifyAuthentication(ctx, 'second_factor', place, passkey, response);
    },
  ).catch(async (error: unknown) => {
    await auditPasskeyStep(ctx, firm, loaded.user, loaded.session.ip, {
      kind: 'auth.second_factor_failed',
      app: loaded.session.app_type,
    });
    throw error;
  });
  const token = await promoteSession(ctx, loaded);
  await auditPasskeyStep(ctx, firm, loaded.user, loaded.session.ip, {
    kind: 'passkey.sign_in',
    app: loaded.session.app_type,
  });
  return token;
}

/**
 * The firm's audit trail of a passkey step (ADR 0048): the sign-in with a passkey, or a refused one as a failed
 * second factor. The provider's staff signing in at a firm's address have no trail there.
 */
async function auditPasskeyStep(
  ctx: AppContext,
  firm: FirmSummary,
  user: { id: string; role_id: number; email: string; firm_id: string | null },
  ip: string | null,
  step: { kind: 'passkey.sign_in' | 'auth.second_factor_failed'; app: string },
): Promise<void> {
  if (user.firm_id !== firm.id) return;
  await appendAuditEvent(ctx, firm.id, {
    kind: step.kind,
    actor: auditActorOf(user),
    ip,
    detail: { app: step.app, method: 'passkey' },
  });
}

/** The options of a sign-in with the passkey alone: any passkey of this address (the browser lists them). */
export function signInOptions(
  ctx: AppContext,
  firm: FirmSummary,
  rp: RelyingParty,
): Promise<Record<string, unknown>> {
  return authenticationOptions(ctx, 'sign_in', { firmId: firm.id, rp, userId: null, sessionId: null }, null);
}

export interface PasskeySignInInput {
  firm: FirmSummary;
  rp: RelyingParty;
  appType: AppType;
  response: PasskeyAuthenticationResponse;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Signs in with a passkey alone (ADR 0044): the passkey proves possession and, by user verification, the
 * person, so it stands for the password and the second factor; the PIN comes next as always. A person with
 * a vault needs a passkey whose PRF output wraps the user key (else it is a second factor only). Wrong
 * answers count on the person's passkey counter before the check. Answers the new session's token.
 */
export async function signInWithPasskey(
  ctx: AppContext,
  input: PasskeySignInInput,
): Promise<{ token: string; response: PasskeySignInResponse }> {
  const passkey = await passkeyOfAnswer(ctx, input.firm.id, input.response);
  const user = await ctx.repos.users.findById(passkey.user_id);
  if (!user || user.firm_id !== input.firm.id)
    throw new AppError(ErrorCode.PASSKEY_REJECTED, pm.passkeyUnknown);
  const place: CeremonyPlace = { firmId: input.firm.id, rp: input.rp, userId: null, sessionId: null };
  await asAttempt(
    ctx,
    [passkeyCounter(user.id)],
    () => Promise.reject(new AppError(ErrorCode.ACCOUNT_LOCKED, messages.accountLocked)),
    () => verifyAuthentication(ctx, 'sign_in', place, passkey, input.response),
  );
  if (user.protected_user_key && !passkey.prf_user_key)
    throw new AppError(ErrorCode.PASSKEY_REJECTED, pm.passkeyNoVaultKey);
  await assertMaySignIn(ctx, user, input.appType);
  const opened = await createSession(ctx, {
    user,
    firm: input.firm,
    appType: input.appType,
    ip: input.ip,
    userAgent: input.userAgent,
    passkeyId: passkey.id,
  });
  const token = await promoteSession(ctx, { session: { id: sha256Hex(opened) } });
  await auditPasskeyStep(ctx, input.firm, user, input.ip, { kind: 'passkey.sign_in', app: input.appType });
  return {
    token,
    response: { user: { id: user.id, username: user.username, scope: user.scope }, stage: 'pin' },
  };
}
