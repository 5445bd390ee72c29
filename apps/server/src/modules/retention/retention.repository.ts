import type { Selectable } from 'kysely';
import type { FirmRetentionTable, LegalHoldsTable } from '../../db/tables/retention.table.js';
import { inTransaction, type DbHandle } from '../../db/transaction.js';

export type FirmRetentionRow = Selectable<FirmRetentionTable>;
export type LegalHoldRow = Selectable<LegalHoldsTable>;

/** A firm's retention periods in years (0 = none). */
export interface RetentionPeriods {
  documentYears: number;
  auditYears: number;
}

/** A firm's retention settings and its clients' legal holds (migration 0041, ADR 0050). */
export class RetentionRepository {
  constructor(private readonly db: DbHandle) {}

  within(trx: DbHandle): RetentionRepository {
    return new RetentionRepository(trx);
  }

  transaction<T>(fn: (tx: RetentionRepository, trx: DbHandle) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => this.within(trx), fn);
  }

  async settingsOf(firmId: string): Promise<FirmRetentionRow | undefined> {
    return this.db.selectFrom('firm_retention').selectAll().where('firm_id', '=', firmId).executeTakeFirst();
  }

  /** Sets a firm's periods (the row is made at the first change). */
  async saveSettings(firmId: string, periods: RetentionPeriods, by: string, at: string): Promise<void> {
    await this.db
      .insertInto('firm_retention')
      .values({
        firm_id: firmId,
        document_years: periods.documentYears,
        audit_years: periods.auditYears,
        updated_at: at,
        updated_by: by,
      })
      .onConflict((oc) =>
        oc.column('firm_id').doUpdateSet({
          document_years: periods.documentYears,
          audit_years: periods.auditYears,
          updated_at: at,
          updated_by: by,
        }),
      )
      .execute();
  }

  /**
   * Records the summary of what a held-back firm deletion kept; false when the provider was already told
   * exactly this (so each change of the kept set is told once).
   */
  async claimKeptNotice(firmId: string, summary: string, at: string): Promise<boolean> {
    await this.db
      .insertInto('firm_retention')
      .values({ firm_id: firmId, document_years: 0, audit_years: 0, updated_at: at, updated_by: null })
      .onConflict((oc) => oc.column('firm_id').doNothing())
      .execute();
    const result = await this.db
      .updateTable('firm_retention')
      .set({ kept_notice: summary, kept_notice_at: at })
      .where('firm_id', '=', firmId)
      .where((eb) => eb.or([eb('kept_notice', 'is', null), eb('kept_notice', '<>', summary)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async holdOf(firmId: string, clientId: string): Promise<LegalHoldRow | undefined> {
    return this.db
      .selectFrom('legal_holds')
      .selectAll()
      .where('firm_id', '=', firmId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
  }

  /** Places a hold, or changes its reason when the client is on hold already; true when it is new. */
  async placeHold(hold: LegalHoldRow): Promise<boolean> {
    const inserted = await this.db
      .insertInto('legal_holds')
      .values(hold)
      .onConflict((oc) => oc.column('client_id').doNothing())
      .returning('client_id')
      .executeTakeFirst();
    if (inserted) return true;
    await this.db
      .updateTable('legal_holds')
      .set({ reason: hold.reason })
      .where('firm_id', '=', hold.firm_id)
      .where('client_id', '=', hold.client_id)
      .execute();
    return false;
  }

  /** Lifts a hold; false when the client was not on hold. */
  async liftHold(firmId: string, clientId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('legal_holds')
      .where('firm_id', '=', firmId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Every hold of a firm, oldest first. */
  async holdsOfFirm(firmId: string): Promise<LegalHoldRow[]> {
    return this.db
      .selectFrom('legal_holds')
      .selectAll()
      .where('firm_id', '=', firmId)
      .orderBy('placed_at')
      .orderBy('client_id')
      .execute();
  }
}
