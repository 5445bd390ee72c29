import type { AppContext } from '../../app-context.js';
import type { AuditDetail } from '../audit/audit-chain.js';
import { appendAuditEvent, auditActorOf } from '../audit/audit.js';
import type { UserRow } from '../users/users.repository.js';

/** What the provider did to a firm: its subscription's steps, and the rest (payments, advisors). */
export type ProviderAction =
  | 'activate'
  | 'extend'
  | 'suspend'
  | 'cancel'
  | 'payment_recorded'
  | 'firm_created'
  | 'advisor_invited'
  | 'advisor_disabled'
  | 'advisor_enabled';

const subscriptionSteps: ReadonlySet<ProviderAction> = new Set(['activate', 'extend', 'suspend', 'cancel']);

/**
 * Runs one of the provider's actions on a firm and, once it has succeeded, records it in that firm's trail
 * (ADR 0048): the firm sees every step the provider took on it. A refused action records nothing.
 */
export async function onFirm<T>(
  ctx: AppContext,
  by: { user: UserRow; ip: string | null },
  firmId: string,
  action: ProviderAction,
  run: () => Promise<T>,
  detail: AuditDetail = {},
): Promise<T> {
  const result = await run();
  await appendAuditEvent(ctx, firmId, {
    kind: subscriptionSteps.has(action) ? 'subscription.changed' : 'provider.firm_action',
    actor: auditActorOf(by.user),
    subject: { type: 'firm', id: firmId },
    detail: { action, ...detail },
    ip: by.ip,
  });
  return result;
}
