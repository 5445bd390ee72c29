import type { DocumentArea, activityActions } from '@guru/shared';
import type { AuditEventKind } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import type { DbHandle } from '../../db/transaction.js';
import { appendAuditEvents, auditActorById, type AuditEventInput } from '../audit/audit.js';

/**
 * The one way to record what happened to a document or folder (docs/ARCHITECTURE.md, "Documents Guru"): every upload,
 * download, rename, move, share, unshare and delete goes through `DocumentActivityRepository.record`
 * (`ctx.repos.documentActivity`), inside the transaction of the change when there is one
 * (`within(trx)`), so the row and the change commit together. The uploads and sharing modules use it too.
 */

export type ActivityAction = (typeof activityActions)[number];

/** Who acted: their id, and their name and e-mail as they were then (kept when the user is deleted). */
export interface ActivityActor {
  id: string | null;
  firstName: string;
  lastName: string;
  email: string;
}

export interface ActivityEntry {
  firmId: string;
  /** The primary client whose document space holds the item. */
  clientId: string;
  /** The item's area when it happened (a move records the area it moved to). */
  area: DocumentArea;
  /** `request`: a document request's own events (modules/document-requests). */
  itemType: 'file' | 'folder' | 'request';
  itemId: string;
  itemName: string;
  action: ActivityAction;
  actor: ActivityActor;
  /** A short free text: "old name → new name", "to Shared with FA", the e-mail shared with… */
  detail?: string;
  /** The request's address (req.ip). */
  ip: string | null;
  at: Date;
}

/** The actor of a signed-in user row (the session's user). */
export function actorOf(user: {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}): ActivityActor {
  return { id: user.id, firstName: user.first_name, lastName: user.last_name, email: user.email };
}

/** The activity line of a signed-in user's download of a document: whole, by ranges, a version or in a ZIP. */
export function downloadEntry(
  doc: { firm_id: string; client_id: string; area: DocumentArea; id: string; file_name: string },
  user: Parameters<typeof actorOf>[0],
  ip: string | null,
  at: Date,
  detail?: string,
): ActivityEntry {
  return {
    firmId: doc.firm_id,
    clientId: doc.client_id,
    area: doc.area,
    itemType: 'file',
    itemId: doc.id,
    itemName: doc.file_name,
    action: 'download',
    actor: actorOf(user),
    ...(detail === undefined ? {} : { detail }),
    ip,
    at,
  };
}

/**
 * How long the ranges of one download count as that download (ADR 0031): a ranged response (206) of a
 * document joins a download line of the same user and document recorded this recently, else it
 * records one. A document's bytes never change after its upload (a rename keeps them), so the
 * document is its own version.
 */
export const DOWNLOAD_COALESCE_MS = 10 * 60_000;

const auditKinds: Record<ActivityAction, AuditEventKind> = {
  upload: 'document.uploaded',
  download: 'document.downloaded',
  rename: 'document.renamed',
  move: 'document.moved',
  delete: 'document.deleted',
  share: 'document.shared',
  unshare: 'document.unshared',
  request_sent: 'document_request.created',
  request_fulfilled: 'document_request.item_fulfilled',
  request_completed: 'document_request.completed',
  request_cancelled: 'document_request.cancelled',
  request_reminder: 'document_request.reminder_sent',
  link_sent: 'document_link.created',
  link_opened: 'document_link.opened',
  link_download: 'document_link.downloaded',
  link_revoked: 'document_link.revoked',
};

/**
 * The firm's audit trail of some activity (ADR 0048): shared-area events, and moves in or out of it, by id and
 * area, never by name (the private area's names and doings are the client's alone). A share names its recipient.
 */
async function auditEventsOf(
  ctx: AppContext,
  entries: readonly ActivityEntry[],
  trx: DbHandle | undefined,
): Promise<AuditEventInput[]> {
  const kept = entries.filter((e) => e.area === 'shared' || e.action === 'move');
  const actors = new Map<string, Awaited<ReturnType<typeof auditActorById>>>();
  const out: AuditEventInput[] = [];
  for (const entry of kept) {
    const actorId = entry.actor.id;
    let actor = actorId ? actors.get(actorId) : undefined;
    if (!actor) {
      actor = actorId
        ? await auditActorById(ctx, actorId, trx)
        : {
            id: null,
            role: null,
            label: entry.actor.email || `${entry.actor.firstName} ${entry.actor.lastName}`.trim(),
          };
      if (actorId) actors.set(actorId, actor);
    }
    const shareDetail: Record<string, string> =
      entry.action === 'share' || entry.action === 'unshare' ? { recipient: entry.detail ?? '' } : {};
    out.push({
      kind: auditKinds[entry.action],
      actor,
      subject: { type: entry.itemType, id: entry.itemId },
      detail: { area: entry.area, clientId: entry.clientId, ...shareDetail },
      ip: entry.ip,
    });
  }
  return out;
}

/**
 * Records activity (one entry or several, e.g. a bulk delete): the vault's own lines and the firm's audit trail,
 * in the change's transaction when there is one.
 */
export async function recordActivity(
  ctx: AppContext,
  trx: DbHandle | undefined,
  entry: ActivityEntry | readonly ActivityEntry[],
): Promise<void> {
  const entries: readonly ActivityEntry[] = Array.isArray(entry) ? entry : [entry as ActivityEntry];
  if (entries.length === 0) return;
  await (trx ? ctx.repos.documentActivity.within(trx) : ctx.repos.documentActivity).record(entries);
  await appendAuditEvents(ctx, entries[0]!.firmId, await auditEventsOf(ctx, entries, trx), trx);
}

/**
 * Records a download: always for the whole file (200), and for a range (206) unless the same user
 * already has a download line of the document within DOWNLOAD_COALESCE_MS. Two first ranges racing
 * may each record a line: never fewer lines than downloads.
 */
export async function recordDownload(ctx: AppContext, entry: ActivityEntry, ranged: boolean): Promise<void> {
  if (ranged && entry.actor.id !== null) {
    const since = new Date(entry.at.getTime() - DOWNLOAD_COALESCE_MS).toISOString();
    if (await ctx.repos.documentActivity.downloadedSince(entry.itemId, entry.actor.id, since)) return;
  }
  await recordActivity(ctx, undefined, entry);
}
