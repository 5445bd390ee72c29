import crypto from 'node:crypto';
import { recoveryLimits } from '@guru/shared';
import type { AppContext } from '../../app-context.js';

const PURPOSE = 'totp-recovery-code';
/** No 0/o, 1/l/i: easy to read from paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

/** A printed recovery code as typed: lower case, without spaces or dashes. */
export function normalizeTotpRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

function newCode(): string {
  let out = '';
  for (let i = 0; i < CODE_LENGTH; i++) out += ALPHABET[crypto.randomInt(0, ALPHABET.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/** Makes a new set of 10 one-time codes (the old set stops working); returns them for showing once. */
export async function newTotpRecoveryCodes(ctx: AppContext, userId: string): Promise<string[]> {
  const codes = Array.from({ length: recoveryLimits.totpRecoveryCodeCount }, newCode);
  const hashes = codes.map((c) => ctx.secrets.hmac(PURPOSE, `${userId}:${normalizeTotpRecoveryCode(c)}`));
  await ctx.repos.totpRecovery.replaceAll(userId, hashes, ctx.clock.now().toISOString());
  return codes;
}

/** Uses one of the user's codes instead of an authenticator code; each works once. */
export async function useTotpRecoveryCode(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  const normalized = normalizeTotpRecoveryCode(code);
  if (normalized.length !== CODE_LENGTH) return false;
  const hash = ctx.secrets.hmac(PURPOSE, `${userId}:${normalized}`);
  return ctx.repos.totpRecovery.use(userId, hash, ctx.clock.now().toISOString());
}

export function remainingTotpRecoveryCodes(ctx: AppContext, userId: string): Promise<number> {
  return ctx.repos.totpRecovery.countUnused(userId);
}

export async function hasTotpRecoveryCodes(ctx: AppContext, userId: string): Promise<boolean> {
  return (await ctx.repos.totpRecovery.countAll(userId)) > 0;
}
