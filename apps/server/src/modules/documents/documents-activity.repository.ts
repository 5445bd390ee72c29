import type { DocumentArea } from '@guru/shared';
import type { Selectable } from 'kysely';
import type { DocumentActivityTable } from '../../db/tables/documents.table.js';
import type { DbHandle } from '../../db/transaction.js';
import type { ActivityAction, ActivityEntry } from './documents-activity.js';

export type ActivityRow = Selectable<DocumentActivityTable>;

/** What a recipient of a share sees of an item's history besides their own actions: the item's own changes. */
const itemHistory: readonly ActivityAction[] = ['upload', 'rename', 'move'];

/** Which rows of one client's activity a reader asks for. */
export interface ActivityFilter {
  firmId: string;
  clientId: string;
  areas: readonly DocumentArea[];
  itemId?: string;
  /** A share's recipient: the item's own changes and their own actions, never other recipients'. */
  recipientId?: string;
}

function activityRow(entry: ActivityEntry): ActivityRow {
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
 * The activity of the vault (`document_activity`). Changes record theirs inside their own transaction
 * (`within(trx)`), so the row and the change commit together (documents-activity.ts).
 */
export class DocumentActivityRepository {
  constructor(private readonly db: DbHandle) {}

  /** The same repository inside a caller's transaction. */
  within(trx: DbHandle): DocumentActivityRepository {
    return new DocumentActivityRepository(trx);
  }

  /** Records one event (or several, e.g. a bulk delete). */
  async record(entry: ActivityEntry | readonly ActivityEntry[]): Promise<void> {
    const entries: readonly ActivityEntry[] = Array.isArray(entry) ? entry : [entry as ActivityEntry];
    for (let i = 0; i < entries.length; i += 500) {
      await this.db
        .insertInto('document_activity')
        .values(entries.slice(i, i + 500).map(activityRow))
        .execute();
    }
  }

  /** Whether the user has a download line of the item recorded at `sinceIso` or later. */
  async downloadedSince(itemId: string, actorId: string, sinceIso: string): Promise<boolean> {
    const recent = await this.db
      .selectFrom('document_activity')
      .select('id')
      .where('item_id', '=', itemId)
      .where('action', '=', 'download')
      .where('actor_id', '=', actorId)
      .where('created_at', '>=', sinceIso)
      .limit(1)
      .executeTakeFirst();
    return recent !== undefined;
  }

  /** Rows of one client's activity in some areas, newest first (optionally of one item). */
  list(where: ActivityFilter): Promise<ActivityRow[]> {
    let q = this.db
      .selectFrom('document_activity')
      .selectAll()
      .where('firm_id', '=', where.firmId)
      .where('client_id', '=', where.clientId)
      .where('area', 'in', [...where.areas]);
    if (where.itemId !== undefined) q = q.where('item_id', '=', where.itemId);
    const recipient = where.recipientId;
    if (recipient !== undefined)
      q = q.where((eb) => eb.or([eb('actor_id', '=', recipient), eb('action', 'in', [...itemHistory])]));
    return q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  }
}
