import ExcelJS from 'exceljs';
import { importTemplateExampleRow, passwordsSheetColumns, passwordsSheetName } from '@guru/shared';

/** The import template: the column headers and one example row, as an .xlsx file. */
export async function buildImportTemplate(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Guru Suite';
  const sheet = workbook.addWorksheet(passwordsSheetName);
  sheet.columns = passwordsSheetColumns.map((header) => ({
    header,
    key: header,
    width: header === 'Notes' ? 48 : 28,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(importTemplateExampleRow);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
