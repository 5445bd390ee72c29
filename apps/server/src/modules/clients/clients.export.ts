import { escapeSpreadsheetCell, messages, type ClientRow } from '@guru/shared';
import { writeSheet } from '../../lib/spreadsheet.js';

/** MM/DD/YYYY (UTC), or "None". */
export function formatListDate(iso: string | null): string {
  if (!iso) return messages.dateNone;
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

const columns = [
  { header: messages.clientColumnName, width: 32, cell: (r: ClientRow) => r.fullName },
  { header: messages.clientColumnEmail, width: 36, cell: (r: ClientRow) => r.email },
  { header: messages.clientColumnCreated, width: 16, cell: (r: ClientRow) => formatListDate(r.createdAt) },
  { header: messages.clientColumnStatus, width: 12, cell: (r: ClientRow) => r.status },
  { header: messages.clientColumnLastLogin, width: 20, cell: (r: ClientRow) => formatListDate(r.lastLogged) },
] as const;

/** The client list as an .xlsx workbook: the columns of the Client Management table. */
export async function buildClientExport(rows: ClientRow[]): Promise<Uint8Array> {
  const cells = rows.map((row) => columns.map((c) => escapeSpreadsheetCell(c.cell(row))));
  return writeSheet(messages.clientsSheetName, columns, cells, 'Guru Suite');
}
