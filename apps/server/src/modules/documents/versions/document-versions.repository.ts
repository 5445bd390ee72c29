import type { Selectable } from 'kysely';
import { constraintViolation } from '../../../db/constraint-violation.js';
import { selectByChunks } from '../../../db/rows.js';
import type { DocumentVersionsTable } from '../../../db/tables/document-versions.table.js';
import { inTransaction, type DbHandle } from '../../../db/transaction.js';

export type VersionDbRow = Selectable<DocumentVersionsTable>;

/** A version with its uploader's name (null: the user is gone). */
export interface VersionListRow extends VersionDbRow {
  uploader_first_name: string | null;
  uploader_last_name: string | null;
  uploader_email: string | null;
}

/** The content a new version gives its document. */
export interface VersionContent {
  objectKey: string;
  size: number;
  mimeType: string;
  encryption: string;
  uploadedBy: string | null;
  restoredFrom: number | null;
  at: Date;
}

/**
 * Versions of documents (ADR 0046): every version is a row, the first one made with the document
 * (`DocumentsRepository.insertDocument`); the `documents` row keeps the current content. Callers
 * reach a document through its scope first (the documents repository); these queries take its id.
 */
export class DocumentVersionsRepository {
  constructor(readonly db: DbHandle) {}

  within(trx: DbHandle): DocumentVersionsRepository {
    return new DocumentVersionsRepository(trx);
  }

  transaction<T>(fn: (tx: DocumentVersionsRepository, trx: DbHandle) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }

  /** A document's versions, newest first, with their uploaders' names. */
  listOf(documentId: string): Promise<VersionListRow[]> {
    return this.db
      .selectFrom('document_versions')
      .leftJoin('users', 'users.id', 'document_versions.uploaded_by')
      .selectAll('document_versions')
      .select([
        'users.first_name as uploader_first_name',
        'users.last_name as uploader_last_name',
        'users.email as uploader_email',
      ])
      .where('document_versions.document_id', '=', documentId)
      .orderBy('document_versions.version', 'desc')
      .execute();
  }

  find(documentId: string, versionId: string): Promise<VersionDbRow | undefined> {
    return this.db
      .selectFrom('document_versions')
      .selectAll()
      .where('document_id', '=', documentId)
      .where('id', '=', versionId)
      .executeTakeFirst();
  }

  /**
   * Makes `content` the document's next version and its current content, in the caller's transaction.
   * Two new versions at once: the second to commit finds the number taken and answers false.
   */
  async addVersion(
    doc: { id: string; firm_id: string; client_id: string },
    versionId: string,
    content: VersionContent,
  ): Promise<number | null> {
    const latest = await this.db
      .selectFrom('document_versions')
      .select((eb) => eb.fn.max('version').as('latest'))
      .where('document_id', '=', doc.id)
      .executeTakeFirst();
    const version = Number(latest?.latest ?? 0) + 1;
    const at = content.at.toISOString();
    try {
      await this.db
        .insertInto('document_versions')
        .values({
          id: versionId,
          document_id: doc.id,
          firm_id: doc.firm_id,
          client_id: doc.client_id,
          version,
          mime_type: content.mimeType,
          size: content.size,
          object_key: content.objectKey,
          encryption: content.encryption,
          uploaded_by: content.uploadedBy,
          restored_from: content.restoredFrom,
          created_at: at,
        })
        .execute();
    } catch (err) {
      if (constraintViolation(err) === 'unique') return null;
      throw err;
    }
    await this.db
      .updateTable('documents')
      .set({
        object_key: content.objectKey,
        size: content.size,
        mime_type: content.mimeType,
        encryption: content.encryption,
        updated_at: at,
      })
      .where('id', '=', doc.id)
      .where('firm_id', '=', doc.firm_id)
      .execute();
    return version;
  }

  /** Every stored object the versions of these documents name (removed with the documents). */
  async objectKeysOf(documentIds: readonly string[]): Promise<string[]> {
    const rows = await selectByChunks(documentIds, (part) =>
      this.db.selectFrom('document_versions').select('object_key').where('document_id', 'in', part).execute(),
    );
    return [...new Set(rows.map((r) => r.object_key))];
  }

  /** Whether any version of any document names this stored object (a restored version shares one). */
  async objectInUse(objectKey: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('document_versions')
      .select('id')
      .where('object_key', '=', objectKey)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
