import type { Selectable } from 'kysely';
import type { AuditEventsTable } from '../../db/tables/audit.table.js';
import { countRows, paged, type RowPage } from '../../db/rows.js';
import type { DbHandle } from '../../db/transaction.js';
import { GENESIS_HASH, type AuditRecord } from './audit-chain.js';

export type AuditEventRow = Selectable<AuditEventsTable>;

/** Which records of one firm's trail a reader asks for (every field optional but the firm). */
export interface AuditFilter {
  firmId: string;
  kinds?: readonly string[];
  actorId?: string;
  subjectId?: string;
  /** ISO timestamps, inclusive from, exclusive to. */
  from?: string;
  to?: string;
}

/** The next record's place in the chain: its number and the hash it links to. */
export interface ChainSlot {
  seq: number;
  prevHash: string;
}

export function recordOfRow(row: AuditEventRow): AuditRecord {
  return {
    firmId: row.firm_id,
    seq: Number(row.seq),
    id: row.id,
    at: row.at,
    kind: row.kind,
    actorId: row.actor_id,
    actorRole: row.actor_role,
    actorLabel: row.actor_label,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    detail: JSON.parse(row.detail) as AuditRecord['detail'],
    ip: row.ip,
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}

/**
 * The firm's audit trail (ADR 0048): appends run inside a transaction (the cause's), take the firm's chain head
 * row with an UPDATE (a row lock on PostgreSQL until the commit; SQLite runs one writer at a time), so two
 * appends of one firm never get the same number or link to the same record.
 */
export class AuditRepository {
  constructor(private readonly db: DbHandle) {}

  within(trx: DbHandle): AuditRepository {
    return new AuditRepository(trx);
  }

  /** Claims the firm's next number (creating its head at the first append) and answers the hash it links to. */
  async claimNextSlot(firmId: string): Promise<ChainSlot> {
    await this.db
      .insertInto('audit_chain_heads')
      .values({ firm_id: firmId, last_seq: 0, last_hash: GENESIS_HASH })
      .onConflict((oc) => oc.column('firm_id').doNothing())
      .execute();
    const head = await this.db
      .updateTable('audit_chain_heads')
      .set((eb) => ({ last_seq: eb('last_seq', '+', 1) }))
      .where('firm_id', '=', firmId)
      .returning(['last_seq', 'last_hash'])
      .executeTakeFirstOrThrow();
    return { seq: Number(head.last_seq), prevHash: head.last_hash };
  }

  /** Writes the record and moves the firm's head to it (after claimNextSlot, same transaction). */
  async insert(record: AuditRecord, detailJson: string): Promise<void> {
    await this.db
      .insertInto('audit_events')
      .values({
        firm_id: record.firmId,
        seq: record.seq,
        id: record.id,
        at: record.at,
        kind: record.kind,
        actor_id: record.actorId,
        actor_role: record.actorRole,
        actor_label: record.actorLabel,
        subject_type: record.subjectType,
        subject_id: record.subjectId,
        detail: detailJson,
        ip: record.ip,
        prev_hash: record.prevHash,
        hash: record.hash,
      })
      .execute();
    await this.db
      .updateTable('audit_chain_heads')
      .set({ last_hash: record.hash })
      .where('firm_id', '=', record.firmId)
      .where('last_seq', '=', record.seq)
      .execute();
  }

  /** The firm's head: its last number and hash (none before the first append). */
  async head(firmId: string): Promise<{ lastSeq: number; lastHash: string } | null> {
    const row = await this.db
      .selectFrom('audit_chain_heads')
      .select(['last_seq', 'last_hash'])
      .where('firm_id', '=', firmId)
      .executeTakeFirst();
    return row ? { lastSeq: Number(row.last_seq), lastHash: row.last_hash } : null;
  }

  private filtered(where: AuditFilter) {
    let q = this.db.selectFrom('audit_events').where('firm_id', '=', where.firmId);
    if (where.kinds && where.kinds.length > 0) q = q.where('kind', 'in', [...where.kinds]);
    if (where.actorId !== undefined) q = q.where('actor_id', '=', where.actorId);
    if (where.subjectId !== undefined) q = q.where('subject_id', '=', where.subjectId);
    if (where.from !== undefined) q = q.where('at', '>=', where.from);
    if (where.to !== undefined) q = q.where('at', '<', where.to);
    return q;
  }

  /** A page of the filtered records, newest first. */
  list(where: AuditFilter, page: RowPage): Promise<AuditEventRow[]> {
    return paged(this.filtered(where).selectAll().orderBy('seq', 'desc'), page).execute();
  }

  count(where: AuditFilter): Promise<number> {
    return countRows(this.filtered(where));
  }

  /** Records of the filter in chain order, from number `afterSeq + 1` on, at most `limit` (an export reads it in batches). */
  batchInOrder(where: AuditFilter, afterSeq: number, limit: number): Promise<AuditEventRow[]> {
    return this.filtered(where)
      .selectAll()
      .where('seq', '>', afterSeq)
      .orderBy('seq', 'asc')
      .limit(limit)
      .execute();
  }

  /** Every firm that has a trail (the live check of every firm). */
  async firmIds(): Promise<string[]> {
    const rows = await this.db.selectFrom('audit_chain_heads').select('firm_id').orderBy('firm_id').execute();
    return rows.map((r) => r.firm_id);
  }
}
