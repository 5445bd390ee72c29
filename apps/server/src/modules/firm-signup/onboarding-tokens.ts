import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import { ErrorCode, subscriptionMessages } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import type { DbHandle } from '../../db/transaction.js';
import type { OnboardingPurpose, OnboardingTokensTable } from '../../db/tables/subscriptions.table.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken } from '../../infra/crypto/secrets.js';

export type OnboardingTokenRow = Selectable<OnboardingTokensTable>;

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

/** Stores a single-use link's keyed hash (inside the caller's transaction); returns the token for the link. */
export async function insertOnboardingToken(
  ctx: AppContext,
  db: DbHandle,
  t: NewOnboardingToken,
): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('onboarding_tokens')
    .values({
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
    })
    .execute();
  return token;
}

/** The open (unused, unexpired) link of a purpose, or LINK_INVALID. */
export async function openOnboardingToken(
  ctx: AppContext,
  purpose: OnboardingPurpose,
  token: string,
): Promise<OnboardingTokenRow> {
  const row = await ctx.db.kysely
    .selectFrom('onboarding_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash(ctx, token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', ctx.clock.now().toISOString())
    .executeTakeFirst();
  if (!row) throw linkInvalid();
  return row;
}

/** Uses a link once, inside the transaction that does what it allows: of two racing uses one wins, the other gets LINK_INVALID. */
export async function consumeOnboardingToken(db: DbHandle, id: string, nowIso: string): Promise<void> {
  const result = await db
    .updateTable('onboarding_tokens')
    .set({ used_at: nowIso })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw linkInvalid();
}
