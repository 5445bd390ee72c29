import crypto from 'node:crypto';
import { documentsViewerMessages as text, formatMessage, type DocumentVersionList } from '@guru/shared';
import type { AppContext } from '../../../app-context.js';
import { appErrors } from '../../../lib/app-error.js';
import { actorOf, downloadEntry, recordDownload, recordActivity } from '../documents-activity.js';
import type { DocumentsRequester } from '../documents-edit.service.js';
import { editScopeOf, readScopesOf } from '../documents.policy.js';
import type { DocumentDbRow } from '../documents.repository.js';
import type { Download } from '../documents-download.service.js';
import { attachmentDisposition, downloadContentType } from '../download-headers.js';
import type { VersionListRow } from './document-versions.repository.js';

function present(doc: DocumentDbRow, rows: VersionListRow[]): DocumentVersionList {
  const current = rows[0]?.version;
  return {
    documentId: doc.id,
    fileName: doc.file_name,
    versions: rows.map((v) => ({
      id: v.id,
      version: v.version,
      size: Number(v.size),
      mimetype: v.mime_type,
      uploadedBy:
        v.uploader_first_name === null
          ? null
          : {
              firstName: v.uploader_first_name,
              lastName: v.uploader_last_name ?? '',
              email: v.uploader_email ?? '',
            },
      createdAt: v.created_at,
      restoredFrom: v.restored_from,
      current: v.version === current,
    })),
  };
}

/**
 * Versions of a document (ADR 0046): whoever may download a document sees its versions and may
 * download each; whoever may change it (its space's client and second users, an advisor in the shared
 * area) may restore one, which adds a version. Versions are never deleted one by one: the document's
 * delete rules (who uploaded it) apply to it and all its versions.
 */
export class DocumentVersionsService {
  constructor(private readonly ctx: AppContext) {}

  private async visible(r: DocumentsRequester, id: string): Promise<DocumentDbRow> {
    for (const scope of readScopesOf(r.user)) {
      const doc = await this.ctx.repos.documents.findDocument(scope, id);
      if (doc) return doc;
    }
    throw appErrors.notFound();
  }

  async list(r: DocumentsRequester, documentId: string): Promise<DocumentVersionList> {
    const doc = await this.visible(r, documentId);
    return present(doc, await this.ctx.repos.documentVersions.listOf(doc.id));
  }

  /** One version's bytes, whole, as an attachment under the document's name; recorded as a download. */
  async open(r: DocumentsRequester, documentId: string, versionId: string): Promise<Download> {
    const doc = await this.visible(r, documentId);
    const version = await this.ctx.repos.documentVersions.find(doc.id, versionId);
    if (!version) throw appErrors.notFound();
    const body = await this.ctx.files.get(version.object_key);
    await recordDownload(
      this.ctx,
      downloadEntry(
        doc,
        r.session.user,
        r.ip,
        this.ctx.clock.now(),
        formatMessage(text.versionLabel, { version: version.version }),
      ),
      false,
    );
    return {
      status: 200,
      headers: {
        'content-type': downloadContentType(version.mime_type),
        'content-disposition': attachmentDisposition(doc.file_name),
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
        'content-length': String(Number(version.size)),
      },
      body,
    };
  }

  /** Makes an older version the current one again, as a new version naming the same stored object. */
  async restore(r: DocumentsRequester, documentId: string, versionId: string): Promise<DocumentVersionList> {
    const scope = editScopeOf(r.user);
    const doc = await this.ctx.repos.documents.findDocument(scope, documentId);
    if (!doc) throw appErrors.notFound();
    const older = await this.ctx.repos.documentVersions.find(doc.id, versionId);
    if (!older) throw appErrors.notFound();
    const at = this.ctx.clock.now();
    await this.ctx.repos.documentVersions.transaction(async (versions, trx) => {
      const added = await versions.addVersion(doc, crypto.randomUUID(), {
        objectKey: older.object_key,
        size: Number(older.size),
        mimeType: older.mime_type,
        encryption: older.encryption,
        uploadedBy: r.user.userId,
        restoredFrom: older.version,
        at,
      });
      if (added === null) throw appErrors.conflict(text.versionConflict);
      await recordActivity(this.ctx, trx, {
        firmId: doc.firm_id,
        clientId: doc.client_id,
        area: doc.area,
        itemType: 'file',
        itemId: doc.id,
        itemName: doc.file_name,
        action: 'upload',
        actor: actorOf(r.session.user),
        detail: formatMessage(text.restoredVersionActivity, { version: added, from: older.version }),
        ip: r.ip,
        at,
      });
    });
    return this.list(r, documentId);
  }
}
