import { createHash } from 'node:crypto';

/**
 * The hash chain of a firm's audit trail (ADR 0048), pure: what is hashed, how, and how a list of records
 * is checked. Used by the append (audit.ts), the live check and the `verify-audit` command (an export file).
 */

/** The previous hash of a firm's first record. */
export const GENESIS_HASH = '0'.repeat(64);

/** A detail value: short texts, numbers, booleans (a flat object, never a vault field or a private name). */
export type AuditDetailValue = string | number | boolean | null;
export type AuditDetail = Readonly<Record<string, AuditDetailValue>>;

/** One record of a firm's trail as it is hashed, exported and verified. */
export interface AuditRecord {
  firmId: string;
  seq: number;
  id: string;
  at: string;
  kind: string;
  actorId: string | null;
  actorRole: string | null;
  actorLabel: string;
  subjectType: string | null;
  subjectId: string | null;
  detail: AuditDetail;
  ip: string | null;
  prevHash: string;
  hash: string;
}

/** JSON with every object's keys sorted, no spaces: one text per value, whatever the order it was built in. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** SHA-256 (hex) of the record's canonical JSON without its own hash; the previous hash is one of its fields. */
export function hashOfRecord(record: Omit<AuditRecord, 'hash'>): string {
  const {
    firmId,
    seq,
    id,
    at,
    kind,
    actorId,
    actorRole,
    actorLabel,
    subjectType,
    subjectId,
    detail,
    ip,
    prevHash,
  } = record;
  const hashed = {
    firmId,
    seq,
    id,
    at,
    kind,
    actorId,
    actorRole,
    actorLabel,
    subjectType,
    subjectId,
    detail,
    ip,
    prevHash,
  };
  return createHash('sha256').update(canonicalJson(hashed), 'utf8').digest('hex');
}

/** What a check found: every record fits, or the first one that does not and why. */
export type ChainCheck =
  | { ok: true; count: number; lastSeq: number; lastHash: string }
  | { ok: false; count: number; seq: number; id: string; reason: ChainFault };

export type ChainFault =
  | 'changed' // its hash is not the hash of its content
  | 'broken-link' // its previous hash is not the hash of the record before it
  | 'out-of-order' // its number is not the one after the record before it (a record removed, added or moved)
  | 'missing-tail'; // the chain's head names a later record than the last one given

/** The record a check names, or the head when the last records are gone. */
interface ExpectedHead {
  lastSeq: number;
  lastHash: string;
}

/**
 * Checks records of one firm in the order given (the trail's order): numbered from 1 without a gap, each
 * linked to the one before by its previous hash, each hash that of its content; with `head` (the live
 * chain's head, or an export's), the last record must be the head's. A `partial` list (a filtered export) may
 * skip numbers: each record's hash is still checked, and its link wherever the record before it is there.
 * Answers the first record that does not fit.
 */
export function checkChain(
  records: Iterable<AuditRecord>,
  options: { head?: ExpectedHead | null; partial?: boolean } = {},
): ChainCheck {
  let prevSeq = 0;
  let prevHash = GENESIS_HASH;
  let count = 0;
  for (const record of records) {
    count += 1;
    const follows = record.seq === prevSeq + 1;
    const fault: ChainFault | null =
      !follows && !(options.partial && record.seq > prevSeq)
        ? 'out-of-order'
        : hashOfRecord(record) !== record.hash
          ? 'changed'
          : follows && record.prevHash !== prevHash
            ? 'broken-link'
            : null;
    if (fault) return { ok: false, count, seq: record.seq, id: record.id, reason: fault };
    prevSeq = record.seq;
    prevHash = record.hash;
  }
  const head = options.head;
  if (head && (head.lastSeq !== prevSeq || head.lastHash !== prevHash)) {
    return { ok: false, count, seq: prevSeq + 1, id: '', reason: 'missing-tail' };
  }
  return { ok: true, count, lastSeq: prevSeq, lastHash: prevHash };
}
