import ExcelJS from 'exceljs';
import { messages, type ClientRow } from '@guru/shared';

/** A cell starting with = + - @ (or a tab or CR) could run as a formula: it gets a leading apostrophe. */
export function escapeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

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
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Guru Suite';
  const sheet = workbook.addWorksheet(messages.clientsSheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => escapeCell(c.cell(row))));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
