import { escapeSpreadsheetCell, type DocumentActivity, type DocumentArea } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { appErrors } from '../../lib/app-error.js';
import { writeSheet } from '../../lib/spreadsheet.js';
import type { DocumentsUser } from '../auth/access.policy.js';
import type { ActivityFilter } from './documents-activity.repository.js';
import { openSpace } from './documents-space.js';
import { readScopesOf, type DocumentScope } from './documents.policy.js';
import { presentActivity } from './documents.presenter.js';
import { appendAuditEvent, auditActorById } from '../audit/audit.js';

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
  constructor(private readonly ctx: AppContext) {}

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
          ? await this.ctx.repos.documents.findDocument(scope, id)
          : await this.ctx.repos.documentFolders.findFolder(scope, id);
      if (!item) continue;
      const filter: ActivityFilter = {
        firmId: item.firm_id,
        clientId: item.client_id,
        areas: areasReadBy(scope),
        itemId: id,
      };
      if (scope.kind === 'share') filter.recipientId = user.userId;
      const rows = await this.ctx.repos.documentActivity.list(filter);
      return rows.map((row) => presentActivity(row, scope.kind === 'space'));
    }
    throw appErrors.notFound();
  }

  /** A client's shared-area activity as an .xlsx workbook (the advisor's download receipt); never a private row. */
  async exportShared(user: DocumentsUser, clientId: string): Promise<Uint8Array> {
    if (user.kind !== 'advisor') throw appErrors.forbidden();
    const space = await openSpace(this.ctx.repos.users, user, clientId, 'shared');
    const rows = await this.ctx.repos.documentActivity.list({
      firmId: space.firmId,
      clientId: space.clientId,
      areas: ['shared'],
    });
    await appendAuditEvent(this.ctx, space.firmId, {
      kind: 'document.activity_exported',
      actor: await auditActorById(this.ctx, user.userId),
      subject: { type: 'user', id: space.clientId },
      detail: { rows: rows.length },
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
