/** The media type of an .xlsx workbook (downloads, mail attachments, file pickers). */
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
