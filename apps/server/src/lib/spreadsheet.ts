import zlib from 'node:zlib';
import { CFB, utils, write } from '@e965/xlsx';

/**
 * The server's .xlsx files (the import template and the client, subscriber and activity exports), written with
 * SheetJS, the suite's one spreadsheet library (docs/adr/0036): one sheet, a bold header row, column widths, and
 * every value a typed text cell (a shared string, `t="s"`), never a formula. Callers escape what could run as a
 * formula once a user edits the cell (`escapeSpreadsheetCell`, @guru/shared).
 */

export interface SheetColumn {
  header: string;
  /** Width in characters, as spreadsheet programs count them. */
  width: number;
}

/** The part of SheetJS's bundled zip container library (typed `any` by SheetJS) used here. */
interface ZipEntry {
  content: Uint8Array;
}
interface ZipLibrary {
  read(data: Uint8Array, options: { type: 'buffer' }): unknown;
  find(container: unknown, path: string): ZipEntry | null;
  write(container: unknown, options: { fileType: 'zip'; type: 'buffer'; compression: boolean }): Uint8Array;
  utils: { use_zlib(zlib: unknown): void };
}
const zip = CFB as ZipLibrary;

/**
 * Without a zlib, SheetJS deflates with its own code, fixed Huffman codes only (files about 2.5 times the size
 * zlib makes, and slower). Its check of Node's zlib looks for a property Node no longer has (bytesRead), so it
 * gets Node's zlib through this adapter: deflate as it is, inflate saying how many bytes it took.
 */
class InflateRaw {
  readonly _finishFlushFlag = zlib.constants.Z_FINISH;
  bytesRead = 0;
  _processChunk(input: Uint8Array): Buffer {
    const { buffer, engine } = zlib.inflateRawSync(input, { info: true }) as unknown as {
      buffer: Buffer;
      engine: { bytesWritten: number };
    };
    this.bytesRead = engine.bytesWritten;
    return buffer;
  }
}
zip.utils.use_zlib({ InflateRaw, deflateRawSync: (data: Uint8Array) => zlib.deflateRawSync(data) });

/** SheetJS (community edition) writes no fonts: its one font, and a second, bold, one for the header's style. */
const FONTS = /<fonts count="1"><font>(.*?)<\/font><\/fonts>/;
const CELL_STYLES = /<cellXfs count="1">(<xf [^>]*\/>)<\/cellXfs>/;
const BOLD_STYLE = '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>';
const HEADER_ROW = /<row r="1"[^>]*>.*?<\/row>/;
/**
 * SheetJS declares default content types for extensions its file does not hold, among them `.bin` as a
 * VBA project, which stricter macro checks than ours (ADR 0031 looks at the parts held) may take for a macro:
 * only the defaults of the parts written (.xml, .rels) are kept.
 */
const UNUSED_DEFAULT = /<Default Extension="(?!xml"|rels")[^"]*" ContentType="[^"]*"\/>/g;

function replacePart(container: unknown, path: string, change: (xml: string) => string): void {
  const entry = zip.find(container, `/${path}`);
  if (!entry) throw new Error(`spreadsheet part missing: ${path}`);
  const before = new TextDecoder().decode(entry.content);
  const after = change(before);
  if (after === before) throw new Error(`spreadsheet part unchanged: ${path}`);
  entry.content = new TextEncoder().encode(after);
}

/**
 * Sets the first row of SheetJS's file in bold (a bold font and cell style, used by row 1's cells) and keeps
 * only the content type defaults of its parts.
 */
function finish(bytes: Uint8Array): Uint8Array {
  const container = zip.read(bytes, { type: 'buffer' });
  replacePart(container, 'xl/styles.xml', (xml) =>
    xml
      .replace(
        FONTS,
        (_, font: string) => `<fonts count="2"><font>${font}</font><font><b/>${font}</font></fonts>`,
      )
      .replace(CELL_STYLES, (_, plain: string) => `<cellXfs count="2">${plain}${BOLD_STYLE}</cellXfs>`),
  );
  replacePart(container, 'xl/worksheets/sheet1.xml', (xml) =>
    xml.replace(HEADER_ROW, (row) => row.replace(/<c r="([A-Z]+1)"/g, '<c r="$1" s="1"')),
  );
  replacePart(container, '[Content_Types].xml', (xml) => xml.replace(UNUSED_DEFAULT, ''));
  return zip.write(container, { fileType: 'zip', type: 'buffer', compression: true });
}

/** The .xlsx file's bytes: sheet `sheetName`, the headers in bold on row 1, then one row per entry of `rows`. */
export function writeSheet(
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: ReadonlyArray<readonly string[]>,
  creator: string,
): Uint8Array {
  const sheet = utils.aoa_to_sheet([columns.map((column) => column.header), ...rows.map((row) => [...row])]);
  sheet['!cols'] = columns.map((column) => ({ wch: column.width }));
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, sheet, sheetName);
  workbook.Props = { Author: creator };
  // Strings as shared strings (`t="s"`, typed text); the file is stored, compressed once by finish.
  const bytes = write(workbook, {
    type: 'buffer',
    bookType: 'xlsx',
    bookSST: true,
    compression: false,
  }) as Uint8Array;
  return finish(bytes);
}
