import { countRows, selectByChunks } from '../../db/rows.js';
import type { DbHandle } from '../../db/transaction.js';
import { RoleId, type UserStatus } from '../../db/tables/users.table.js';

/** The firm's people in the export: its clients, their second users and third parties. */
const exportedRoles = [RoleId.client, RoleId.secondUser, RoleId.sharedUser];

export interface ExportPersonRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  role_id: number;
  status: UserStatus;
  created_at: string;
  last_login_at: string | null;
}

export interface ExportDocumentRow {
  id: string;
  client_id: string;
  client_first_name: string;
  client_last_name: string;
  client_email: string;
  folder_name: string | null;
  file_name: string;
  object_key: string;
  updated_at: string;
}

export interface ExportRequestRow {
  id: string;
  client_id: string;
  client_first_name: string;
  client_last_name: string;
  client_email: string;
  title: string;
  note: string;
  due_date: string;
  state: string;
  created_at: string;
  closed_at: string | null;
}

export interface ExportRequestItemRow {
  request_id: string;
  name: string;
  document_name: string | null;
  fulfilled_at: string | null;
}

/**
 * The firm's data export (ADR 0052): every list read in keyset batches of one firm, so that an export
 * never holds the whole firm in memory. Documents of the shared area only: the private area is the
 * client's alone (and the vault is out of reach: zero-knowledge).
 */
export class FirmExportRepository {
  constructor(private readonly db: DbHandle) {}

  /** The firm's people after `afterId`, by id. */
  peopleAfter(firmId: string, afterId: string | null, limit: number): Promise<ExportPersonRow[]> {
    let q = this.db
      .selectFrom('users')
      .select([
        'id',
        'first_name',
        'last_name',
        'email',
        'username',
        'role_id',
        'status',
        'created_at',
        'last_login_at',
      ])
      .where('firm_id', '=', firmId)
      .where('role_id', 'in', exportedRoles);
    if (afterId !== null) q = q.where('id', '>', afterId);
    return q.orderBy('id').limit(limit).execute();
  }

  /** The apps of each of these users. */
  appsOf(userIds: readonly string[]): Promise<{ user_id: string; app_type: string }[]> {
    return selectByChunks(userIds, (part) =>
      this.db
        .selectFrom('user_apps')
        .select(['user_id', 'app_type'])
        .where('user_id', 'in', part)
        .orderBy('app_type')
        .execute(),
    );
  }

  /** The shared-area documents of the firm after `after`, by client then id, with their client and folder. */
  sharedDocumentsAfter(
    firmId: string,
    after: { clientId: string; id: string } | null,
    limit: number,
  ): Promise<ExportDocumentRow[]> {
    let q = this.db
      .selectFrom('documents as d')
      .innerJoin('users as u', 'u.id', 'd.client_id')
      .leftJoin('document_folders as f', (join) =>
        join.onRef('f.id', '=', 'd.folder_id').on('f.area', '=', 'shared'),
      )
      .select([
        'd.id',
        'd.client_id',
        'u.first_name as client_first_name',
        'u.last_name as client_last_name',
        'u.email as client_email',
        'f.name as folder_name',
        'd.file_name',
        'd.object_key',
        'd.updated_at',
      ])
      .where('d.firm_id', '=', firmId)
      .where('d.area', '=', 'shared');
    if (after)
      q = q.where((eb) =>
        eb.or([
          eb('d.client_id', '>', after.clientId),
          eb.and([eb('d.client_id', '=', after.clientId), eb('d.id', '>', after.id)]),
        ]),
      );
    return q.orderBy('d.client_id').orderBy('d.id').limit(limit).execute();
  }

  /** The firm's document requests after `afterId`, by id, with their client. */
  requestsAfter(firmId: string, afterId: string | null, limit: number): Promise<ExportRequestRow[]> {
    let q = this.db
      .selectFrom('document_requests as r')
      .innerJoin('users as u', 'u.id', 'r.client_id')
      .select([
        'r.id',
        'r.client_id',
        'u.first_name as client_first_name',
        'u.last_name as client_last_name',
        'u.email as client_email',
        'r.title',
        'r.note',
        'r.due_date',
        'r.state',
        'r.created_at',
        'r.closed_at',
      ])
      .where('r.firm_id', '=', firmId);
    if (afterId !== null) q = q.where('r.id', '>', afterId);
    return q.orderBy('r.id').limit(limit).execute();
  }

  /** The items of these requests, in their order. */
  requestItemsOf(requestIds: readonly string[]): Promise<ExportRequestItemRow[]> {
    return selectByChunks(requestIds, (part) =>
      this.db
        .selectFrom('document_request_items')
        .select(['request_id', 'name', 'document_name', 'fulfilled_at'])
        .where('request_id', 'in', part)
        .orderBy('request_id')
        .orderBy('position')
        .execute(),
    );
  }

  /** How many people, shared documents and requests the export holds (its record in the trail). */
  async counts(firmId: string): Promise<{ people: number; documents: number; requests: number }> {
    const [people, documents, requests] = await Promise.all([
      countRows(
        this.db.selectFrom('users').where('firm_id', '=', firmId).where('role_id', 'in', exportedRoles),
      ),
      countRows(this.db.selectFrom('documents').where('firm_id', '=', firmId).where('area', '=', 'shared')),
      countRows(this.db.selectFrom('document_requests').where('firm_id', '=', firmId)),
    ]);
    return { people, documents, requests };
  }
}
