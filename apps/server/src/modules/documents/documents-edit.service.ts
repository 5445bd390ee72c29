import {
  ErrorCode,
  documentsMessages as texts,
  messages,
  type DocumentArea,
  type DocumentFolder,
  type DocumentFolderUpdateBody,
  type DocumentRow,
  type DocumentUpdateBody,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { AppError, appErrors, found } from '../../lib/app-error.js';
import type { DocumentsUser } from '../auth/access.policy.js';
import { auditActorOf } from '../audit/audit.js';
import { confirmPin } from '../auth/pin.service.js';
import { assertMayRemoveShared } from '../retention/retention-guard.js';
import type { LoadedSession } from '../auth/session.service.js';
import { actorOf, recordActivity, type ActivityEntry } from './documents-activity.js';
import { removeStoredObjects } from './documents-storage.js';
import type { FolderDbRow } from './document-folders.repository.js';
import { areaOf, deleteRefusal, editScopeOf, type SpaceScope } from './documents.policy.js';
import { presentChangedDocument, presentFolder } from './documents.presenter.js';
import type { DocumentDbRow } from './documents.repository.js';
import type { EndedShare } from './sharing/sharing.repository.js';

/** Who asks, as the route found them: the documents user, their session (PIN) and address. */
export interface DocumentsRequester {
  user: DocumentsUser;
  session: LoadedSession;
  ip: string | null;
}

export interface DeletedItems {
  deletedFiles: number;
  deletedFolders: number;
}

const areaLabel = (area: DocumentArea) => (area === 'shared' ? texts.tabShared : texts.tabPrivate);

function refuse(reason: ReturnType<typeof deleteRefusal>): void {
  if (reason === null) return;
  if (reason === 'forbidden') throw appErrors.forbidden();
  throw new AppError(ErrorCode.FORBIDDEN, texts[reason]);
}

/** Rename, move and delete: the changing side of the vault, each change recorded in the activity. */
export class DocumentsEditService {
  constructor(private readonly ctx: AppContext) {}

  private get docs() {
    return this.ctx.repos.documents;
  }

  private get folders() {
    return this.ctx.repos.documentFolders;
  }

  private entry(
    r: DocumentsRequester,
    row: { firm_id: string; client_id: string; id: string },
    e: Pick<ActivityEntry, 'area' | 'itemType' | 'itemName' | 'action'> & { detail?: string },
  ): ActivityEntry {
    return {
      firmId: row.firm_id,
      clientId: row.client_id,
      itemId: row.id,
      actor: actorOf(r.session.user),
      ip: r.ip,
      at: this.ctx.clock.now(),
      ...e,
    };
  }

  /**
   * Renames a file or moves it to another folder or area. Only clients and second users move between
   * areas; a file leaving its area without a folder named lands in "No Group"; the folder must be one
   * of the client's in the target area. A rename is recorded in the private area when either side of
   * it is private, so no private name reaches the advisor's activity.
   */
  async update(r: DocumentsRequester, id: string, body: DocumentUpdateBody): Promise<DocumentRow> {
    const scope = editScopeOf(r.user);
    const doc = await found(this.docs.findDocument(scope, id));
    const area = body.isShareFA === undefined ? doc.area : areaOf(body.isShareFA);
    if (area !== doc.area && r.user.kind !== 'client') throw appErrors.forbidden();
    const folderId = body.folderId !== undefined ? body.folderId : area === doc.area ? doc.folder_id : null;
    const space = { ...scope, clientId: doc.client_id };
    let folder: FolderDbRow | undefined;
    if (folderId !== null) {
      folder = await this.folders.findFolder(space, folderId);
      if (!folder || folder.area !== area) throw appErrors.notFound();
    }
    // Leaving the shared area is a deletion from it: a retained or held file stays (ADR 0050).
    if (doc.area === 'shared' && area === 'private')
      await assertMayRemoveShared(
        this.ctx,
        doc.firm_id,
        [doc],
        auditActorOf(r.session.user),
        'move_private',
        r.ip,
      );
    const fileName = body.fileName ?? doc.file_name;
    if (await this.docs.nameUsed(space, [area], fileName, doc.id))
      throw appErrors.conflict(texts.fileNameUsed);

    const renamed = fileName !== doc.file_name;
    const moved = area !== doc.area || folderId !== doc.folder_id;
    const events: ActivityEntry[] = [];
    if (renamed) {
      const renameArea: DocumentArea = doc.area === 'private' || area === 'private' ? 'private' : 'shared';
      events.push(
        this.entry(r, doc, {
          area: renameArea,
          itemType: 'file',
          itemName: fileName,
          action: 'rename',
          detail: `${doc.file_name} → ${fileName}`,
        }),
      );
    }
    if (moved) {
      const detail = `${folder?.name ?? texts.noGroup} (${areaLabel(area)})`;
      events.push(this.entry(r, doc, { area, itemType: 'file', itemName: fileName, action: 'move', detail }));
    }
    await this.docs.transaction(async (tx, trx) => {
      if (!(await tx.updateDocument(scope, doc.id, { fileName, folderId, area, at: this.ctx.clock.now() })))
        throw appErrors.notFound();
      await recordActivity(this.ctx, trx, events);
      // Leaving the shared area ends its shares, so moving it back shares it with nobody.
      if (doc.area === 'shared' && area === 'private') {
        const ended = await this.ctx.repos.sharing
          .within(trx)
          .endShares(doc.firm_id, { itemType: 'file', ids: [doc.id] });
        await recordActivity(this.ctx, trx, this.unshared(r, [doc], [], ended));
      }
    });
    const updated = await found(this.docs.findDocument(scope, doc.id));
    const uploader = updated.uploaded_by
      ? await this.ctx.repos.users.findById(updated.uploaded_by)
      : undefined;
    return presentChangedDocument(updated, folder?.name ?? null, uploader);
  }

  /** Renames a folder (or changes its note); a new name is recorded in the folder's area. */
  async updateFolder(
    r: DocumentsRequester,
    id: string,
    body: DocumentFolderUpdateBody,
  ): Promise<DocumentFolder> {
    const scope = editScopeOf(r.user);
    const folder = await found(this.folders.findFolder(scope, id));
    await this.folders.transaction(async (tx, trx) => {
      if (!(await tx.updateFolder(scope, id, { name: body.name, note: body.note, at: this.ctx.clock.now() })))
        throw appErrors.notFound();
      if (body.name !== folder.name) {
        await recordActivity(
          this.ctx,
          trx,
          this.entry(r, folder, {
            area: folder.area,
            itemType: 'folder',
            itemName: body.name,
            action: 'rename',
            detail: `${folder.name} → ${body.name}`,
          }),
        );
      }
    });
    const [row] = await this.folders.listFolders(scope, id);
    if (!row) throw appErrors.notFound();
    return presentFolder(row);
  }

  /**
   * Deletes files and folders (with all their files) in one transaction, all or nothing: an id the
   * caller cannot see answers 404 like an unknown one, an item the caller's role may not delete 403
   * (clients: nothing an advisor uploaded; advisors: only what an advisor uploaded, and only folders an
   * advisor created). The PIN is checked last, before anything changes; an advisor deleting only
   * folders gives none. Stored objects are removed once the rows are gone.
   */
  async deleteItems(
    r: DocumentsRequester,
    ids: readonly string[],
    folderIds: readonly string[],
    pinCode: string | undefined,
  ): Promise<DeletedItems> {
    const scope = editScopeOf(r.user);
    const fileIds = [...new Set(ids)];
    const folderIdSet = [...new Set(folderIds)];
    const files = await this.docs.findDocuments(scope, fileIds);
    const folders = await this.folders.findFolders(scope, folderIdSet);
    if (files.length !== fileIds.length || folders.length !== folderIdSet.length) throw appErrors.notFound();
    // A folder's files go with it, hidden ones too (ADR 0050): they count for the retention and the hold.
    const inFolders = await this.docs.filesOfFolders({ ...scope, seesHidden: true }, folderIdSet);
    await this.assertMayDelete(r.user, scope, [...files, ...inFolders], folders);
    await assertMayRemoveShared(
      this.ctx,
      scope.firmId,
      [...files, ...inFolders],
      auditActorOf(r.session.user),
      'delete',
      r.ip,
    );

    const pinNeeded = r.user.kind !== 'advisor' || fileIds.length > 0;
    if (pinNeeded && pinCode === undefined) throw appErrors.validation(messages.pinRequired);
    if (pinCode !== undefined) await confirmPin(this.ctx, r.session, pinCode);

    const goneFiles = new Map<string, DocumentDbRow>([...files, ...inFolders].map((f) => [f.id, f]));
    const events = [
      ...[...goneFiles.values()].map((f) =>
        this.entry(r, f, { area: f.area, itemType: 'file', itemName: f.file_name, action: 'delete' }),
      ),
      ...folders.map((f) =>
        this.entry(r, f, { area: f.area, itemType: 'folder', itemName: f.name, action: 'delete' }),
      ),
    ];
    // Every version's stored object goes with the document (read now: the rows go with it).
    const versionKeys = await this.ctx.repos.documentVersions.objectKeysOf([...goneFiles.keys()]);
    await this.docs.transaction(async (tx, trx) => {
      const sharing = this.ctx.repos.sharing.within(trx);
      const ended = [
        ...(await sharing.endShares(scope.firmId, { itemType: 'file', ids: [...goneFiles.keys()] })),
        ...(await sharing.endShares(scope.firmId, { itemType: 'folder', ids: folders.map((f) => f.id) })),
      ];
      await recordActivity(this.ctx, trx, this.unshared(r, [...goneFiles.values()], folders, ended));
      await tx.deleteDocuments(scope, fileIds);
      await this.folders.within(trx).deleteFolders(scope, folderIdSet);
      await recordActivity(this.ctx, trx, events);
    });
    await removeStoredObjects(this.ctx.files, this.ctx.log, [
      ...new Set([...[...goneFiles.values()].map((f) => f.object_key), ...versionKeys]),
    ]);
    return { deletedFiles: goneFiles.size, deletedFolders: folders.length };
  }

  /** One "unshare" per ended share, in the shared area under the name its recipients knew. */
  private unshared(
    r: DocumentsRequester,
    files: readonly DocumentDbRow[],
    folders: readonly FolderDbRow[],
    ended: readonly EndedShare[],
  ): ActivityEntry[] {
    const fileById = new Map(files.map((f) => [f.id, f]));
    const folderById = new Map(folders.map((f) => [f.id, f]));
    return ended.flatMap((share) => {
      const item = share.itemType === 'file' ? fileById.get(share.itemId) : folderById.get(share.itemId);
      if (!item) return [];
      const itemName = 'file_name' in item ? item.file_name : item.name;
      return [
        this.entry(r, item, {
          area: 'shared',
          itemType: share.itemType,
          itemName,
          action: 'unshare',
          detail: share.email,
        }),
      ];
    });
  }

  private async assertMayDelete(
    user: DocumentsUser,
    scope: SpaceScope,
    files: readonly DocumentDbRow[],
    folders: readonly FolderDbRow[],
  ): Promise<void> {
    for (const file of files) refuse(deleteRefusal(user, file.fa_upload_user_id));
    if (user.kind !== 'advisor' || folders.length === 0) return;
    const byAdvisors = await this.folders.createdByAdvisors(
      scope,
      folders.map((f) => f.id),
    );
    if (folders.some((f) => !byAdvisors.has(f.id)))
      throw new AppError(ErrorCode.FORBIDDEN, texts.advisorDeletesOwnOnly);
  }
}
