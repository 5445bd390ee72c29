import { escapeSpreadsheetCell, messages } from '@guru/shared';
import { writeSheet } from '../../lib/spreadsheet.js';
import { formatListDate } from '../clients/clients.export.js';
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
  const cells = rows.map((row) => columns.map((c) => escapeSpreadsheetCell(c.cell(row))));
  return writeSheet(messages.newsletterSheetName, columns, cells, messages.productName);
}

/** `2026-11-23_newsletter_subscribers.xlsx` (UTC date). */
export function newsletterExportFileName(date: Date): string {
  return `${date.toISOString().slice(0, 10)}_newsletter_subscribers.xlsx`;
}
