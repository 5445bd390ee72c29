import { fileTypeFromBuffer } from 'file-type';
import { DocumentTypeFamily as Family, acceptedDocumentType, documentExtensionOf } from '@guru/shared';

/**
 * Which files Documents Guru accepts: the extensions of `acceptedDocumentTypes` (packages/shared
 * `document-types.ts`, the list the browser uses too), and first bytes (magic bytes, by `file-type`)
 * of that extension's family, so a video or a program renamed ".pdf" or ".txt" is refused.
 */

/** What file-type may report for each family (undefined: it recognised nothing, as for text). */
/** Macro-enabled variants are left out: a .docx that file-type reads as .docm is refused at once. */
const ooxmlDetected = new Set(['zip', 'docx', 'dotx', 'xlsx', 'xltx', 'pptx', 'ppsx', 'potx']);
const odfDetected = new Set(['zip', 'odt', 'ods', 'odp', 'odg', 'ott', 'ots', 'otp', 'otg']);

/** The lower-cased extension of a file name ("" when it has none). */
export const extensionOf = documentExtensionOf;

/** The media type we record for an accepted name, or null when the extension is not accepted. */
export function acceptedMimeType(fileName: string): string | null {
  return acceptedDocumentType(fileName)?.mime ?? null;
}

/**
 * Text: a UTF-16 byte-order mark (which file-type reads as an MPEG audio frame), or nothing recognised
 * (or a text format) and no NUL byte.
 */
function looksLikeText(head: Buffer, detected: { ext: string; mime: string } | undefined): boolean {
  const utf16 =
    head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff));
  if (utf16) return true;
  if (detected && !detected.mime.startsWith('text/') && detected.ext !== 'xml') return false;
  return !head.includes(0);
}

/**
 * Whether the first bytes of a file (its first 64 KiB, or all of it) fit the family of its name's
 * extension. An empty file is accepted only as text.
 */
export async function contentMatchesName(fileName: string, head: Buffer): Promise<boolean> {
  const rule = acceptedDocumentType(fileName);
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
