import type { DocumentArea, activityActions } from '@guru/shared';
import type { DocumentActivityRepository } from './documents-activity.repository.js';

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
export async function recordDownload(
  activity: DocumentActivityRepository,
  entry: ActivityEntry,
  ranged: boolean,
): Promise<void> {
  if (ranged && entry.actor.id !== null) {
    const since = new Date(entry.at.getTime() - DOWNLOAD_COALESCE_MS).toISOString();
    if (await activity.downloadedSince(entry.itemId, entry.actor.id, since)) return;
  }
  await activity.record(entry);
}
