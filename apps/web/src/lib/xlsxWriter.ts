import { strToU8, zipSync, type Zippable } from 'fflate';

/**
 * A one-sheet .xlsx (Office Open XML spreadsheet) written directly: a bold header row, column
 * widths and text cells, zipped with fflate. The spreadsheet library takes about a second to
 * load and lay out 10,000 rows; these few XML parts take a few tens of milliseconds
 * (docs/ARCHITECTURE.md, "Password Guru"). Reading stays with the library, which understands
 * whatever a spreadsheet program saves.
 */

export interface XlsxColumn {
  title: string;
  /** Width in characters, as spreadsheet programs count them. */
  width: number;
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Characters XML 1.0 cannot hold at all (C0 controls but tab and line breaks, lone surrogates, U+FFFE/F): dropped. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching the control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_SPECIAL = /[&<>"]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(XML_SPECIAL, (char) => ESCAPES[char]!);
}

/** A, B, …, Z, AA, AB, … for 0, 1, …. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function textCell(reference: string, text: string, style: number): string {
  if (text === '') return style === 0 ? '' : `<c r="${reference}" s="${style}"/>`;
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${reference}"${style === 0 ? '' : ` s="${style}"`} t="inlineStr"><is><t${space}>${escapeXml(text)}</t></is></c>`;
}

function sheetXml(columns: readonly XlsxColumn[], rows: ReadonlyArray<readonly string[]>): string {
  const letters = columns.map((_, index) => columnLetters(index));
  const cols = columns
    .map(
      (column, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`,
    )
    .join('');
  const lines: string[] = [];
  const header = columns.map((column, index) => textCell(`${letters[index]}1`, column.title, 1)).join('');
  lines.push(`<row r="1">${header}</row>`);
  rows.forEach((cells, rowIndex) => {
    const number = rowIndex + 2;
    let row = '';
    for (let index = 0; index < columns.length; index += 1)
      row += textCell(`${letters[index]}${number}`, cells[index] ?? '', 0);
    lines.push(`<row r="${number}">${row}</row>`);
  });
  const last = `${letters[letters.length - 1] ?? 'A'}${rows.length + 1}`;
  return `${XML_HEADER}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><dimension ref="A1:${last}"/><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>${lines.join('')}</sheetData></worksheet>`;
}

const STYLES =
  `${XML_HEADER}<styleSheet xmlns="${MAIN_NS}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

const CONTENT_TYPES =
  `${XML_HEADER}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
  '</Types>';

const ROOT_RELS =
  `${XML_HEADER}<Relationships xmlns="${PKG_REL_NS}">` +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
  '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/>' +
  '</Relationships>';

const WORKBOOK_RELS =
  `${XML_HEADER}<Relationships xmlns="${PKG_REL_NS}">` +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
  '</Relationships>';

function workbookXml(sheetName: string): string {
  return `${XML_HEADER}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

/**
 * The core property (content status) that marks a file whose cells hold their text exactly: typed text cells
 * (`t="inlineStr"`) that no spreadsheet program evaluates, so nothing was prefixed to defuse a formula. Files
 * without it (the exports before it, any other program's) may carry that apostrophe (features/passwords, import).
 */
export const EXACT_TEXT_STATUS = 'exact-text';

function coreXml(creator: string, now: Date, exactText: boolean): string {
  const stamp = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const status = exactText ? `<cp:contentStatus>${EXACT_TEXT_STATUS}</cp:contentStatus>` : '';
  return (
    `${XML_HEADER}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<dc:creator>${escapeXml(creator)}</dc:creator>${status}<dcterms:created xsi:type="dcterms:W3CDTF">${stamp}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${stamp}</dcterms:modified>` +
    '</cp:coreProperties>'
  );
}

function appXml(creator: string): string {
  return `${XML_HEADER}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>${escapeXml(creator)}</Application></Properties>`;
}

export interface XlsxOptions {
  now?: Date;
  /** The caller wrote every cell's text as it is (no formula escaping): the file says so (EXACT_TEXT_STATUS). */
  exactText?: boolean;
}

/** The .xlsx file's bytes: sheet `sheetName`, the column titles in bold on row 1, then one row per entry of `rows`. */
export function writeXlsx(
  sheetName: string,
  columns: readonly XlsxColumn[],
  rows: ReadonlyArray<readonly string[]>,
  creator: string,
  { now = new Date(), exactText = false }: XlsxOptions = {},
): Uint8Array {
  const files: Zippable = {
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(ROOT_RELS),
    'docProps/core.xml': strToU8(coreXml(creator, now, exactText)),
    'docProps/app.xml': strToU8(appXml(creator)),
    'xl/workbook.xml': strToU8(workbookXml(sheetName)),
    'xl/_rels/workbook.xml.rels': strToU8(WORKBOOK_RELS),
    'xl/styles.xml': strToU8(STYLES),
    'xl/worksheets/sheet1.xml': strToU8(sheetXml(columns, rows)),
  };
  // Level 6: as small as the library's files, in a fraction of level 9's time.
  return zipSync(files, { level: 6, mtime: now });
}
