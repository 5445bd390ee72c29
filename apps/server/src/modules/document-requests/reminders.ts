import type { AppContext } from '../../app-context.js';
import { configuredFirmOrigin } from '../documents/sharing/mail-origin.js';
import type { DueReminderRow } from './document-requests.repository.js';
import { reminderMail } from './request-mail.js';
import { isOverdue, nextReminderAfter } from './reminder-schedule.js';
import { recordActivity } from '../documents/documents-activity.js';

/** Requests read per run: a backlog larger than this goes on the next run. */
const BATCH = 500;

function byClient(rows: readonly DueReminderRow[]): DueReminderRow[][] {
  const groups = new Map<string, DueReminderRow[]>();
  for (const row of rows) groups.set(row.client_id, [...(groups.get(row.client_id) ?? []), row]);
  return [...groups.values()];
}

/**
 * Sends the reminders due at `now` (ADR 0047): one e-mail per client for every open request of theirs
 * whose reminder is due (coalesced), naming the items still missing, through the outgoing queue in the
 * transaction that moves each request's next reminder on (a request moved by another run is not sent
 * again). A completed or cancelled request has none. Each reminder is a line of the client's shared
 * activity. `firmId` limits a run to one firm (the e2e worlds' clock route); the job runs them all.
 * Returns the number of e-mails queued.
 */
export async function sendDueReminders(
  ctx: AppContext,
  now: Date,
  firmId: string | null = null,
): Promise<number> {
  const rows = await ctx.repos.documentRequests.dueReminders(now.toISOString(), firmId, BATCH);
  let sent = 0;
  for (const group of byClient(rows)) {
    const first = group[0]!;
    const firm = await ctx.repos.firms.findById(first.firm_id);
    if (!firm) continue;
    const items = await ctx.repos.documentRequests.itemsOf(group.map((r) => r.id));
    const outgoing = ctx.outgoing.batch();
    const queued = await ctx.repos.documentRequests.transaction(async (repo, trx) => {
      const moved: DueReminderRow[] = [];
      for (const row of group) {
        const next = nextReminderAfter(row.due_date, now);
        const afterDue = row.reminders_after_due + (isOverdue(row.due_date, now) ? 1 : 0);
        if (await repo.advanceReminder(row.id, row.next_reminder_at!, next?.toISOString() ?? null, afterDue))
          moved.push(row);
      }
      if (moved.length === 0) return false;
      const mail = reminderMail(
        firm,
        configuredFirmOrigin(ctx.config, firm),
        first.client_email,
        moved.map((r) => ({
          title: r.title,
          note: r.note,
          dueDate: r.due_date,
          items: items.filter((i) => i.request_id === r.id && i.fulfilled_at === null).map((i) => i.name),
          overdue: isOverdue(r.due_date, now),
        })),
      );
      await outgoing.mail(trx, mail);
      await recordActivity(
        ctx,
        trx,
        moved.map((r) => ({
          firmId: r.firm_id,
          clientId: r.client_id,
          area: 'shared' as const,
          itemType: 'request' as const,
          itemId: r.id,
          itemName: r.title,
          action: 'request_reminder' as const,
          actor: { id: null, firstName: firm.name, lastName: '', email: '' },
          detail: `${mail.subject} (${first.client_email})`,
          ip: null,
          at: now,
        })),
      );
      return true;
    });
    await outgoing.deliver();
    if (queued) sent++;
  }
  return sent;
}
