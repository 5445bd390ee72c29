import {
  AppType,
  advisorDocumentsPath,
  appDisplayName,
  appRoutes,
  documentsMailMessages as m,
  formatMessage,
} from '@guru/shared';
import type { AppContext } from '../../../app-context.js';
import { selectByChunks } from '../../../db/rows.js';
import type { NotificationDirection } from '../../../db/tables/sharing.table.js';
import { RoleId } from '../../../db/tables/users.table.js';
import type { FirmSummary } from '../../firms/firms.repository.js';
import { configuredFirmOrigin } from './mail-origin.js';

/** File names listed in one notification; the rest are counted. */
const NAMES_LISTED = 20;

interface Batch {
  firmId: string;
  clientId: string;
  direction: NotificationDirection;
  documentIds: string[];
}

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

/**
 * Claims the due batches: deletes every queued upload whose batch is due, in one statement per
 * client and direction, and returns what it deleted. A row is sent at most once: of two instances,
 * only the one whose delete removed it sends it (the job's lease keeps them from running together anyway).
 */
async function claimDueBatches(ctx: AppContext, nowIso: string): Promise<Batch[]> {
  const db = ctx.db.kysely;
  const groups = await db
    .selectFrom('document_notifications')
    .select(['firm_id', 'client_id', 'direction'])
    .where('send_after', '<=', nowIso)
    .groupBy(['firm_id', 'client_id', 'direction'])
    .execute();
  const batches: Batch[] = [];
  for (const g of groups) {
    const rows = await db
      .deleteFrom('document_notifications')
      .where('firm_id', '=', g.firm_id)
      .where('client_id', '=', g.client_id)
      .where('direction', '=', g.direction)
      .where('send_after', '<=', nowIso)
      .returning('document_id')
      .execute();
    if (rows.length > 0)
      batches.push({
        firmId: g.firm_id,
        clientId: g.client_id,
        direction: g.direction,
        documentIds: rows.map((r) => r.document_id),
      });
  }
  return batches;
}

/** The names of the batch's files that are still in the client's shared area (a file moved to the private area is never named). */
async function sharedNames(ctx: AppContext, batch: Batch): Promise<string[]> {
  const rows = await selectByChunks(batch.documentIds, (part) =>
    ctx.db.kysely
      .selectFrom('documents')
      .select(['file_name', 'created_at'])
      .where('firm_id', '=', batch.firmId)
      .where('client_id', '=', batch.clientId)
      .where('area', '=', 'shared')
      .where('id', 'in', part)
      .execute(),
  );
  return rows
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.file_name.localeCompare(b.file_name))
    .map((r) => r.file_name);
}

async function sendBatch(ctx: AppContext, batch: Batch): Promise<number> {
  const db = ctx.db.kysely;
  const client = await db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name', 'enable_notification', 'status'])
    .where('id', '=', batch.clientId)
    .where('firm_id', '=', batch.firmId)
    .where('role_id', '=', RoleId.client)
    .executeTakeFirst();
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
  const advisors = await db
    .selectFrom('users')
    .select('email')
    .where('firm_id', '=', batch.firmId)
    .where('role_id', '=', RoleId.advisor)
    .where('scope', '=', 'admin')
    .where('status', '=', 'active')
    .orderBy('email_key')
    .execute();
  const clientName = `${client.first_name} ${client.last_name}`.trim() || client.email;
  const subject = formatMessage(m.uploadedByClientSubject, { ...values, client: clientName });
  const text = formatMessage(m.uploadedByClientText, {
    ...values,
    client: clientName,
    link: `${origin}${advisorDocumentsPath(batch.clientId)}`,
  });
  for (const advisor of advisors) await send(ctx, firm, advisor.email, subject, text);
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
  const batches = await claimDueBatches(ctx, ctx.clock.now().toISOString());
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
