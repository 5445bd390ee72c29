import { appendAuditEvent, systemActor } from '../audit/audit.js';
import {
  formatMessage,
  isPlanId,
  planById,
  subscriptionLimits,
  subscriptionMessages as m,
  subscriptionWebRoutes,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import type { NoticeKind } from '../../db/tables/subscriptions.table.js';
import type { DbHandle } from '../../db/transaction.js';
import { firmSiteUrl } from '../../lib/public-urls.js';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository.js';
import { addDays, dueRenewalNotice, lifecycleStep } from './subscription-rules.js';

const BATCH = 200;
const MAX_STEPS = 4;

/**
 * Deletes a firm and all its data when `stillDue` (asked inside the deletion's transaction) holds; false
 * when it did not. Passed in by the job (modules/firm-deletion, which sits above every module): the
 * lifecycle decides when a firm goes, firm deletion knows what of it there is.
 */
export type DeleteFirm = (
  ctx: AppContext,
  firmId: string,
  stillDue: (trx: DbHandle) => Promise<boolean>,
) => Promise<boolean>;

export interface LifecycleResult {
  notices: number;
  pastDue: number;
  suspended: number;
  deleted: number;
}

/**
 * One run of the subscription lifecycle (ADR 0016), for every firm whose current subscription needs
 * it at the app's now: renewal warnings 30, 7 and 1 days before the period end (each once per period),
 * past_due at the period end with a grace period, suspended at the grace's end, the firm deleted a
 * year after its suspension. Each firm is moved as many steps as its dates call for, so a run after a
 * long downtime catches up. Every change is a conditional update of the row as it was read, and each
 * notice is claimed before it is sent, so two runners never do a step twice.
 */
export async function runSubscriptionLifecycle(
  ctx: AppContext,
  deleteFirm: DeleteFirm,
): Promise<LifecycleResult> {
  const repo = ctx.repos.subscriptions;
  const result: LifecycleResult = { notices: 0, pastDue: 0, suspended: 0, deleted: 0 };
  const now = ctx.clock.now();
  const horizon = addDays(now, Math.max(...subscriptionLimits.noticeDaysBefore)).toISOString();
  const deleteBefore = addDays(now, -subscriptionLimits.deleteAfterSuspendedDays).toISOString();
  let after = '';
  for (;;) {
    const rows = await repo.lifecycleCandidates(now.toISOString(), horizon, deleteBefore, after, BATCH);
    for (const row of rows) await advance(ctx, repo, deleteFirm, row, now, result);
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]?.id ?? after;
  }
  const changed = Object.values(result).some((n) => n > 0);
  if (changed) ctx.log.info(result, 'subscription lifecycle ran');
  return result;
}

async function advance(
  ctx: AppContext,
  repo: SubscriptionsRepository,
  deleteFirm: DeleteFirm,
  candidate: SubscriptionRow,
  now: Date,
  result: LifecycleResult,
): Promise<void> {
  let row: SubscriptionRow | undefined = candidate;
  for (let i = 0; i < MAX_STEPS && row; i++) {
    const current = await repo.current(row.firm_id);
    if (!current || current.id !== row.id) return; // an older term: the firm's current one decides
    row = current;
    const notice = dueRenewalNotice(row, now);
    if (notice && (await notify(ctx, repo, row, notice.kind, now, { days: notice.days }))) result.notices++;
    const step = lifecycleStep(row, now);
    if (!step) return;
    const nowIso = now.toISOString();
    if (step.kind === 'pastDue') {
      const moved = await repo.update(
        row.firm_id,
        row.id,
        { status: 'past_due', grace_ends_at: step.graceEndsAt.toISOString(), updated_at: nowIso },
        [row.status],
      );
      if (!moved) return;
      result.pastDue++;
      await appendAuditEvent(ctx, row.firm_id, {
        kind: 'subscription.changed',
        actor: systemActor,
        detail: { status: 'past_due' },
      });
      if (await notify(ctx, repo, row, 'past_due', now, { graceDate: day(step.graceEndsAt) }))
        result.notices++;
    } else if (step.kind === 'suspend') {
      const moved = await repo.update(
        row.firm_id,
        row.id,
        { status: 'suspended', suspended_at: nowIso, updated_at: nowIso },
        [row.status],
      );
      if (!moved) return;
      result.suspended++;
      await appendAuditEvent(ctx, row.firm_id, {
        kind: 'subscription.changed',
        actor: systemActor,
        detail: { status: 'suspended' },
      });
      if (await notify(ctx, repo, row, 'suspended', now, {})) result.notices++;
    } else {
      const firmId = row.firm_id;
      if (await deleteFirm(ctx, firmId, (trx) => lapsed(ctx, trx, firmId, now))) {
        result.deleted++;
        ctx.log.info({ firmId }, 'subscriptions: firm deleted one year after its suspension');
      }
      return;
    }
  }
}

/** Still suspended for a year (DESIGN §12), read again inside the deletion: a renewal in the meantime wins. */
async function lapsed(ctx: AppContext, trx: DbHandle, firmId: string, now: Date): Promise<boolean> {
  const current = await ctx.repos.subscriptions.within(trx).current(firmId);
  return Boolean(
    current?.status === 'suspended' &&
    current.suspended_at &&
    addDays(new Date(current.suspended_at), subscriptionLimits.deleteAfterSuspendedDays) <= now,
  );
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Claims the notice for this period, then mails every active advisor of the firm; false when it was sent already. */
async function notify(
  ctx: AppContext,
  repo: SubscriptionsRepository,
  row: SubscriptionRow,
  kind: NoticeKind,
  now: Date,
  values: Record<string, string | number>,
): Promise<boolean> {
  if (!(await repo.claimNotice(row.id, kind, row.current_period_end, now.toISOString()))) return false;
  const firm = await ctx.repos.firms.findById(row.firm_id);
  if (!firm) return false;
  const advisors = await ctx.repos.users.activeAdvisorsOf(row.firm_id);
  const plan = isPlanId(row.plan_id) ? planById(row.plan_id).name : row.plan_id;
  const link = firmSiteUrl(ctx.config, firm.subdomain, subscriptionWebRoutes.advisorSubscription);
  const texts: Record<NoticeKind, [string, string]> = {
    renewal_30: [m.renewalNoticeSubject, m.renewalNoticeText],
    renewal_7: [m.renewalNoticeSubject, m.renewalNoticeText],
    renewal_1: [m.renewalNoticeSubjectOne, m.renewalNoticeText],
    past_due: [m.pastDueSubject, m.pastDueText],
    suspended: [m.suspendedSubject, m.suspendedText],
  };
  const [subject, text] = texts[kind];
  for (const advisor of advisors) {
    const all = {
      firm: firm.name,
      plan,
      link,
      date: day(new Date(row.current_period_end)),
      graceDays: subscriptionLimits.graceDays,
      name: `${advisor.first_name} ${advisor.last_name}`.trim(),
      ...values,
    };
    try {
      await ctx.mailer.send({
        to: advisor.email,
        firmId: firm.id,
        subject: formatMessage(subject, all),
        text: formatMessage(text, all),
      });
    } catch (err) {
      ctx.log.error({ err, firmId: firm.id, kind }, 'subscription notice could not be sent');
    }
  }
  return true;
}
