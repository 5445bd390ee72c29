import type { DocumentRow } from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { appErrors, found } from '../../lib/app-error.js';
import { appendAuditEvent, auditActorOf } from '../audit/audit.js';
import type { DocumentsRequester } from './documents-edit.service.js';
import { editScopeOf } from './documents.policy.js';
import { presentChangedDocument } from './documents.presenter.js';

/**
 * Hiding a shared-area file from the client (ADR 0050): what an advisor does with a file inside its retention
 * that should leave the client's view. The file stays stored and in the advisor's view (marked hidden); the
 * client, their second users, third parties it was shared with and links no longer see it. Advisors only.
 */
export class DocumentsHideService {
  constructor(private readonly ctx: AppContext) {}

  async setHidden(r: DocumentsRequester, id: string, hidden: boolean): Promise<DocumentRow> {
    if (r.user.kind !== 'advisor') throw appErrors.forbidden();
    const scope = editScopeOf(r.user);
    const docs = this.ctx.repos.documents;
    const doc = await found(docs.findDocument(scope, id));
    const mark = hidden ? { at: this.ctx.clock.now().toISOString(), by: r.user.userId } : null;
    if (Boolean(doc.hidden_at) !== hidden) {
      await docs.transaction(async (tx, trx) => {
        if (!(await tx.setHidden(scope, doc.id, mark))) throw appErrors.notFound();
        await appendAuditEvent(
          this.ctx,
          doc.firm_id,
          {
            kind: hidden ? 'document.hidden' : 'document.unhidden',
            actor: auditActorOf(r.session.user),
            subject: { type: 'document', id: doc.id },
            detail: { clientId: doc.client_id, area: doc.area },
            ip: r.ip,
          },
          trx,
        );
      });
    }
    const updated = await found(docs.findDocument(scope, doc.id));
    const folder = updated.folder_id
      ? await this.ctx.repos.documentFolders.findFolder(
          { ...scope, clientId: updated.client_id },
          updated.folder_id,
        )
      : undefined;
    const uploader = updated.uploaded_by
      ? await this.ctx.repos.users.findById(updated.uploaded_by)
      : undefined;
    return presentChangedDocument(updated, folder?.name ?? null, uploader);
  }
}
