import { ErrorCode, confusableWith, subdomainRuleProblem, subscriptionMessages as m } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';

/**
 * Whether a new firm may take a subdomain (ADR 0030): the shared rules (syntax, IDN, reserved and
 * platform words), then the existing firms: the same address is taken, a look-alike of one is refused
 * too. Returns the reason as a message, or null when the address is free.
 */
export async function subdomainRefusal(ctx: AppContext, subdomain: string): Promise<string | null> {
  const rule = subdomainRuleProblem(subdomain);
  if (rule) return rule;
  const existing = await ctx.repos.firms.allSubdomains();
  if (existing.includes(subdomain)) return m.subdomainTaken;
  if (confusableWith(subdomain, existing) !== null) return m.subdomainConfusable;
  return null;
}

/** Refuses a subdomain a new firm may not take: SUBDOMAIN_TAKEN (409) with the reason. */
export async function assertSubdomainFree(ctx: AppContext, subdomain: string): Promise<void> {
  const refusal = await subdomainRefusal(ctx, subdomain);
  if (refusal) throw new AppError(ErrorCode.SUBDOMAIN_TAKEN, refusal);
}
