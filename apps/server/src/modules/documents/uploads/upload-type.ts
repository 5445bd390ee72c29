import { fileTypeFromBuffer } from 'file-type';

/**
 * Which files Documents Guru accepts (seed 001 section 5: Office documents, PDF, any image, any text
 * file; no video or audio; and no executables). The name's extension must be one of ours, and the
 * first bytes (magic bytes, by `file-type`) must be of that extension's family, so a video or a
 * program renamed ".pdf" or ".txt" is refused.
 */

const Family = {
  pdf: 'pdf',
  ooxml: 'ooxml',
  odf: 'odf',
  cfb: 'cfb',
  rtf: 'rtf',
  image: 'image',
  text: 'text',
} as const;
type Family = (typeof Family)[keyof typeof Family];

interface Accepted {
  family: Family;
  mime: string;
}

const OOXML_PREFIX = 'application/vnd.openxmlformats-officedocument.';
const accepted: Record<string, Accepted> = {
  pdf: { family: Family.pdf, mime: 'application/pdf' },
  docx: { family: Family.ooxml, mime: `${OOXML_PREFIX}wordprocessingml.document` },
  docm: { family: Family.ooxml, mime: 'application/vnd.ms-word.document.macroEnabled.12' },
  dotx: { family: Family.ooxml, mime: `${OOXML_PREFIX}wordprocessingml.template` },
  xlsx: { family: Family.ooxml, mime: `${OOXML_PREFIX}spreadsheetml.sheet` },
  xlsm: { family: Family.ooxml, mime: 'application/vnd.ms-excel.sheet.macroEnabled.12' },
  xltx: { family: Family.ooxml, mime: `${OOXML_PREFIX}spreadsheetml.template` },
  pptx: { family: Family.ooxml, mime: `${OOXML_PREFIX}presentationml.presentation` },
  pptm: { family: Family.ooxml, mime: 'application/vnd.ms-powerpoint.presentation.macroEnabled.12' },
  ppsx: { family: Family.ooxml, mime: `${OOXML_PREFIX}presentationml.slideshow` },
  odt: { family: Family.odf, mime: 'application/vnd.oasis.opendocument.text' },
  ods: { family: Family.odf, mime: 'application/vnd.oasis.opendocument.spreadsheet' },
  odp: { family: Family.odf, mime: 'application/vnd.oasis.opendocument.presentation' },
  doc: { family: Family.cfb, mime: 'application/msword' },
  dot: { family: Family.cfb, mime: 'application/msword' },
  xls: { family: Family.cfb, mime: 'application/vnd.ms-excel' },
  xlt: { family: Family.cfb, mime: 'application/vnd.ms-excel' },
  ppt: { family: Family.cfb, mime: 'application/vnd.ms-powerpoint' },
  pps: { family: Family.cfb, mime: 'application/vnd.ms-powerpoint' },
  rtf: { family: Family.rtf, mime: 'application/rtf' },
  jpg: { family: Family.image, mime: 'image/jpeg' },
  jpeg: { family: Family.image, mime: 'image/jpeg' },
  png: { family: Family.image, mime: 'image/png' },
  gif: { family: Family.image, mime: 'image/gif' },
  bmp: { family: Family.image, mime: 'image/bmp' },
  webp: { family: Family.image, mime: 'image/webp' },
  tif: { family: Family.image, mime: 'image/tiff' },
  tiff: { family: Family.image, mime: 'image/tiff' },
  heic: { family: Family.image, mime: 'image/heic' },
  heif: { family: Family.image, mime: 'image/heif' },
  ico: { family: Family.image, mime: 'image/x-icon' },
  svg: { family: Family.text, mime: 'image/svg+xml' },
  txt: { family: Family.text, mime: 'text/plain' },
  text: { family: Family.text, mime: 'text/plain' },
  log: { family: Family.text, mime: 'text/plain' },
  md: { family: Family.text, mime: 'text/markdown' },
  csv: { family: Family.text, mime: 'text/csv' },
  tsv: { family: Family.text, mime: 'text/tab-separated-values' },
  json: { family: Family.text, mime: 'application/json' },
  xml: { family: Family.text, mime: 'application/xml' },
};

/** What file-type may report for each family (undefined: it recognised nothing, as for text). */
const ooxmlDetected = new Set(['zip', 'docx', 'docm', 'dotx', 'dotm', 'xlsx', 'xlsm', 'xltx', 'xltm', 'pptx', 'pptm', 'ppsx', 'ppsm', 'potx', 'potm']);
const odfDetected = new Set(['zip', 'odt', 'ods', 'odp', 'odg', 'ott', 'ots', 'otp', 'otg']);

/** The lower-cased extension of a file name ("" when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The media type we record for an accepted name, or null when the extension is not accepted. */
export function acceptedMimeType(fileName: string): string | null {
  return accepted[extensionOf(fileName)]?.mime ?? null;
}

/**
 * Text: a UTF-16 byte-order mark (which file-type reads as an MPEG audio frame), or nothing recognised
 * (or a text format) and no NUL byte.
 */
function looksLikeText(head: Buffer, detected: { ext: string; mime: string } | undefined): boolean {
  const utf16 = head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff));
  if (utf16) return true;
  if (detected && !detected.mime.startsWith('text/') && detected.ext !== 'xml') return false;
  return !head.includes(0);
}

/**
 * Whether the first bytes of a file (its first 64 KiB, or all of it) fit the family of its name's
 * extension. An empty file is accepted only as text.
 */
export async function contentMatchesName(fileName: string, head: Buffer): Promise<boolean> {
  const rule = accepted[extensionOf(fileName)];
  if (!rule) return false;
  if (head.length === 0) return rule.family === Family.text;
  const detected = await fileTypeFromBuffer(head);
  switch (rule.family) {
    case Family.pdf:
      return detected?.ext === 'pdf';
    case Family.ooxml:
      return detected !== undefined && ooxmlDetected.has(detected.ext);
    case Family.odf:
      return detected !== undefined && odfDetected.has(detected.ext);
    case Family.cfb:
      return detected?.ext === 'cfb';
    case Family.rtf:
      return detected?.ext === 'rtf';
    case Family.image:
      return detected !== undefined && detected.mime.startsWith('image/');
    case Family.text:
      return looksLikeText(head, detected);
  }
}
