import crypto from 'node:crypto';
import { ErrorCode, limits, messages } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { addMinutes } from '../../lib/clock.js';
import { randomDigits } from '../../infra/crypto/secrets.js';
import type { DbHandle } from '../../db/transaction.js';
import type { MailMessage } from '../../infra/mail/mailer.js';
import type { OutgoingBatch } from '../../infra/outgoing/outgoing-queue.js';
import { openAttempt, scopedThrottleKey, userCodeCounter, type Counter } from '../attempts/attempts.js';

/** What a texted code confirms. Each purpose keys its hashes apart, so a code of one never matches another's. */
export type CodePurpose =
  'login' | 'settings' | 'signup-phone' | 'pin-reset' | 'password-reset' | 'emergency' | 'document-link';

/** The thing a code belongs to: a sign-in's session, a reset, a sign-up's invite and phone, a settings step, an emergency request. */
export interface CodeSubject {
  purpose: CodePurpose;
  subject: string;
  /** The account whose code count the wrong answers run up (10 lock it, across every flow); null before there is one. */
  userId: string | null;
}

export interface CodeIssue extends CodeSubject {
  firmId: string;
  /** Phones (E.164) that get the same code: the cell phone, and the alternate phone where a flow says so. */
  recipients: readonly string[];
  text: (code: string) => string;
}

/** The answer to a code. `used-up`: the subject's attempts are spent (the flow ends it); `account-locked`: the account's are. */
export type CodeVerdict = 'right' | 'wrong' | 'used-up' | 'account-locked';

const resendLimit = () => new AppError(ErrorCode.RESEND_LIMIT, messages.resendLimit);
const hashPurpose = (purpose: CodePurpose) => `otp:${purpose}`;

/**
 * Issues a new code for a subject and texts it (ADR 0027). Send limits, each taken atomically before the
 * send so that parallel requests cannot pass them: per subject `codeMaxSendsPerWindow` (the first and 3
 * resends), per account and per phone `smsCodesPerWindow`, in windows of `codeSendWindowMinutes`. The
 * subject's former code ends; the new one is valid `smsCodeValidityMinutes` and is used once.
 */
export async function issueCode(ctx: AppContext, issue: CodeIssue): Promise<void> {
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const windowAfter = addMinutes(now, -limits.codeSendWindowMinutes).toISOString();
  const take = (key: string) => ctx.repos.rateWindows.take(key, nowIso, windowAfter);
  if ((await take(`code-send:${issue.purpose}:${issue.subject}`)) > limits.codeMaxSendsPerWindow)
    throw resendLimit();
  if (issue.userId && (await take(`code-send-user:${issue.userId}`)) > ctx.config.smsCodesPerWindow)
    throw resendLimit();
  for (const phone of new Set(issue.recipients)) {
    if ((await take(`code-send-phone:${phone}`)) > ctx.config.smsCodesPerWindow) throw resendLimit();
  }
  await storeAndSend(ctx, issue, issue.recipients[0] ?? '', async (outgoing, trx, code) => {
    for (const to of new Set(issue.recipients))
      await outgoing.sms(trx, { to, firmId: issue.firmId, text: issue.text(code) });
  });
}

/** A code e-mailed rather than texted (a link for outsiders: ADR 0047), to one address. */
export interface EmailCodeIssue extends CodeSubject {
  firmId: string;
  email: string;
  mail: (code: string) => MailMessage;
}

/**
 * Issues a new code for a subject and e-mails it: the same code, hashing, single use and validity as a
 * texted one, with send limits per subject (`codeMaxSendsPerWindow`) and per address (`smsCodesPerWindow`),
 * each taken atomically before the send.
 */
export async function issueEmailCode(ctx: AppContext, issue: EmailCodeIssue): Promise<void> {
  const now = ctx.clock.now();
  const windowAfter = addMinutes(now, -limits.codeSendWindowMinutes).toISOString();
  const take = (key: string) => ctx.repos.rateWindows.take(key, now.toISOString(), windowAfter);
  if ((await take(`code-send:${issue.purpose}:${issue.subject}`)) > limits.codeMaxSendsPerWindow)
    throw resendLimit();
  if ((await take(`code-send-email:${issue.email.toLowerCase()}`)) > ctx.config.smsCodesPerWindow)
    throw resendLimit();
  await storeAndSend(ctx, issue, issue.email, (outgoing, trx, code) => outgoing.mail(trx, issue.mail(code)));
}

/** Ends the subject's former code and stores a new one, with its messages, in one transaction (ADR 0028). */
async function storeAndSend(
  ctx: AppContext,
  issue: CodeSubject,
  recipient: string,
  send: (outgoing: OutgoingBatch, trx: DbHandle, code: string) => Promise<void>,
): Promise<void> {
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const id = crypto.randomUUID();
  const code = randomDigits(limits.twoFactorCodeLength);
  // The code and its messages are written in one transaction (ADR 0028): no code without its message, nor the reverse.
  const outgoing = ctx.outgoing.batch();
  await ctx.repos.oneTimeCodes.transaction(async (codes, trx) => {
    await codes.replace(
      issue.purpose,
      issue.subject,
      [
        {
          id,
          purpose: issue.purpose,
          subject: issue.subject,
          user_id: issue.userId,
          recipient,
          code_hash: ctx.secrets.hmac(hashPurpose(issue.purpose), `${id}:${code}`),
          expires_at: addMinutes(now, limits.smsCodeValidityMinutes).toISOString(),
          consumed_at: null,
          created_at: nowIso,
        },
      ],
      nowIso,
    );
    await send(outgoing, trx, code);
  });
  await outgoing.deliver();
}

/**
 * Whether `code` is the subject's open code; a right one is used at once (exactly one of parallel right
 * answers gets true). Counts nothing: callers take the attempt first (`checkCodes`, `checkSignInCode`).
 */
export async function useCode(
  ctx: AppContext,
  purpose: CodePurpose,
  subject: string,
  code: string,
): Promise<boolean> {
  const nowIso = ctx.clock.now().toISOString();
  const row = await ctx.repos.oneTimeCodes.latestOpen(purpose, subject, nowIso);
  if (!row || !ctx.secrets.hmacMatches(hashPurpose(purpose), `${row.id}:${code}`, row.code_hash))
    return false;
  return ctx.repos.oneTimeCodes.consume(row.id, nowIso);
}

/** Whether `code` is the subject's open code, without using it (a step that checks two codes at once). */
async function matchesCode(
  ctx: AppContext,
  purpose: CodePurpose,
  subject: string,
  code: string,
): Promise<string | null> {
  const row = await ctx.repos.oneTimeCodes.latestOpen(purpose, subject, ctx.clock.now().toISOString());
  return row && ctx.secrets.hmacMatches(hashPurpose(purpose), `${row.id}:${code}`, row.code_hash)
    ? row.id
    : null;
}

/** The subject's own count of wrong codes: `codeMaxFailures` spend it. */
export function subjectCounter(purpose: CodePurpose, subject: string): Counter {
  return { key: scopedThrottleKey(`otp-${purpose}`, subject), max: limits.codeMaxFailures };
}

/**
 * One attempt at a secret of a subject (a code, or an authenticator code where the flow takes one), taken
 * first on the account's code count (when there is an account), the subject's, and any `counters` the flow
 * adds (a session's); `check` runs only when every count allows it (ADR 0027).
 */
export async function checkSecret(
  ctx: AppContext,
  owner: { purpose: CodePurpose; subject: string; userId: string | null },
  check: () => Promise<boolean>,
  counters: readonly Counter[] = [],
): Promise<CodeVerdict> {
  const account = owner.userId ? userCodeCounter(owner.userId) : null;
  // Narrowest first (the subject's, a session's), the account's last: ADR 0027.
  const attempt = await openAttempt(ctx, [
    subjectCounter(owner.purpose, owner.subject),
    ...counters,
    ...(account ? [account] : []),
  ]);
  if (attempt.refusedBy) return attempt.refusedBy === account ? 'account-locked' : 'used-up';
  if (await check()) {
    await attempt.succeeded();
    return 'right';
  }
  const usedUp = await attempt.failed();
  if (account && usedUp.includes(account)) return 'account-locked';
  return usedUp.length ? 'used-up' : 'wrong';
}

/**
 * Checks one code, or several that must all be right at once (a phone change: the old number's and the
 * new one's), as one attempt (`checkSecret`). Right codes are used once.
 */
export function checkCodes(
  ctx: AppContext,
  owner: { purpose: CodePurpose; subject: string; userId: string | null },
  codes: readonly { subject: string; code: string }[],
  counters: readonly Counter[] = [],
): Promise<CodeVerdict> {
  return checkSecret(
    ctx,
    owner,
    async () => {
      const ids: string[] = [];
      for (const { subject, code } of codes) {
        const id = await matchesCode(ctx, owner.purpose, subject, code);
        if (id) ids.push(id);
      }
      if (codes.length === 0 || ids.length !== codes.length) return false;
      const nowIso = ctx.clock.now().toISOString();
      let used = true;
      for (const id of ids) used = (await ctx.repos.oneTimeCodes.consume(id, nowIso)) && used;
      return used;
    },
    counters,
  );
}

/** Ends the subject's open codes (its flow ended). */
export async function endCodes(ctx: AppContext, purpose: CodePurpose, subject: string): Promise<void> {
  await ctx.repos.oneTimeCodes.endSubject(purpose, subject, ctx.clock.now().toISOString());
}
