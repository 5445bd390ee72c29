/**
 * A CSV reader (RFC 4180, as the password managers write it): fields separated by commas, quoted with
 * double quotes when they hold a comma, a quote (doubled) or a line break; CRLF or LF line ends; a
 * leading byte-order mark. Each row carries the line it starts on, so a broken row is reported where
 * the user can find it. A quote opened and never closed spoils only its own row: reading resumes at the
 * line after the one where the row started.
 */

export interface CsvRow {
  /** 1-based line on which the row starts. */
  line: number;
  cells: string[];
}

export interface CsvResult {
  rows: CsvRow[];
  /** Lines of rows that could not be read (a quote never closed). */
  brokenLines: number[];
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function parseCsv(input: string, separator = ','): CsvResult {
  const text = stripBom(input);
  const rows: CsvRow[] = [];
  const brokenLines: number[] = [];
  let position = 0;
  let line = 1;
  const length = text.length;

  while (position < length) {
    const startLine = line;
    const startPosition = position;
    const cells: string[] = [];
    let cell = '';
    let broken = false;
    let ended = false;
    while (!ended) {
      if (position >= length) {
        cells.push(cell);
        break;
      }
      const char = text[position]!;
      if (char === '"' && cell === '') {
        // A quoted field: up to the closing quote, "" being one quote.
        let closed = false;
        position += 1;
        while (position < length) {
          const inner = text[position]!;
          if (inner === '"') {
            if (text[position + 1] === '"') {
              cell += '"';
              position += 2;
              continue;
            }
            position += 1;
            closed = true;
            break;
          }
          if (inner === '\n') line += 1;
          cell += inner;
          position += 1;
        }
        if (!closed) {
          broken = true;
          break;
        }
        // Text after the closing quote and before the separator is kept as it is.
        continue;
      }
      if (char === separator) {
        cells.push(cell);
        cell = '';
        position += 1;
        continue;
      }
      if (char === '\r' || char === '\n') {
        cells.push(cell);
        position += char === '\r' && text[position + 1] === '\n' ? 2 : 1;
        line += 1;
        ended = true;
        continue;
      }
      cell += char;
      position += 1;
    }
    if (broken) {
      brokenLines.push(startLine);
      // Resume at the line after the row's first line.
      const nextBreak = text.indexOf('\n', startPosition);
      if (nextBreak === -1) break;
      position = nextBreak + 1;
      line = startLine + 1;
      continue;
    }
    // Blank lines are not rows.
    if (!(cells.length === 1 && cells[0] === '')) rows.push({ line: startLine, cells });
  }
  return { rows, brokenLines };
}

/** A CSV with a header row: each following row as a map from the lower-cased, trimmed header to its cell. */
export interface CsvRecord {
  line: number;
  get(column: string): string;
  has(column: string): boolean;
  cells: string[];
}

export interface CsvTable {
  headers: string[];
  records: CsvRecord[];
  brokenLines: number[];
}

export function normalizeHeader(header: string): string {
  return header.trim().toLowerCase();
}

export function parseCsvWithHeader(input: string): CsvTable {
  const { rows, brokenLines } = parseCsv(input);
  const [head, ...body] = rows;
  const headers = (head?.cells ?? []).map(normalizeHeader);
  const indexes = new Map<string, number>();
  headers.forEach((header, index) => {
    if (!indexes.has(header)) indexes.set(header, index);
  });
  const records = body.map((row): CsvRecord => ({
    line: row.line,
    cells: row.cells,
    has: (column) => indexes.has(column),
    get: (column) => {
      const index = indexes.get(column);
      return index === undefined ? '' : (row.cells[index] ?? '');
    },
  }));
  return { headers, records, brokenLines };
}
