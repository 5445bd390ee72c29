import crypto from 'node:crypto';
import { ErrorCode, documentsLimits, documentsMessages, type DocumentArea } from '@guru/shared';
import type { AppContext } from '../../../app-context.js';
import { AppError, appErrors } from '../../../lib/app-error.js';
import {
  ChunkOverrunError,
  type ChunkedFile,
  type ChunkedFiles,
} from '../../../infra/storage/chunked-file.js';
import type { DocumentsUser } from '../../auth/access.policy.js';
import { recordActivity, type ActivityActor } from '../documents-activity.js';
import { documentObjectKey } from '../documents-storage.js';
import { openSpace } from '../documents-space.js';
import { areaOf, type ClientSpace } from '../documents.policy.js';
import { notifyDocumentUploaded } from '../sharing/notifications.js';
import { storedContentMatchesName } from './stored-content.js';
import { assertScannerReady, scanStoredUpload } from './malware-scan.js';
import { completeNewVersion, replacedDocument, storedEncryptionOf } from './new-version.js';
import { acceptedMimeType, contentMatchesName } from './upload-type.js';
import { chunkKey, newChunkName, newUploadId, partialKey, uploadPrefix } from './upload-keys.js';
import { decodeUploadState, sizesOf, type UploadDbRow, type UploadState } from './uploads.repository.js';
import { tusMessages, withinUploadLimit, type UploadMetadata } from './tus-headers.js';

/** Who is uploading: the scope's documents user, their name for the activity log, their address. */
export interface UploadCaller {
  user: DocumentsUser;
  actor: ActivityActor;
  ip: string | null;
}

/** Where an upload stands (HEAD, and the answer to each PATCH). */
export interface UploadStatus {
  id: string;
  offset: number;
  length: number;
  expiresAt: Date;
}

const refusedType = () => new AppError(ErrorCode.UNSUPPORTED_FILE_TYPE, documentsMessages.invalidFileType);
const tooBig = () => new AppError(ErrorCode.PAYLOAD_TOO_LARGE, documentsMessages.fileTooBig);

function statusOf(row: UploadDbRow, offset = sizesOf(row).received): UploadStatus {
  return { id: row.id, offset, length: sizesOf(row).size, expiresAt: new Date(row.expires_at) };
}

/**
 * Resumable uploads (tus 1.0, ADR 0013). Creation checks everything that can be checked before a
 * byte arrives (size, name, type by extension, the space, the folder, the name's uniqueness); the
 * first chunk's bytes are checked against the name, and the whole stored file once its last byte
 * is in (`storedContentMatchesName`: a text file to its end, an Office file's container); each chunk is encrypted as it arrives and
 * written in place into the upload's one unfinished object (fs store), or stored as its own object
 * (S3); the last one promotes (or assembles) the file and, in one transaction, makes the document
 * visible, records the activity and removes the upload. The state lives in the database only, so
 * any instance continues any upload.
 */
export class UploadsService {
  private readonly chunked: ChunkedFiles;

  constructor(private readonly ctx: AppContext) {
    this.chunked = ctx.files.chunked();
  }

  private get uploads() {
    return this.ctx.repos.uploads;
  }

  private get documents() {
    return this.ctx.repos.documents;
  }

  /** POST: a new upload of `length` bytes; an empty file becomes a document at once. */
  async create(caller: UploadCaller, length: number, meta: UploadMetadata): Promise<UploadStatus> {
    if (!withinUploadLimit(length)) throw tooBig();
    await assertScannerReady(this.ctx);
    if (acceptedMimeType(meta.fileName) === null) throw refusedType();
    if (length === 0 && !(await contentMatchesName(meta.fileName, Buffer.alloc(0)))) throw refusedType();
    const replaced = meta.replaceDocumentId
      ? await replacedDocument(this.ctx, caller.user, meta.replaceDocumentId, meta.fileName)
      : null;
    const area = replaced ? replaced.area : areaOf(meta.isShareFA ?? caller.user.kind === 'advisor');
    const clientId = replaced ? replaced.client_id : meta.clientId;
    const space = await openSpace(this.ctx.repos.users, caller.user, clientId, area);
    const folderId = replaced ? replaced.folder_id : (meta.folderId ?? null);
    if (!replaced) {
      if (folderId !== null && !(await this.documents.folderInArea(space, folderId, area)))
        throw appErrors.notFound();
      await this.assertNameFree(space, area, meta.fileName);
    }

    const now = this.ctx.clock.now();
    const objectKey = documentObjectKey(space.firmId, space.clientId, crypto.randomUUID());
    const header = this.chunked.newHeader(objectKey).toString('base64');
    const state: UploadState = this.chunked.appends ? { v: 2, header } : { v: 1, header, chunks: [] };
    const row: UploadDbRow = {
      id: newUploadId(now),
      firm_id: space.firmId,
      client_id: space.clientId,
      uploader_id: caller.user.userId,
      area,
      folder_id: folderId,
      file_name: meta.fileName,
      mime_type: acceptedMimeType(meta.fileName),
      size: length,
      received: 0,
      object_key: objectKey,
      replaces_document_id: replaced?.id ?? null,
      encryption: JSON.stringify(state),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      expires_at: new Date(now.getTime() + documentsLimits.abandonedUploadHours * 3_600_000).toISOString(),
    };
    await this.uploads.insert(row);
    if (length === 0) {
      await this.chunked.storeEmpty(this.fileOf(row, state));
      await scanStoredUpload(this.ctx, row, () => this.discard(row));
      await this.complete(caller, row, 0);
    }
    return statusOf(row);
  }

  /** HEAD: the offset to resume from. */
  async status(caller: UploadCaller, id: string): Promise<UploadStatus> {
    return statusOf(await this.ownLive(caller, id));
  }

  /**
   * PATCH: bytes from `offset`, which must be where the upload stands (else CONFLICT). Whole
   * segments are kept; the new offset is returned. The chunk at offset 0 is checked against the name
   * first: a mismatch removes the upload and answers 415, with nothing stored.
   */
  async append(
    caller: UploadCaller,
    id: string,
    offset: number,
    body: AsyncIterable<unknown>,
    declared: number | null,
  ): Promise<UploadStatus> {
    const row = await this.ownLive(caller, id);
    const { size, received } = sizesOf(row);
    if (offset !== received) throw appErrors.conflict(tusMessages.offsetMismatch);
    if (declared !== null && offset + declared > size) throw appErrors.validation(tusMessages.pastTheEnd);
    const state = decodeUploadState(row.encryption);
    const file = this.fileOf(row, state);
    const inspect = async (head: Buffer) => {
      if (await contentMatchesName(row.file_name, head)) return;
      await this.discard(row);
      throw refusedType();
    };
    // Version 1 stores each chunk as its own object (a fresh name, so a losing PATCH never touches
    // what another counted); version 2 writes in place, where a racing PATCH of the same offset
    // writes the same bytes (same plaintext, same segment nonces) and the offset decides who counts.
    const name = state.v === 1 ? newChunkName(offset) : null;
    let kept: number;
    try {
      kept =
        name === null
          ? await this.chunked.appendChunk(partialKey(id), file, offset, body, inspect)
          : await this.chunked.writeChunk(chunkKey(id, name), file, offset, body, inspect);
    } catch (err) {
      if (err instanceof ChunkOverrunError) throw appErrors.validation(tusMessages.pastTheEnd);
      throw err;
    }
    if (kept === 0) throw appErrors.validation(tusMessages.wholeSegments);
    const next: UploadState =
      state.v === 1 && name !== null ? { ...state, chunks: [...state.chunks, name] } : state;
    if (offset + kept < size) {
      const at = this.ctx.clock.now();
      if (!(await this.uploads.advance(id, offset, offset + kept, next, at))) {
        if (name !== null) await this.ctx.files.delete(chunkKey(id, name));
        throw appErrors.conflict(tusMessages.offsetMismatch);
      }
      return statusOf(row, offset + kept);
    }
    if (next.v === 1)
      await this.chunked.assemble(
        file,
        next.chunks.map((n) => chunkKey(id, n)),
      );
    else await this.chunked.finishAppended(partialKey(id), file);
    await this.inspectStored(row);
    await scanStoredUpload(this.ctx, row, () => this.discard(row));
    await this.complete(caller, row, offset);
    return statusOf(row, size);
  }

  /**
   * The whole stored file against its name (a text file to its end, an Office file's container),
   * before it becomes a document: a mismatch removes the upload and answers 415.
   */
  private async inspectStored(row: UploadDbRow): Promise<void> {
    const open = (range?: { start: number; end: number }) => this.ctx.files.get(row.object_key, range);
    if (await storedContentMatchesName(row.file_name, sizesOf(row).size, open)) return;
    await this.discard(row);
    throw refusedType();
  }

  /** DELETE: the uploader gives up; the row and every stored chunk go. */
  async cancel(caller: UploadCaller, id: string): Promise<void> {
    const row = await this.uploads.deleteOwn({ firmId: caller.user.firmId, userId: caller.user.userId }, id);
    if (!row) throw appErrors.notFound();
    await this.removeStored(row, false);
  }

  private async ownLive(caller: UploadCaller, id: string): Promise<UploadDbRow> {
    const row = await this.uploads.findOwn({ firmId: caller.user.firmId, userId: caller.user.userId }, id);
    // An expired upload is gone for its uploader at once; the clean-up job removes what is left.
    if (!row || new Date(row.expires_at).getTime() <= this.ctx.clock.now().getTime())
      throw appErrors.notFound();
    return row;
  }

  private fileOf(row: UploadDbRow, state: UploadState): ChunkedFile {
    return { key: row.object_key, header: Buffer.from(state.header, 'base64'), size: sizesOf(row).size };
  }

  private async assertNameFree(space: ClientSpace, area: DocumentArea, fileName: string): Promise<void> {
    if (await this.documents.nameUsed(space, [area], fileName))
      throw appErrors.conflict(documentsMessages.fileNameUsed);
  }

  /**
   * The last byte is stored and the file assembled under its document key: one transaction makes the
   * document visible, records the upload and removes the upload row (only if no other request moved
   * it). The space and the name are checked again: a refusal now removes the upload for good.
   */
  private async complete(caller: UploadCaller, row: UploadDbRow, from: number): Promise<void> {
    if (row.replaces_document_id !== null) {
      await completeNewVersion(this.ctx, caller, row, from, {
        discard: () => this.discard(row),
        removeChunks: () => this.removeStored(row, false),
      });
      return;
    }
    const area = row.area;
    const at = this.ctx.clock.now();
    const documentId = row.object_key.slice(row.object_key.lastIndexOf('/') + 1);
    let space: ClientSpace;
    try {
      space = await openSpace(this.ctx.repos.users, caller.user, row.client_id, area);
      await this.assertNameFree(space, area, row.file_name);
      await this.documents.transaction(async (documents, trx) => {
        if (!(await this.uploads.within(trx).deleteAt(row.id, from)))
          throw appErrors.conflict(tusMessages.offsetMismatch);
        await documents.insertDocument(space, {
          id: documentId,
          folderId: row.folder_id,
          area,
          fileName: row.file_name,
          mimeType: row.mime_type ?? 'application/octet-stream',
          size: sizesOf(row).size,
          objectKey: row.object_key,
          encryption: storedEncryptionOf(row),
          uploadedBy: caller.user.userId,
          faUploadUserId: caller.user.kind === 'advisor' ? caller.user.userId : null,
          at,
        });
        await recordActivity(this.ctx, trx, {
          firmId: space.firmId,
          clientId: space.clientId,
          area,
          itemType: 'file',
          itemId: documentId,
          itemName: row.file_name,
          action: 'upload',
          actor: caller.actor,
          ip: caller.ip,
          at,
        });
      });
    } catch (err) {
      if (
        err instanceof AppError &&
        (err.code !== ErrorCode.CONFLICT || err.message === documentsMessages.fileNameUsed)
      )
        await this.discard(row);
      else if (err instanceof AppError) await this.dropUnclaimedFile(row, documentId);
      throw err;
    }
    await this.removeStored(row, false);
    try {
      await notifyDocumentUploaded(this.ctx, {
        firmId: space.firmId,
        clientId: space.clientId,
        documentId,
        fileName: row.file_name,
        area,
        uploaderId: caller.user.userId,
        byAdvisor: caller.user.kind === 'advisor',
      });
    } catch (err) {
      this.ctx.log.error({ err, documentId }, 'documents: the upload notification failed');
    }
  }

  /** Removes an upload that can never complete: its row (if still there), its chunks and any assembled file. */
  private async discard(row: UploadDbRow): Promise<void> {
    await this.uploads.delete(row.id);
    await this.removeStored(row, true);
  }

  /**
   * The upload moved under this completion (another request finished it, or the job removed it when
   * its time ran out): the assembled file stays only if a document names it.
   */
  private async dropUnclaimedFile(row: UploadDbRow, documentId: string): Promise<void> {
    if (!(await this.documents.exists(documentId))) await this.removeStored(row, true);
  }

  /** Best effort: a failure leaves objects that the clean-up job finds (their upload id tells their age). */
  private async removeStored(row: UploadDbRow, withFile: boolean): Promise<void> {
    try {
      await this.ctx.files.deletePrefix(uploadPrefix(row.id));
      if (withFile) await this.ctx.files.delete(row.object_key);
    } catch (err) {
      this.ctx.log.error(
        { err, uploadId: row.id },
        "documents: an upload's stored chunks could not be removed",
      );
    }
  }
}
