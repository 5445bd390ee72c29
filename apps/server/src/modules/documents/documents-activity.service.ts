import { escapeSpreadsheetCell, type DocumentActivity, type DocumentArea } from '@guru/shared';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { DocumentActivityTable } from '../../db/tables/documents.table.js';
import type { DbHandle } from '../../db/transaction.js';
import { appErrors } from '../../lib/app-error.js';
import { writeSheet } from '../../lib/spreadsheet.js';
import type { DocumentsUser } from '../auth/access.policy.js';
import { DocumentFoldersRepository } from './document-folders.repository.js';
import { readScopesOf, spaceOf, type DocumentScope } from './documents.policy.js';
import { presentActivity } from './documents.presenter.js';
import type { ActivityAction } from './documents-activity.js';
import { DocumentsRepository } from './documents.repository.js';

type ActivityRow = Selectable<DocumentActivityTable>;

/** What a recipient of a share sees of an item's history besides their own actions: the item's own changes. */
const itemHistory: readonly ActivityAction[] = ['upload', 'rename', 'move'];

interface ActivityFilter {
  firmId: string;
  clientId: string;
  areas: readonly DocumentArea[];
  itemId?: string;
  /** A share's recipient: the item's own changes and their own actions, never other recipients'. */
  recipientId?: string;
}

/** Rows of one client's activity in some areas, newest first (optionally of one item). */
function activityRows(db: DbHandle, where: ActivityFilter): Promise<ActivityRow[]> {
  let q = db
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

/** The areas of an item's history a scope may read: a client's both, anyone else's the shared one only. */
function areasReadBy(scope: DocumentScope): readonly DocumentArea[] {
  return scope.kind === 'space' ? scope.areas : ['shared'];
}

const columns = [
  'Date (UTC)',
  'Action',
  'Type',
  'Name',
  'First name',
  'Last name',
  'E-mail',
  'Detail',
  'IP address',
] as const;

/** The activity of the vault: per item for whoever sees it, and the advisor's export of a client's shared area. */
export class DocumentsActivityService {
  private readonly docs: DocumentsRepository;
  private readonly folders: DocumentFoldersRepository;

  constructor(private readonly ctx: AppContext) {
    this.docs = new DocumentsRepository(ctx.db.kysely);
    this.folders = new DocumentFoldersRepository(ctx.db.kysely);
  }

  /**
   * The history of a file or folder the caller can see now: NOT_FOUND otherwise (an advisor asking for
   * a private item included). In the client's space: every row the scope's areas allow (an advisor's:
   * the shared area's). Through a share: the item's uploads, renames and moves and the reader's own
   * actions, without addresses, so recipients learn nothing of each other.
   */
  async ofItem(user: DocumentsUser, itemType: 'file' | 'folder', id: string): Promise<DocumentActivity[]> {
    for (const scope of readScopesOf(user)) {
      const item =
        itemType === 'file'
          ? await this.docs.findDocument(scope, id)
          : await this.folders.findFolder(scope, id);
      if (!item) continue;
      const filter: ActivityFilter = {
        firmId: item.firm_id,
        clientId: item.client_id,
        areas: areasReadBy(scope),
        itemId: id,
      };
      if (scope.kind === 'share') filter.recipientId = user.userId;
      const rows = await activityRows(this.ctx.db.kysely, filter);
      return rows.map((row) => presentActivity(row, scope.kind === 'space'));
    }
    throw appErrors.notFound();
  }

  /** A client's shared-area activity as an .xlsx workbook (the advisor's download receipt); never a private row. */
  async exportShared(user: DocumentsUser, clientId: string): Promise<Uint8Array> {
    if (user.kind !== 'advisor') throw appErrors.forbidden();
    const space = await spaceOf(this.ctx.db.kysely, user, clientId, 'shared');
    const rows = await activityRows(this.ctx.db.kysely, {
      firmId: space.firmId,
      clientId: space.clientId,
      areas: ['shared'],
    });
    const layout = columns.map((header) => ({
      header,
      width: header === 'Name' || header === 'Detail' ? 40 : 20,
    }));
    const cells = rows.map((row) => {
      const a = presentActivity(row, true);
      return [
        a.createdAt,
        a.action,
        a.itemType,
        a.itemName,
        a.actor.firstName,
        a.actor.lastName,
        a.actor.email,
        a.detail,
        a.ip ?? '',
      ].map(escapeSpreadsheetCell);
    });
    return writeSheet('Activity', layout, cells, 'Guru Suite');
  }
}

/** `{YYYY-MM-DD}_document_activity.xlsx` */
export function activityExportFileName(now: Date): string {
  return `${now.toISOString().slice(0, 10)}_document_activity.xlsx`;
}
