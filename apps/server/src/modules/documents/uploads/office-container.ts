import type { AcceptedDocumentType } from '@guru/shared';
import { readZipDirectory, readZipEntry, type ReadRange, type ZipEntry } from './zip-directory.js';

/**
 * Whether an uploaded Office file's ZIP container is the document its extension says (ADR 0031):
 * OOXML (.docx, .xlsx, .pptx…) holds `[Content_Types].xml` naming a main part of the extension's
 * content type that is in the archive, and nothing of macros (a part of a macro-enabled content type, a
 * `vbaProject.bin`); ODF (.odt, .ods, .odp) holds a `mimetype` entry that is the extension's media
 * type, and no Basic or script macros. A ZIP of anything else, or of zeros, is refused.
 */

/** `[Content_Types].xml` is small; more than this is not an Office package's. */
const MAX_CONTENT_TYPES_BYTES = 1_048_576;

const macroEntry = (name: string) =>
  /(^|\/)vbaProject\.bin$/i.test(name) || /(^|\/)vbaData\.xml$/i.test(name);
const odfMacroEntry = (name: string) => /^(Basic|Scripts)\//.test(name);

function partName(value: string): string {
  try {
    return decodeURIComponent(value.replace(/^\//, '')).toLowerCase();
  } catch {
    return '';
  }
}

function attribute(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return m ? (m[1] ?? m[2] ?? '') : null;
}

/** The parts `[Content_Types].xml` declares, as PartName (without the leading "/") → ContentType. */
function overrides(contentTypes: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const tag of contentTypes.match(/<(?:\w+:)?Override\b[^>]*>/g) ?? []) {
    const part = attribute(tag, 'PartName');
    const type = attribute(tag, 'ContentType');
    if (part !== null && type !== null) out.set(partName(part), type.trim().toLowerCase());
  }
  return out;
}

/** The content type of each file extension by default, as Extension (lower case) → ContentType. */
function defaults(contentTypes: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const tag of contentTypes.match(/<(?:\w+:)?Default\b[^>]*>/g) ?? []) {
    const extension = attribute(tag, 'Extension');
    const type = attribute(tag, 'ContentType');
    if (extension !== null && type !== null)
      out.set(extension.trim().toLowerCase(), type.trim().toLowerCase());
  }
  return out;
}

const macroType = (type: string) => /macroenabled|vbaproject|vbadata/.test(type);

/**
 * Whether a part the archive holds has a macro content type: its own (Override), else its extension's
 * (Default). A type declared for no part (SheetJS and other writers declare `.bin` as a VBA project in
 * every workbook) is no macro.
 */
function holdsMacroPart(contentTypes: string, names: ReadonlySet<string>): boolean {
  const byPart = overrides(contentTypes);
  const byExtension = defaults(contentTypes);
  for (const name of names) {
    const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '';
    const type = byPart.get(name) ?? byExtension.get(extension);
    if (type !== undefined && macroType(type)) return true;
  }
  return false;
}

function entryNamed(entries: readonly ZipEntry[], name: string): ZipEntry | undefined {
  return entries.find((e) => e.name === name);
}

async function ooxmlMatches(
  read: ReadRange,
  size: number,
  entries: readonly ZipEntry[],
  mainPart: string,
): Promise<boolean> {
  if (entries.some((e) => macroEntry(e.name))) return false;
  const entry = entryNamed(entries, '[Content_Types].xml');
  if (!entry) return false;
  const bytes = await readZipEntry(read, size, entry, MAX_CONTENT_TYPES_BYTES);
  if (!bytes) return false;
  const text = bytes.toString('utf8');
  const names = new Set(entries.map((e) => e.name.toLowerCase()));
  if (holdsMacroPart(text, names)) return false;
  const wanted = mainPart.toLowerCase();
  for (const [part, type] of overrides(text)) {
    if (type === wanted && names.has(part)) return true;
  }
  return false;
}

async function odfMatches(
  read: ReadRange,
  size: number,
  entries: readonly ZipEntry[],
  mime: string,
): Promise<boolean> {
  if (entries.some((e) => odfMacroEntry(e.name))) return false;
  const entry = entryNamed(entries, 'mimetype');
  if (!entry) return false;
  const bytes = await readZipEntry(read, size, entry, 256);
  return bytes !== null && bytes.toString('latin1') === mime;
}

/** Whether the container of an OOXML or ODF file of `size` bytes fits its accepted type. */
export async function officeContainerMatches(
  rule: AcceptedDocumentType,
  read: ReadRange,
  size: number,
): Promise<boolean> {
  const entries = await readZipDirectory(read, size);
  if (!entries) return false;
  if (rule.family === 'ooxml')
    return rule.mainPart !== undefined && ooxmlMatches(read, size, entries, rule.mainPart);
  if (rule.family === 'odf') return odfMatches(read, size, entries, rule.mime);
  return false;
}
