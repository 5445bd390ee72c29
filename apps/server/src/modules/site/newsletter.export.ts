import ExcelJS from 'exceljs';
import { messages } from '@guru/shared';
import { escapeCell, formatListDate } from '../clients/clients.export.js';
import type { SubscriberRow } from './newsletter.repository.js';

const columns = [
  { header: messages.newsletterColumnFirstName, width: 20, cell: (r: SubscriberRow) => r.first_name },
  { header: messages.newsletterColumnLastName, width: 20, cell: (r: SubscriberRow) => r.last_name },
  { header: messages.newsletterColumnCompany, width: 28, cell: (r: SubscriberRow) => r.company ?? '' },
  { header: messages.newsletterColumnWebsite, width: 32, cell: (r: SubscriberRow) => r.website ?? '' },
  { header: messages.newsletterColumnEmail, width: 36, cell: (r: SubscriberRow) => r.email },
  {
    header: messages.newsletterColumnSubscribed,
    width: 14,
    cell: (r: SubscriberRow) => formatListDate(r.subscribed_at),
  },
] as const;

/** The current subscribers as an .xlsx workbook; cells that could run as formulas are escaped. */
export async function buildNewsletterExport(rows: SubscriberRow[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = messages.productName;
  const sheet = workbook.addWorksheet(messages.newsletterSheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => escapeCell(c.cell(row))));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** `2026-11-23_newsletter_subscribers.xlsx` (UTC date). */
export function newsletterExportFileName(date: Date): string {
  return `${date.toISOString().slice(0, 10)}_newsletter_subscribers.xlsx`;
}
