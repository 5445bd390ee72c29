import { subscriptionLimits } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import type { DeleteFirm } from '../subscriptions/lifecycle.js';
import { addDays } from '../subscriptions/subscription-rules.js';

/**
 * Firm sign-ups never confirmed: once their link has been expired for a day, the firm (still without a
 * subscription) and its pending advisor are removed, which frees the subdomain.
 */
export async function removeUnconfirmedSignups(ctx: AppContext, deleteFirm: DeleteFirm): Promise<number> {
  const now = ctx.clock.now();
  const before = addDays(
    now,
    -(subscriptionLimits.unconfirmedSignupKeepHours - subscriptionLimits.confirmLinkHours) / 24,
  ).toISOString();
  const stale = await ctx.repos.onboardingTokens.unconfirmedSignupFirms(before);
  let removed = 0;
  for (const firmId of stale) {
    const deleted = await deleteFirm(
      ctx,
      firmId,
      async (trx) =>
        !(await ctx.repos.subscriptions.within(trx).current(firmId)) &&
        !(await ctx.repos.users.within(trx).hasAccountInFirm(firmId)),
    );
    if (deleted) removed++;
  }
  return removed;
}
