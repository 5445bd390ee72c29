import type { Insertable, Selectable } from 'kysely';
import type { DocumentLinksTable } from '../../db/tables/document-requests.table.js';
import { inTransaction, type DbHandle } from '../../db/transaction.js';

export type LinkRow = Selectable<DocumentLinksTable>;

/** Links for outsiders (migration 0039). A link is found by the keyed hash of its token, never by the token. */
export class DocumentLinksRepository {
  constructor(private readonly db: DbHandle) {}

  within(trx: DbHandle): DocumentLinksRepository {
    return new DocumentLinksRepository(trx);
  }

  transaction<T>(fn: (repo: DocumentLinksRepository, trx: DbHandle) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }

  async insert(row: Insertable<DocumentLinksTable>): Promise<void> {
    await this.db.insertInto('document_links').values(row).execute();
  }

  find(firmId: string, id: string): Promise<LinkRow | undefined> {
    return this.db
      .selectFrom('document_links')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findByTokenHash(tokenHash: string): Promise<LinkRow | undefined> {
    return this.db
      .selectFrom('document_links')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** The links of one item, newest first. */
  ofItem(firmId: string, itemId: string): Promise<LinkRow[]> {
    return this.db
      .selectFrom('document_links')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('item_id', '=', itemId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /**
   * The firm's links that still open (not revoked, not expired, downloads left), with the name of the client
   * whose item each reaches; newest first (the access review, ADR 0051).
   */
  openOfFirm(firmId: string, nowIso: string) {
    return this.db
      .selectFrom('document_links')
      .innerJoin('users as client', 'client.id', 'document_links.client_id')
      .select([
        'document_links.id',
        'document_links.email',
        'document_links.item_name',
        'document_links.expires_at',
        'document_links.last_opened_at',
        'client.first_name as client_first_name',
        'client.last_name as client_last_name',
      ])
      .where('document_links.firm_id', '=', firmId)
      .where('document_links.revoked_at', 'is', null)
      .where('document_links.expires_at', '>', nowIso)
      .where((eb) =>
        eb.or([
          eb('document_links.download_limit', 'is', null),
          eb('document_links.downloads', '<', eb.ref('document_links.download_limit')),
        ]),
      )
      .orderBy('document_links.created_at', 'desc')
      .orderBy('document_links.id', 'desc')
      .execute();
  }

  async revoke(firmId: string, id: string, at: string): Promise<boolean> {
    const done = await this.db
      .updateTable('document_links')
      .set({ revoked_at: at, session_hash: null, session_expires_at: null })
      .where('firm_id', '=', firmId)
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  /** The browser that entered the right code: its session's hash (one at a time: a new one ends the former). */
  async openSession(id: string, sessionHash: string, expiresAt: string, openedAt: string): Promise<void> {
    await this.db
      .updateTable('document_links')
      .set({ session_hash: sessionHash, session_expires_at: expiresAt, last_opened_at: openedAt })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Counts one download, in one statement, only while the link is live and under its limit: of parallel
   * downloads, exactly as many as the limit leaves get true.
   */
  async takeDownload(id: string, nowIso: string): Promise<boolean> {
    const done = await this.db
      .updateTable('document_links')
      .set((eb) => ({ downloads: eb('downloads', '+', 1) }))
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .where((eb) =>
        eb.or([eb('download_limit', 'is', null), eb('downloads', '<', eb.ref('download_limit'))]),
      )
      .executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  /**
   * Moves every link of a firm `ms` into its past (created, expiry, open session): the e2e worlds'
   * stand-in for days going by (dev/document-clock.routes.ts). Returns how many links moved.
   */
  async ageFirmLinks(firmId: string, ms: number): Promise<number> {
    const rows = await this.db
      .selectFrom('document_links')
      .select(['id', 'created_at', 'expires_at', 'session_expires_at'])
      .where('firm_id', '=', firmId)
      .execute();
    const back = (iso: string) => new Date(Date.parse(iso) - ms).toISOString();
    for (const row of rows) {
      await this.db
        .updateTable('document_links')
        .set({
          created_at: back(row.created_at),
          expires_at: back(row.expires_at),
          session_expires_at: row.session_expires_at === null ? null : back(row.session_expires_at),
        })
        .where('id', '=', row.id)
        .execute();
    }
    return rows.length;
  }
}
