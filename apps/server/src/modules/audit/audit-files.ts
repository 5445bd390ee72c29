import { escapeSpreadsheetCell, unescapeSpreadsheetCell } from '@guru/shared';
import { canonicalJson, type AuditRecord } from './audit-chain.js';

/**
 * The trail's export files (ADR 0048) and their reading back by `verify-audit`: JSON (a header line object with
 * the chain's head, then the records) and CSV (one record a row, the hashes in their own columns). Both carry
 * every hashed field exactly, so the verifier recomputes each hash from the file alone.
 */

/** The CSV's columns, in order: every hashed field, the detail as its canonical JSON. */
export const auditCsvColumns = [
  'firmId',
  'seq',
  'id',
  'at',
  'kind',
  'actorId',
  'actorRole',
  'actorLabel',
  'subjectType',
  'subjectId',
  'detail',
  'ip',
  'prevHash',
  'hash',
] as const;

/** An export's head: the firm's chain as it stood (its last record); a filtered export has none (it is a selection). */
export interface ExportHead {
  firmId: string;
  exportedAt: string;
  complete: boolean;
  lastSeq: number | null;
  lastHash: string | null;
}

/** One CSV cell: the suite's formula escape, then quoted when it holds a quote, comma or line break (RFC 4180). */
export function csvCell(value: string): string {
  const escaped = escapeSpreadsheetCell(value);
  return /[",\r\n]/.test(escaped) ? `"${escaped.replaceAll('"', '""')}"` : escaped;
}

/** One CSV line of cells, CRLF-terminated. */
export function csvRowLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function textOf(record: AuditRecord, column: (typeof auditCsvColumns)[number]): string {
  const value = record[column];
  if (column === 'detail') return canonicalJson(value);
  return value === null ? '' : String(value);
}

export function csvHeaderLine(): string {
  return `${auditCsvColumns.join(',')}\r\n`;
}

export function csvLine(record: AuditRecord): string {
  return `${auditCsvColumns.map((c) => csvCell(textOf(record, c))).join(',')}\r\n`;
}

/** RFC 4180 rows (quoted cells, doubled quotes, CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endCell();
      rows.push(row);
      row = [];
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}

const nullable = (text: string): string | null => (text === '' ? null : text);

/** The records of a CSV export, in file order. */
export function recordsOfCsv(text: string): AuditRecord[] {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header || header.join(',') !== auditCsvColumns.join(','))
    throw new Error('not an audit trail CSV export');
  return rows
    .filter((r) => r.length > 1)
    .map((cells) => {
      const get = (c: (typeof auditCsvColumns)[number]) =>
        unescapeSpreadsheetCell(cells[auditCsvColumns.indexOf(c)] ?? '');
      return {
        firmId: get('firmId'),
        seq: Number(get('seq')),
        id: get('id'),
        at: get('at'),
        kind: get('kind'),
        actorId: nullable(get('actorId')),
        actorRole: nullable(get('actorRole')),
        actorLabel: get('actorLabel'),
        subjectType: nullable(get('subjectType')),
        subjectId: nullable(get('subjectId')),
        detail: JSON.parse(get('detail')) as AuditRecord['detail'],
        ip: nullable(get('ip')),
        prevHash: get('prevHash'),
        hash: get('hash'),
      };
    });
}

/** The opening of a JSON export, up to its records' array. */
export function jsonOpening(head: ExportHead): string {
  return `{"head":${JSON.stringify(head)},"records":[\n`;
}

export function jsonRecord(record: AuditRecord, first: boolean): string {
  return `${first ? '' : ',\n'}${JSON.stringify(record)}`;
}

export const jsonClosing = '\n]}\n';

/** The head and records of a JSON export. */
export function recordsOfJson(text: string): { head: ExportHead | null; records: AuditRecord[] } {
  const parsed = JSON.parse(text) as { head?: ExportHead; records?: AuditRecord[] };
  if (!Array.isArray(parsed.records)) throw new Error('not an audit trail JSON export');
  return { head: parsed.head ?? null, records: parsed.records };
}
