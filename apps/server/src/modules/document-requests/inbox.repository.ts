import type { InboxAction } from '@guru/shared';
import type { Selectable } from 'kysely';
import type { DocumentActivityTable } from '../../db/tables/documents.table.js';
import type { DbHandle } from '../../db/transaction.js';
import { olderThan } from '../../db/rows.js';
import type { Keyset } from './keyset.js';

export type InboxRow = Selectable<DocumentActivityTable> & {
  client_first_name: string;
  client_last_name: string;
};

export interface InboxFilter {
  firmId: string;
  actions: readonly InboxAction[];
  clientId?: string;
  after?: Keyset;
  limit: number;
}

/**
 * The advisor's inbox (ADR 0047): the firm's activity of the shared area only, newest first, read along
 * migration 0038's (firm, area[, action | client], created_at, id) indexes from a keyset. The area is a
 * condition of the query itself: no private row is ever read.
 */
export class InboxRepository {
  constructor(private readonly db: DbHandle) {}

  list(filter: InboxFilter): Promise<InboxRow[]> {
    return this.listQuery(filter).execute();
  }

  /** The page's query (its plan is tested: inbox-plan.service.test.ts). */
  listQuery(filter: InboxFilter) {
    let q = this.db
      .selectFrom('document_activity')
      .innerJoin('users', 'users.id', 'document_activity.client_id')
      .selectAll('document_activity')
      .select(['users.first_name as client_first_name', 'users.last_name as client_last_name'])
      .where('document_activity.firm_id', '=', filter.firmId)
      .where('document_activity.area', '=', 'shared')
      .where('document_activity.action', 'in', [...filter.actions]);
    if (filter.clientId !== undefined) q = q.where('document_activity.client_id', '=', filter.clientId);
    const after = filter.after;
    if (after) q = q.where(olderThan('document_activity', after));
    return q
      .orderBy('document_activity.created_at', 'desc')
      .orderBy('document_activity.id', 'desc')
      .limit(filter.limit);
  }
}
