import type { DocumentArea } from '@guru/shared';
import { documentsMessages } from '@guru/shared';
import type { ExpressionBuilder, Selectable } from 'kysely';
import { constraintViolation } from '../../db/constraint-violation.js';
import { selectByChunks } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import type { DocumentsTable } from '../../db/tables/documents.table.js';
import { inTransaction, type DbHandle } from '../../db/transaction.js';
import { appErrors } from '../../lib/app-error.js';
import type { ClientSpace, DocumentScope, ShareScope, SpaceScope } from './documents.policy.js';

export type DocumentDbRow = Selectable<DocumentsTable>;

/** A stored file becoming visible (the uploads module inserts it once its last byte is stored). */
export interface NewDocument {
  id: string;
  folderId: string | null;
  area: DocumentArea;
  fileName: string;
  mimeType: string;
  /** Plaintext size in bytes. */
  size: number;
  /** Where the encrypted object is (documentObjectKey). */
  objectKey: string;
  encryption: string;
  uploadedBy: string;
  /** The advisor's id when an advisor uploaded it (advisors may delete only these). */
  faUploadUserId: string | null;
  at: Date;
}

/** Case-insensitive names: the key that makes them unique per client and area. */
export function nameKeyOf(fileName: string): string {
  return fileName.toLowerCase();
}

type DocsEb = ExpressionBuilder<Database, 'documents'>;

/** The files of a space scope: firm, client (unless firm-wide), areas. */
export function documentsInSpace(scope: SpaceScope) {
  return (eb: DocsEb) =>
    eb.and([
      eb('documents.firm_id', '=', scope.firmId),
      ...(scope.clientId === null ? [] : [eb('documents.client_id', '=', scope.clientId)]),
      eb('documents.area', 'in', [...scope.areas]),
      // Only shared files are ever hidden (ADR 0050): a private list keeps its plan without the condition.
      ...(scope.seesHidden || !scope.areas.includes('shared') ? [] : [eb('documents.hidden_at', 'is', null)]),
    ]);
}

/** The files shared with a user: shared themselves, or in a folder shared with them; shared area only. */
export function documentsSharedWith(scope: ShareScope) {
  return (eb: DocsEb) => {
    const sharedIds = (itemType: 'file' | 'folder') =>
      eb
        .selectFrom('document_shares')
        .select('document_shares.item_id')
        .where('document_shares.user_id', '=', scope.userId)
        .where('document_shares.firm_id', '=', scope.firmId)
        .where('document_shares.item_type', '=', itemType);
    return eb.and([
      eb('documents.firm_id', '=', scope.firmId),
      eb('documents.area', '=', 'shared'),
      eb('documents.hidden_at', 'is', null),
      eb.or([
        eb('documents.id', 'in', sharedIds('file')),
        eb('documents.folder_id', 'in', sharedIds('folder')),
      ]),
    ]);
  };
}

export function documentsIn(scope: DocumentScope) {
  return scope.kind === 'space' ? documentsInSpace(scope) : documentsSharedWith(scope);
}

/** Files: every query takes the scope first and filters by it. Lists are in documents-list.repository.ts. */
export class DocumentsRepository {
  constructor(readonly db: DbHandle) {}

  /** The same repository inside a caller's transaction. */
  within(trx: DbHandle): DocumentsRepository {
    return new DocumentsRepository(trx);
  }

  transaction<T>(fn: (tx: DocumentsRepository, trx: DbHandle) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }

  /**
   * Makes a stored file visible in the client's space. The area must be one the scope allows and the
   * folder (if any) a folder of the same client and area (else NOT_FOUND); a name used by another file
   * of the client in that area is CONFLICT "The file name is used".
   */
  async insertDocument(space: ClientSpace, doc: NewDocument): Promise<DocumentDbRow> {
    if (!space.areas.includes(doc.area)) throw appErrors.forbidden();
    if (doc.folderId !== null && !(await this.folderInArea(space, doc.folderId, doc.area)))
      throw appErrors.notFound();
    const at = doc.at.toISOString();
    const row: DocumentDbRow = {
      id: doc.id,
      firm_id: space.firmId,
      client_id: space.clientId,
      folder_id: doc.folderId,
      area: doc.area,
      file_name: doc.fileName,
      name_key: nameKeyOf(doc.fileName),
      mime_type: doc.mimeType,
      size: doc.size,
      object_key: doc.objectKey,
      encryption: doc.encryption,
      uploaded_by: doc.uploadedBy,
      fa_upload_user_id: doc.faUploadUserId,
      created_at: at,
      updated_at: at,
      hidden_at: null,
      hidden_by: null,
    };
    try {
      await this.db.insertInto('documents').values(row).execute();
    } catch (err) {
      if (constraintViolation(err) === 'unique') throw appErrors.conflict(documentsMessages.fileNameUsed);
      throw err;
    }
    // Its first version (ADR 0046): the id of a document's first version is the document's.
    await this.db
      .insertInto('document_versions')
      .values({
        id: row.id,
        document_id: row.id,
        firm_id: row.firm_id,
        client_id: row.client_id,
        version: 1,
        mime_type: row.mime_type,
        size: row.size,
        object_key: row.object_key,
        encryption: row.encryption,
        uploaded_by: row.uploaded_by,
        restored_from: null,
        created_at: at,
      })
      .execute();
    return row;
  }

  /** Whether the folder belongs to the space's client and lies in `area` (and the scope allows that area). */
  async folderInArea(space: ClientSpace, folderId: string, area: DocumentArea): Promise<boolean> {
    if (!space.areas.includes(area)) return false;
    const row = await this.db
      .selectFrom('document_folders')
      .select('id')
      .where('firm_id', '=', space.firmId)
      .where('client_id', '=', space.clientId)
      .where('area', '=', area)
      .where('id', '=', folderId)
      .executeTakeFirst();
    return row !== undefined;
  }

  findDocument(scope: DocumentScope, id: string): Promise<DocumentDbRow | undefined> {
    return this.db
      .selectFrom('documents')
      .selectAll()
      .where(documentsIn(scope))
      .where('documents.id', '=', id)
      .executeTakeFirst();
  }

  /** The scope's files among `ids` (others are simply absent). */
  findDocuments(scope: SpaceScope, ids: readonly string[]): Promise<DocumentDbRow[]> {
    return selectByChunks(ids, (part) =>
      this.db
        .selectFrom('documents')
        .selectAll()
        .where(documentsInSpace(scope))
        .where('documents.id', 'in', part)
        .execute(),
    );
  }

  /** The files of the scope's folders among `folderIds`. */
  filesOfFolders(scope: SpaceScope, folderIds: readonly string[]): Promise<DocumentDbRow[]> {
    return selectByChunks(folderIds, (part) =>
      this.db
        .selectFrom('documents')
        .selectAll()
        .where(documentsInSpace(scope))
        .where('documents.folder_id', 'in', part)
        .execute(),
    );
  }

  /** The files among `ids` that the scope sees (a space's or what is shared with a user); others are absent. */
  findVisibleDocuments(scope: DocumentScope, ids: readonly string[]): Promise<DocumentDbRow[]> {
    return selectByChunks(ids, (part) =>
      this.db
        .selectFrom('documents')
        .selectAll()
        .where(documentsIn(scope))
        .where('documents.id', 'in', part)
        .execute(),
    );
  }

  /** The files of one folder that the scope sees, by name. */
  visibleFilesOfFolder(scope: DocumentScope, folderId: string): Promise<DocumentDbRow[]> {
    return this.db
      .selectFrom('documents')
      .selectAll()
      .where(documentsIn(scope))
      .where('documents.folder_id', '=', folderId)
      .orderBy('documents.name_key')
      .orderBy('documents.id')
      .execute();
  }

  /** Whether another file of the client in one of `areas` has this name (any case). */
  async nameUsed(
    space: ClientSpace,
    areas: readonly DocumentArea[],
    fileName: string,
    exceptId?: string,
  ): Promise<boolean> {
    const allowed = areas.filter((a) => space.areas.includes(a));
    if (allowed.length === 0) return false;
    let q = this.db
      .selectFrom('documents')
      .select('id')
      .where('firm_id', '=', space.firmId)
      .where('client_id', '=', space.clientId)
      .where('area', 'in', allowed)
      .where('name_key', '=', nameKeyOf(fileName));
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  /** Renames or moves a file of the scope; CONFLICT "The file name is used" when the name is taken there. */
  async updateDocument(
    scope: SpaceScope,
    id: string,
    patch: { fileName: string; folderId: string | null; area: DocumentArea; at: Date },
  ): Promise<boolean> {
    try {
      const res = await this.db
        .updateTable('documents')
        .set({
          file_name: patch.fileName,
          name_key: nameKeyOf(patch.fileName),
          folder_id: patch.folderId,
          area: patch.area,
          updated_at: patch.at.toISOString(),
        })
        .where(documentsInSpace(scope))
        .where('documents.id', '=', id)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    } catch (err) {
      if (constraintViolation(err) === 'unique') throw appErrors.conflict(documentsMessages.fileNameUsed);
      throw err;
    }
  }

  /** Hides a shared-area file from the client (`hidden` = when and by whom) or shows it again (null); false when none. */
  async setHidden(
    scope: SpaceScope,
    id: string,
    hidden: { at: string; by: string } | null,
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('documents')
      .set({ hidden_at: hidden?.at ?? null, hidden_by: hidden?.by ?? null })
      .where(documentsInSpace(scope))
      .where('documents.area', '=', 'shared')
      .where('documents.id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** The client's most recently uploaded shared-area file (its retention ends last), if any. */
  async newestSharedOfClient(firmId: string, clientId: string): Promise<DocumentDbRow | undefined> {
    return this.db
      .selectFrom('documents')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('client_id', '=', clientId)
      .where('area', '=', 'shared')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** How many shared-area files the clients have (what a firm deletion held back by their holds keeps). */
  async countSharedOfClients(firmId: string, clientIds: readonly string[]): Promise<number> {
    if (clientIds.length === 0) return 0;
    const row = await this.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('firm_id', '=', firmId)
      .where('area', '=', 'shared')
      .where('client_id', 'in', [...clientIds])
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Deletes the scope's files among `ids` and the shares of them; returns the rows deleted. */
  async deleteDocuments(scope: SpaceScope, ids: readonly string[]): Promise<DocumentDbRow[]> {
    const rows = await this.findDocuments(scope, ids);
    const found = rows.map((r) => r.id);
    await selectByChunks(found, async (part) => {
      await this.db
        .deleteFrom('document_shares')
        .where('firm_id', '=', scope.firmId)
        .where('item_type', '=', 'file')
        .where('item_id', 'in', part)
        .execute();
      await this.db
        .deleteFrom('documents')
        .where(documentsInSpace(scope))
        .where('documents.id', 'in', part)
        .execute();
      return [];
    });
    return rows;
  }

  /** Whether a file of this id exists (in any firm: ids are UUIDs). */
  async exists(id: string): Promise<boolean> {
    const row = await this.db.selectFrom('documents').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The stored objects a client's rows name (their files and the uploads in progress), read inside the
   * transaction that deletes the client (`within`): removed, with everything under the client's prefix,
   * once it has committed (removeClientObjects).
   */
  async objectKeysOfClient(firmId: string, clientId: string): Promise<string[]> {
    const files = await this.db
      .selectFrom('documents')
      .select('object_key')
      .where('firm_id', '=', firmId)
      .where('client_id', '=', clientId)
      .execute();
    const uploads = await this.db
      .selectFrom('document_uploads')
      .select('object_key')
      .where('firm_id', '=', firmId)
      .where('client_id', '=', clientId)
      .execute();
    return [...files, ...uploads].map((r) => r.object_key);
  }

  /** Every file's stored object and size, in every firm (the crash tests' check that each names a whole file). */
  allStoredObjects(): Promise<Array<Pick<DocumentDbRow, 'id' | 'object_key' | 'size'>>> {
    return this.db.selectFrom('documents').select(['id', 'object_key', 'size']).execute();
  }

  /** Whether anything is shared with the user now (the "Share with me" tab, isHasSharingFile). */
  async hasSharedItems(scope: ShareScope): Promise<boolean> {
    const file = await this.db
      .selectFrom('documents')
      .select('id')
      .where(documentsSharedWith(scope))
      .limit(1)
      .executeTakeFirst();
    if (file) return true;
    const folder = await this.db
      .selectFrom('document_shares')
      .innerJoin('document_folders', 'document_folders.id', 'document_shares.item_id')
      .select('document_folders.id')
      .where('document_shares.user_id', '=', scope.userId)
      .where('document_shares.firm_id', '=', scope.firmId)
      .where('document_shares.item_type', '=', 'folder')
      .where('document_folders.firm_id', '=', scope.firmId)
      .where('document_folders.area', '=', 'shared')
      .limit(1)
      .executeTakeFirst();
    return folder !== undefined;
  }
}
