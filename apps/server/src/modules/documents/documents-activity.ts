import type { DocumentArea, activityActions } from '@guru/shared';
import type { DbHandle } from '../../db/transaction.js';

/**
 * The one way to record what happened to a document or folder (docs/ARCHITECTURE.md, "Documents Guru"): every upload,
 * download, rename, move, share, unshare and delete goes through `recordActivity`, inside the
 * transaction of the change when there is one (pass the transaction's handle), so the row and the
 * change commit together. The uploads and sharing modules import it too.
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
  itemType: 'file' | 'folder';
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

function activityRow(entry: ActivityEntry) {
  return {
    id: crypto.randomUUID(),
    firm_id: entry.firmId,
    client_id: entry.clientId,
    area: entry.area,
    item_type: entry.itemType,
    item_id: entry.itemId,
    item_name: entry.itemName,
    action: entry.action,
    actor_id: entry.actor.id,
    actor_first_name: entry.actor.firstName,
    actor_last_name: entry.actor.lastName,
    actor_email: entry.actor.email,
    detail: entry.detail ?? '',
    ip: entry.ip,
    created_at: entry.at.toISOString(),
  };
}

/**
 * How long the ranges of one download count as that download (ADR 0031): a ranged response (206) of a
 * document joins a download line of the same user and document recorded this recently, else it
 * records one. A document's bytes never change after its upload (a rename keeps them), so the
 * document is its own version.
 */
export const DOWNLOAD_COALESCE_MS = 10 * 60_000;

/**
 * Records a download: always for the whole file (200), and for a range (206) unless the same user
 * already has a download line of the document within DOWNLOAD_COALESCE_MS. Two first ranges racing
 * may each record a line: never fewer lines than downloads.
 */
export async function recordDownload(db: DbHandle, entry: ActivityEntry, ranged: boolean): Promise<void> {
  if (ranged && entry.actor.id !== null) {
    const since = new Date(entry.at.getTime() - DOWNLOAD_COALESCE_MS).toISOString();
    const recent = await db
      .selectFrom('document_activity')
      .select('id')
      .where('item_id', '=', entry.itemId)
      .where('action', '=', 'download')
      .where('actor_id', '=', entry.actor.id)
      .where('created_at', '>=', since)
      .limit(1)
      .executeTakeFirst();
    if (recent) return;
  }
  await recordActivity(db, entry);
}

/** Records one event (or several, e.g. a bulk delete) in `document_activity`. */
export async function recordActivity(
  db: DbHandle,
  entry: ActivityEntry | readonly ActivityEntry[],
): Promise<void> {
  const entries: readonly ActivityEntry[] = Array.isArray(entry) ? entry : [entry as ActivityEntry];
  if (entries.length === 0) return;
  for (let i = 0; i < entries.length; i += 500) {
    await db
      .insertInto('document_activity')
      .values(entries.slice(i, i + 500).map(activityRow))
      .execute();
  }
}
