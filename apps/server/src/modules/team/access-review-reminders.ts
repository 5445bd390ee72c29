import { accessReviewMessages as m, formatMessage, teamWebRoutes } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { firmSiteUrl } from '../../lib/public-urls.js';
import { appendAuditEvent, systemActor } from '../audit/audit.js';

/** The calendar quarter of a moment (UTC): its key (`2026-Q4`) and its first instant. */
export function quarterOf(at: Date): { key: string; start: Date } {
  const year = at.getUTCFullYear();
  const q = Math.floor(at.getUTCMonth() / 3);
  return { key: `${year}-Q${q + 1}`, start: new Date(Date.UTC(year, q * 3, 1)) };
}

/**
 * Sends the quarter's access-review reminder (ADR 0051) to the active advisors of every firm created before the
 * quarter began and not reminded this quarter yet. Each firm's reminder is claimed by inserting its
 * (firm, quarter) row, in the transaction that queues the e-mails and records it in the firm's audit trail: of
 * two runs at once, one claims and sends, the other's insert does nothing and it sends nothing. Returns the number
 * of firms reminded.
 */
export async function sendAccessReviewReminders(ctx: AppContext, now: Date): Promise<number> {
  const quarter = quarterOf(now);
  const firms = await ctx.repos.accessReview.firmsToRemind(quarter.key, quarter.start.toISOString());
  let reminded = 0;
  for (const firm of firms) {
    const link = firmSiteUrl(ctx.config, firm.subdomain, teamWebRoutes.accessReview);
    const outgoing = ctx.outgoing.batch();
    const sent = await ctx.repos.accessReview.transaction(async (repo, trx) => {
      if (!(await repo.claimReminder(firm.id, quarter.key, now.toISOString()))) return false;
      const advisors = await repo.activeAdvisors(firm.id);
      for (const a of advisors) {
        await outgoing.mail(trx, {
          to: a.email,
          firmId: firm.id,
          subject: formatMessage(m.reminderSubject, { firm: firm.name }),
          text: formatMessage(m.reminderText, {
            name: `${a.first_name} ${a.last_name}`,
            firm: firm.name,
            link,
          }),
        });
      }
      await appendAuditEvent(
        ctx,
        firm.id,
        {
          kind: 'team.access_review_reminder_sent',
          actor: systemActor,
          detail: { quarter: quarter.key, recipients: advisors.length },
        },
        trx,
      );
      return true;
    });
    await outgoing.deliver();
    if (sent) reminded++;
  }
  return reminded;
}
