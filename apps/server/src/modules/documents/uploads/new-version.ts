import crypto from 'node:crypto';
import { ErrorCode, documentsViewerMessages as text, formatMessage } from '@guru/shared';
import type { AppContext } from '../../../app-context.js';
import { AppError, appErrors } from '../../../lib/app-error.js';
import { keyIdOfHeader } from '../../../infra/storage/chunked-file.js';
import type { DocumentsUser } from '../../auth/access.policy.js';
import { editScopeOf } from '../documents.policy.js';
import { nameKeyOf, type DocumentDbRow } from '../documents.repository.js';
import { notifyDocumentUploaded } from '../sharing/notifications.js';
import { tusMessages } from './tus-headers.js';
import { decodeUploadState, sizesOf, type UploadDbRow } from './uploads.repository.js';
import type { UploadCaller } from './uploads.service.js';

/** The `encryption` column of a finished upload's stored file: its format and key id. */
export function storedEncryptionOf(row: UploadDbRow): string {
  return JSON.stringify({
    format: 'gsfe-v1',
    keyId: keyIdOfHeader(Buffer.from(decodeUploadState(row.encryption).header, 'base64')),
  });
}

/**
 * The document a new version replaces (ADR 0046): one the caller may change (their space, or for an
 * advisor the shared area of the firm's clients; else 404) with the same name, any case (else 409).
 */
export async function replacedDocument(
  ctx: AppContext,
  user: DocumentsUser,
  documentId: string,
  fileName: string,
): Promise<DocumentDbRow> {
  const doc = await ctx.repos.documents.findDocument(editScopeOf(user), documentId);
  if (!doc) throw appErrors.notFound();
  if (doc.name_key !== nameKeyOf(fileName)) throw appErrors.conflict(text.newVersionNameMismatch);
  return doc;
}

/**
 * The last byte of a new version is stored: one transaction removes the upload row (only if still at
 * that offset), adds the version (its number the next one) and makes it the document's content, and
 * records the upload in the activity. The document is checked again: gone or out of reach, the upload
 * is removed for good.
 */
export async function completeNewVersion(
  ctx: AppContext,
  caller: UploadCaller,
  row: UploadDbRow,
  from: number,
  stored: { discard: () => Promise<void>; removeChunks: () => Promise<void> },
): Promise<void> {
  const at = ctx.clock.now();
  let doc: DocumentDbRow;
  try {
    doc = await replacedDocument(ctx, caller.user, row.replaces_document_id ?? '', row.file_name);
    await ctx.repos.documentVersions.transaction(async (versions, trx) => {
      if (!(await ctx.repos.uploads.within(trx).deleteAt(row.id, from)))
        throw appErrors.conflict(tusMessages.offsetMismatch);
      const version = await versions.addVersion(doc, crypto.randomUUID(), {
        objectKey: row.object_key,
        size: sizesOf(row).size,
        mimeType: row.mime_type ?? 'application/octet-stream',
        encryption: storedEncryptionOf(row),
        uploadedBy: caller.user.userId,
        restoredFrom: null,
        at,
      });
      if (version === null) throw appErrors.conflict(text.versionConflict);
      await ctx.repos.documentActivity.within(trx).record({
        firmId: doc.firm_id,
        clientId: doc.client_id,
        area: doc.area,
        itemType: 'file',
        itemId: doc.id,
        itemName: doc.file_name,
        action: 'upload',
        actor: caller.actor,
        detail: formatMessage(text.newVersionActivity, { version }),
        ip: caller.ip,
        at,
      });
    });
  } catch (err) {
    // Refused for good (the document gone, a version racing this one): nothing of the upload stays. The
    // upload moved under this request (another finished it): that one owns what is stored.
    const moved =
      err instanceof AppError &&
      err.code === ErrorCode.CONFLICT &&
      err.message === tusMessages.offsetMismatch;
    if (err instanceof AppError && !moved) await stored.discard();
    throw err;
  }
  await stored.removeChunks();
  try {
    await notifyDocumentUploaded(ctx, {
      firmId: doc.firm_id,
      clientId: doc.client_id,
      documentId: doc.id,
      fileName: doc.file_name,
      area: doc.area,
      uploaderId: caller.user.userId,
      byAdvisor: caller.user.kind === 'advisor',
    });
  } catch (err) {
    ctx.log.error({ err, documentId: doc.id }, 'documents: the new version notification failed');
  }
}
