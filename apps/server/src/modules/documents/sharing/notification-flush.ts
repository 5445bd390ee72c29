import {
  AppType,
  advisorDocumentsPath,
  appDisplayName,
  appRoutes,
  documentsMailMessages as m,
  formatMessage,
} from '@guru/shared';
import type { AppContext } from '../../../app-context.js';
import type { FirmSummary } from '../../firms/firms.repository.js';
import { configuredFirmOrigin } from './mail-origin.js';
import type { NotificationBatch } from './notifications.repository.js';

/** File names listed in one notification; the rest are counted. */
const NAMES_LISTED = 20;

/** "1 new document" / "{count} new documents". */
function documentsPhrase(count: number): string {
  return count === 1 ? m.documentCountOne : formatMessage(m.documentCountMany, { count });
}

/** The names as a list, the first NAMES_LISTED of them, then how many more. */
export function namesList(names: readonly string[]): string {
  const lines = names.slice(0, NAMES_LISTED).map((n) => `- ${n}`);
  if (names.length > NAMES_LISTED)
    lines.push(formatMessage(m.moreDocuments, { count: names.length - NAMES_LISTED }));
  return lines.join('\n');
}

/** The names of the batch's files that are still in the client's shared area, oldest first. */
async function sharedNames(ctx: AppContext, batch: NotificationBatch): Promise<string[]> {
  const rows = await ctx.repos.documentNotifications.sharedFiles(batch);
  return rows
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.file_name.localeCompare(b.file_name))
    .map((r) => r.file_name);
}

async function sendBatch(ctx: AppContext, batch: NotificationBatch): Promise<number> {
  const client = await ctx.repos.documentNotifications.client(batch.firmId, batch.clientId);
  // The setting as it is when the batch goes out ("Enable Email Notification" of Client Management, or the client's own).
  if (!client || client.status !== 'active' || client.enable_notification !== 1) return 0;
  const names = await sharedNames(ctx, batch);
  const firm = await ctx.repos.firms.findById(batch.firmId);
  if (names.length === 0 || !firm) return 0;
  const values = {
    firm: firm.name,
    app: appDisplayName(AppType.documents),
    documents: documentsPhrase(names.length),
    names: namesList(names),
  };
  const origin = configuredFirmOrigin(ctx.config, firm);
  if (batch.direction === 'to_client') {
    await send(
      ctx,
      firm,
      client.email,
      formatMessage(m.uploadedForClientSubject, values),
      formatMessage(m.uploadedForClientText, {
        ...values,
        link: `${origin}${appRoutes(AppType.documents).login}`,
      }),
    );
    return 1;
  }
  const advisors = await ctx.repos.documentNotifications.advisorEmails(batch.firmId);
  const clientName = `${client.first_name} ${client.last_name}`.trim() || client.email;
  const subject = formatMessage(m.uploadedByClientSubject, { ...values, client: clientName });
  const text = formatMessage(m.uploadedByClientText, {
    ...values,
    client: clientName,
    link: `${origin}${advisorDocumentsPath(batch.clientId)}`,
  });
  for (const advisor of advisors) await send(ctx, firm, advisor, subject, text);
  return advisors.length;
}

async function send(
  ctx: AppContext,
  firm: FirmSummary,
  to: string,
  subject: string,
  text: string,
): Promise<void> {
  await ctx.mailer.send({ to, firmId: firm.id, fromName: firm.name, subject, text });
}

/**
 * Sends every due batch of upload notifications (one e-mail per recipient for each client and
 * direction); returns how many e-mails were queued. Each is a row of the outgoing queue (ADR 0028),
 * retried there with backoff if its delivery fails; a batch that fails before its mails are queued is
 * logged and dropped, never retried into a flood.
 */
export async function flushDueNotifications(ctx: AppContext): Promise<number> {
  const batches = await ctx.repos.documentNotifications.claimDue(ctx.clock.now().toISOString());
  let sent = 0;
  for (const batch of batches) {
    try {
      sent += await sendBatch(ctx, batch);
    } catch (err) {
      ctx.log.error({ err, clientId: batch.clientId }, 'documents: an upload notification could not be sent');
    }
  }
  return sent;
}
