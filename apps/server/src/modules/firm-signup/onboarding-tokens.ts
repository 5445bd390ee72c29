import crypto from 'node:crypto';
import { ErrorCode, subscriptionMessages } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import type { OnboardingPurpose } from '../../db/tables/subscriptions.table.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken } from '../../infra/crypto/secrets.js';
import type { OnboardingTokenRow, OnboardingTokensRepository } from './onboarding-tokens.repository.js';

export type { OnboardingTokenRow } from './onboarding-tokens.repository.js';

/** Expired, used or unknown: one answer for all (410), so a link tells nothing about others. */
export const linkInvalid = () => new AppError(ErrorCode.LINK_INVALID, subscriptionMessages.linkInvalid);

export function tokenHash(ctx: AppContext, token: string): string {
  return ctx.secrets.hmac('onboarding-token', token);
}

export interface NewOnboardingToken {
  purpose: OnboardingPurpose;
  firmId: string | null;
  userId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  expiresAt: Date;
}

/**
 * Stores a single-use link's keyed hash through `tokens` (ctx.repos.onboardingTokens, or `within` the
 * caller's transaction); returns the token for the link.
 */
export async function insertOnboardingToken(
  ctx: AppContext,
  tokens: OnboardingTokensRepository,
  t: NewOnboardingToken,
): Promise<string> {
  const token = randomToken();
  await tokens.insert({
    id: crypto.randomUUID(),
    purpose: t.purpose,
    firm_id: t.firmId,
    user_id: t.userId,
    email: t.email,
    first_name: t.firstName,
    last_name: t.lastName,
    token_hash: tokenHash(ctx, token),
    expires_at: t.expiresAt.toISOString(),
    used_at: null,
    created_at: ctx.clock.now().toISOString(),
  });
  return token;
}

/** The open (unused, unexpired) link of a purpose (or of one of several), or LINK_INVALID. */
export async function openOnboardingToken(
  ctx: AppContext,
  purpose: OnboardingPurpose | readonly OnboardingPurpose[],
  token: string,
): Promise<OnboardingTokenRow> {
  const row = await ctx.repos.onboardingTokens.findOpen(
    typeof purpose === 'string' ? [purpose] : purpose,
    tokenHash(ctx, token),
    ctx.clock.now().toISOString(),
  );
  if (!row) throw linkInvalid();
  return row;
}

/**
 * Uses a link once, inside the transaction that does what it allows (`tokens` bound to it with
 * `within`): of two racing uses one wins, the other gets LINK_INVALID.
 */
export async function consumeOnboardingToken(
  tokens: OnboardingTokensRepository,
  id: string,
  nowIso: string,
): Promise<void> {
  if (!(await tokens.consume(id, nowIso))) throw linkInvalid();
}
