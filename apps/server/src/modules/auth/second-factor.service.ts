import QRCode from 'qrcode';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import {
  ErrorCode,
  limits,
  messages,
  passkeysMessages,
  phoneHint,
  type CodeChallenge,
  type MfaChallenge,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { sha256Hex } from '../../infra/crypto/secrets.js';
import type { FirmSummary } from '../firms/firms.repository.js';
import type { UserRow } from '../users/users.repository.js';
import { promoteSession, type LoadedSession } from './session.service.js';
import { checkSignInCode } from './lockout.js';
import { appendAuditEvent, auditActorOf } from '../audit/audit.js';
import { issueCode, useCode, type CodePurpose } from '../one-time-codes/one-time-codes.js';
import { passkeyRequiredFor } from '../passkeys/passkey-policy.js';

const LOGIN_PURPOSE: CodePurpose = 'login';
const TOTP_AAD = 'totp-secret';
const TOTP_PERIOD_SECONDS = 30;

export function usesTotp(user: UserRow): boolean {
  return user.scope !== 'client';
}

/**
 * A person with a passkey is asked for it (ADR 0044), with the code as a fallback unless the firm requires
 * passkeys of them (then none); no SMS is sent until they choose the fallback (resend). Without a passkey:
 * the SMS code is sent, or the TOTP step prepared (with the QR only while not yet enrolled).
 */
export async function startSecondFactor(
  ctx: AppContext,
  args: { user: UserRow; firm: FirmSummary; sessionToken: string },
): Promise<MfaChallenge> {
  if (await hasPasskey(ctx, args.user)) return passkeyChallenge(ctx, args.user, args.firm);
  if (usesTotp(args.user))
    return { method: 'totp', enrolment: await totpEnrolment(ctx, args.user, args.firm) };
  await sendLoginCode(ctx, args.user, args.firm, sha256Hex(args.sessionToken));
  return { method: 'sms', phoneHint: phoneHint(args.user.phone_number) };
}

async function hasPasskey(ctx: AppContext, user: UserRow): Promise<boolean> {
  return (await ctx.repos.passkeys.countOfUser(user.id)) > 0;
}

async function passkeyChallenge(ctx: AppContext, user: UserRow, firm: FirmSummary): Promise<MfaChallenge> {
  const fallback = passkeyRequiredFor(user, firm) ? null : await codeChallenge(ctx, user, firm);
  return { method: 'passkey', fallback };
}

async function codeChallenge(ctx: AppContext, user: UserRow, firm: FirmSummary): Promise<CodeChallenge> {
  if (usesTotp(user)) return { method: 'totp', enrolment: await totpEnrolment(ctx, user, firm) };
  return { method: 'sms', phoneHint: phoneHint(user.phone_number) };
}

/** The challenge of a session waiting for its second factor (for a reload of the 2FA screen). */
export async function describeSecondFactor(
  ctx: AppContext,
  user: UserRow,
  firm: FirmSummary,
): Promise<MfaChallenge> {
  if (await hasPasskey(ctx, user)) return passkeyChallenge(ctx, user, firm);
  return codeChallenge(ctx, user, firm);
}

/** A code where the firm requires a passkey the person holds is refused: the passkey is the only way. */
async function assertCodeAllowed(ctx: AppContext, loaded: LoadedSession, firm: FirmSummary): Promise<void> {
  if (passkeyRequiredFor(loaded.user, firm) && (await hasPasskey(ctx, loaded.user)))
    throw new AppError(ErrorCode.FORBIDDEN, passkeysMessages.passkeyNotAllowed);
}

async function totpEnrolment(ctx: AppContext, user: UserRow, firm: FirmSummary) {
  if (user.totp_enrolled) return null;
  let secret = user.totp_secret ? ctx.secrets.open(user.totp_secret, `${TOTP_AAD}:${user.id}`) : null;
  if (!secret) {
    secret = generateSecret();
    await ctx.repos.users.update(user.id, {
      totp_secret: ctx.secrets.seal(secret, `${TOTP_AAD}:${user.id}`),
    });
  }
  const otpauthUrl = generateURI({ issuer: `Guru Suite (${firm.name})`, label: user.username, secret });
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, {
    errorCorrectionLevel: 'Q',
    width: limits.qrCodeSizePx,
    margin: 1,
  });
  return { qrCodeDataUrl, secret, otpauthUrl };
}

/** A sign-in's SMS code (ADR 0027): the first and 3 resends per sign-in, and the account's and phone's caps across sign-ins. */
async function sendLoginCode(
  ctx: AppContext,
  user: UserRow,
  firm: FirmSummary,
  sessionId: string,
): Promise<void> {
  await issueCode(ctx, {
    purpose: LOGIN_PURPOSE,
    subject: sessionId,
    userId: user.id,
    firmId: firm.id,
    recipients: [user.phone_number],
    text: (code) =>
      `${firm.name}: your Guru Suite verification code is ${code}. It expires in ${limits.smsCodeValidityMinutes} minutes. Never share it.`,
  });
}

/** A new SMS code for the same session; the failure count is kept. */
export async function resendLoginCode(
  ctx: AppContext,
  loaded: LoadedSession,
  firm: FirmSummary,
): Promise<void> {
  if (usesTotp(loaded.user)) throw new AppError(ErrorCode.VALIDATION, messages.enterTotpCode);
  await assertCodeAllowed(ctx, loaded, firm);
  await sendLoginCode(ctx, loaded.user, firm, loaded.session.id);
}

/**
 * Checks the SMS or TOTP code; five wrong codes end the session. Wrong codes also count per
 * user across sign-ins: past `codeMaxFailuresPerUser` the account locks like after wrong
 * passwords, so new sign-ins cannot keep guessing. Returns the new session token.
 */
export async function verifySecondFactor(
  ctx: AppContext,
  loaded: LoadedSession,
  firm: FirmSummary,
  code: string,
): Promise<string> {
  await assertCodeAllowed(ctx, loaded, firm);
  const firmTrail = loaded.user.firm_id === loaded.session.firm_id; // the provider's staff have no firm's trail
  const audited = {
    actor: auditActorOf(loaded.user),
    ip: loaded.session.ip,
    detail: { app: loaded.session.app_type, method: usesTotp(loaded.user) ? 'authenticator' : 'sms' },
  };
  try {
    await checkSignInCode(
      ctx,
      loaded,
      () => (usesTotp(loaded.user) ? checkTotp(ctx, loaded.user, code) : checkSmsCode(ctx, loaded, code)),
      messages.codeInvalid,
    );
  } catch (error) {
    if (firmTrail && error instanceof AppError) {
      await appendAuditEvent(ctx, loaded.session.firm_id, {
        kind: error.code === ErrorCode.ACCOUNT_LOCKED ? 'auth.account_locked' : 'auth.second_factor_failed',
        ...audited,
      });
    }
    throw error;
  }
  const token = await promoteSession(ctx, loaded);
  if (firmTrail) await appendAuditEvent(ctx, loaded.session.firm_id, { kind: 'auth.sign_in', ...audited });
  return token;
}

function checkSmsCode(ctx: AppContext, loaded: LoadedSession, code: string): Promise<boolean> {
  return useCode(ctx, LOGIN_PURPOSE, loaded.session.id, code);
}

/** Whether the code is the user's current authenticator code (each time step counts once; also used by a password reset). */
export async function checkTotp(ctx: AppContext, user: UserRow, code: string): Promise<boolean> {
  if (!user.totp_secret) return false;
  const secret = ctx.secrets.open(user.totp_secret, `${TOTP_AAD}:${user.id}`);
  const epoch = Math.floor(ctx.clock.now().getTime() / 1000);
  const lastStep = user.totp_last_step === null ? undefined : Number(user.totp_last_step);
  const result = await verifyTotp({
    secret,
    token: code,
    epoch,
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(lastStep === undefined ? {} : { afterTimeStep: lastStep }),
  });
  if (!result.valid || !('epoch' in result)) return false;
  const step = Math.floor(result.epoch / TOTP_PERIOD_SECONDS);
  await ctx.repos.users.update(user.id, { totp_enrolled: 1, totp_last_step: step });
  return true;
}
