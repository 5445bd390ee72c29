/**
 * Pure helpers of the download route: the Range header (RFC 9110 §14) and the attachment file name
 * (RFC 6266 with RFC 8187's filename*).
 */

export type RangeRequest =
  /** No Range header, or one we answer with the whole file (several ranges, another unit, bad syntax). */
  | { kind: 'whole' }
  | { kind: 'range'; start: number; end: number }
  /** 416 with Content-Range: bytes *\/size. */
  | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

/**
 * One byte range of a file of `size` bytes. `bytes=a-b`, `bytes=a-` and `bytes=-n` (the last n bytes);
 * an end past the file is cut at its end. Several ranges or a malformed header are ignored (the whole
 * file, 200), as RFC 9110 allows; a range that starts past the end, or any range of an empty file, is
 * unsatisfiable.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'whole' };
  const m = SINGLE.exec(header.trim().replace(/\s+/g, ''));
  if (!m) return { kind: 'whole' };
  const [, first = '', last = ''] = m;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (!Number.isSafeInteger(suffix)) return { kind: 'whole' };
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return { kind: 'whole' };
  if (last !== '' && end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', start, end: Math.min(end, size - 1) };
}

/** RFC 8187 attr-char: everything else is percent-encoded in filename*. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

function encodeRfc8187(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += byte < 0x80 && ATTR_CHAR.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…`: a plain-ASCII fallback (anything else, quotes,
 * backslashes and control characters become "_") for old clients, and the exact UTF-8 name for the rest.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = [...fileName]
    .map((ch) => (/^[\x20-\x7e]$/.test(ch) && ch !== '"' && ch !== '\\' ? ch : '_'))
    .join('');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc8187(fileName)}`;
}

/** The stored media type when it has the form type/subtype; otherwise application/octet-stream. */
export function downloadContentType(mimeType: string): string {
  return /^[A-Za-z0-9][\w.+-]*\/[A-Za-z0-9][\w.+-]*$/.test(mimeType) ? mimeType : 'application/octet-stream';
}
