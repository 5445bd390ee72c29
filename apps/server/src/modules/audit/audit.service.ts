import {
  auditEventKinds,
  type AuditEventKind,
  type AuditFilterQuery,
  type AuditList,
  type AuditVerifyResult,
} from '@guru/shared';
import type { AppContext } from '../../app-context.js';
import { checkChain, type AuditRecord } from './audit-chain.js';
import { appendAuditEvent, type AuditActor } from './audit.js';
import { csvHeaderLine, csvLine, jsonClosing, jsonOpening, jsonRecord } from './audit-files.js';
import { recordOfRow, type AuditFilter } from './audit.repository.js';

const EXPORT_BATCH = 1_000;
const DAY_MS = 86_400_000;

/** The repository's filter of a query: a group is every kind of it; `to` is inclusive (the whole day). */
export function auditFilterOf(firmId: string, query: AuditFilterQuery): AuditFilter {
  const kinds: AuditEventKind[] = query.kind
    ? [query.kind]
    : query.group
      ? auditEventKinds.filter((k) => k.startsWith(`${query.group}.`))
      : [];
  return {
    firmId,
    kinds,
    ...(query.actorId ? { actorId: query.actorId } : {}),
    ...(query.from ? { from: new Date(`${query.from}T00:00:00.000Z`).toISOString() } : {}),
    ...(query.to
      ? { to: new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS).toISOString() }
      : {}),
  };
}

function isFiltered(query: AuditFilterQuery): boolean {
  return Boolean(query.group ?? query.kind ?? query.actorId ?? query.from ?? query.to);
}

/** A page of the firm's trail, newest first. */
export async function listAuditTrail(
  ctx: AppContext,
  firmId: string,
  query: AuditFilterQuery & { page: number; perPage: number },
): Promise<AuditList> {
  const filter = auditFilterOf(firmId, query);
  const [rows, total] = await Promise.all([
    ctx.repos.audit.list(filter, { offset: (query.page - 1) * query.perPage, limit: query.perPage }),
    ctx.repos.audit.count(filter),
  ]);
  return { items: rows.map(recordOfRow).map(withoutFirm), total, page: query.page, perPage: query.perPage };
}

function withoutFirm(record: AuditRecord): Omit<AuditRecord, 'firmId'> {
  const { firmId: _firm, ...rest } = record;
  return rest;
}

/** Every record of the filter in chain order, read in batches (an export, the live check). */
async function* recordsInOrder(ctx: AppContext, filter: AuditFilter): AsyncGenerator<AuditRecord> {
  let after = 0;
  for (;;) {
    const rows = await ctx.repos.audit.batchInOrder(filter, after, EXPORT_BATCH);
    for (const row of rows) yield recordOfRow(row);
    if (rows.length < EXPORT_BATCH) return;
    after = Number(rows[rows.length - 1]!.seq);
  }
}

/**
 * The firm's trail as a file, streamed (CSV or JSON, every hashed field and the hashes). The export itself is
 * appended to the trail first, so the file holds its own record; an unfiltered JSON export carries the head.
 */
export async function* exportAuditTrail(
  ctx: AppContext,
  firmId: string,
  query: AuditFilterQuery & { format: 'csv' | 'json' },
  actor: AuditActor,
  ip: string | null,
): AsyncGenerator<string> {
  await appendAuditEvent(ctx, firmId, {
    kind: 'audit.exported',
    actor,
    ip,
    detail: { format: query.format, filtered: isFiltered(query) },
  });
  yield* auditTrailFile(ctx, firmId, query);
}

/**
 * The text of an export file of the firm's trail, streamed, without a record of its own (the caller records
 * what it exports: the trail's own export above, the firm's data export of ADR 0052).
 */
export async function* auditTrailFile(
  ctx: AppContext,
  firmId: string,
  query: AuditFilterQuery & { format: 'csv' | 'json' },
): AsyncGenerator<string> {
  const filter = auditFilterOf(firmId, query);
  const head = isFiltered(query) ? null : await ctx.repos.audit.head(firmId);
  if (query.format === 'csv') {
    yield csvHeaderLine();
    for await (const record of recordsInOrder(ctx, filter)) yield csvLine(record);
    return;
  }
  yield jsonOpening({
    firmId,
    exportedAt: ctx.clock.now().toISOString(),
    complete: head !== null,
    lastSeq: head?.lastSeq ?? null,
    lastHash: head?.lastHash ?? null,
  });
  let first = true;
  for await (const record of recordsInOrder(ctx, filter)) {
    // Records appended after the head was read are not in this export: the head is where it ends.
    if (head && record.seq > head.lastSeq) break;
    yield jsonRecord(record, first);
    first = false;
  }
  yield jsonClosing;
}

/** The live chain of one firm checked against its head. */
export async function verifyLiveTrail(ctx: AppContext, firmId: string): Promise<AuditVerifyResult> {
  const head = await ctx.repos.audit.head(firmId);
  const records: AuditRecord[] = [];
  for await (const record of recordsInOrder(ctx, { firmId })) {
    if (head && record.seq > head.lastSeq) break;
    records.push(record);
  }
  const check = checkChain(records, { head });
  return check.ok
    ? { ok: true, count: check.count, badSeq: null, reason: null }
    : { ok: false, count: check.count, badSeq: check.seq, reason: check.reason };
}

/** The export's file name: `audit-trail-YYYY-MM-DD.csv|json`. */
export function auditExportFileName(now: Date, format: 'csv' | 'json'): string {
  return `audit-trail-${now.toISOString().slice(0, 10)}.${format}`;
}
