import { parseCsv } from './csv';
import { isObject, isZip, zipTexts, type FileContent } from './fileContent';
import type { ImportFormat } from './importFormats';

/**
 * Which format a file looks like, from its content (its name only breaks ties): a ZIP by the files it
 * holds, JSON by its top-level keys, XML by its root, a CSV by its header row. Null when nothing fits:
 * the user then chooses (and may always correct what was detected).
 */
export function detectFormat(content: FileContent): ImportFormat | null {
  if (isZip(content.bytes)) return detectZip(content.bytes);
  const text = content.text().trimStart();
  if (text.startsWith('{')) return detectJson(text);
  if (text.startsWith('<')) return /<KeePassFile[\s>]/.test(text.slice(0, 4_000)) ? 'keepassXml' : null;
  return detectCsv(text);
}

function detectZip(bytes: Uint8Array): ImportFormat | null {
  let names: string[];
  try {
    names = [
      ...zipTexts(bytes, (name) =>
        /(^|\/)(export\.data|data\.json|credentials\.csv|securenotes\.csv)$/.test(name),
      ).keys(),
    ];
  } catch {
    return null;
  }
  if (names.includes('export.data')) return 'onePasswordPux';
  if (names.some((name) => name.endsWith('data.json'))) return 'protonPassJson';
  if (names.some((name) => name.endsWith('.csv'))) return 'dashlaneCsv';
  return null;
}

function detectJson(text: string): ImportFormat | null {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(root)) return null;
  if ('exporterRpId' in root && Array.isArray(root.accounts)) return 'cxf';
  if (Array.isArray(root.items) || root.passwordProtected === true) return 'bitwardenJson';
  if (isObject(root.vaults)) return 'protonPassJson';
  if (Array.isArray(root.records)) return 'keeperJson';
  return null;
}

/** Header columns (lower-cased) that identify each CSV format, most specific first. */
const csvSignatures: ReadonlyArray<readonly [ImportFormat, readonly string[]]> = [
  ['bitwardenCsv', ['folder', 'favorite', 'type', 'name', 'login_uri', 'login_password']],
  ['lastpassCsv', ['url', 'username', 'password', 'extra', 'name', 'grouping']],
  ['nordpassCsv', ['name', 'url', 'username', 'password', 'note', 'cardholdername', 'type']],
  ['keepassxcCsv', ['group', 'title', 'username', 'password', 'url']],
  ['firefoxCsv', ['url', 'username', 'password', 'httprealm', 'formactionorigin']],
  ['onePasswordCsv', ['title', 'url', 'username', 'password', 'otpauth', 'favorite']],
  ['safariCsv', ['title', 'url', 'username', 'password', 'notes', 'otpauth']],
  ['dashlaneCsv', ['username', 'title', 'password', 'note', 'url', 'category']],
  ['dashlaneCsv', ['title', 'note', 'category']],
  ['chromeCsv', ['name', 'url', 'username', 'password']],
  ['safariCsv', ['title', 'url', 'username', 'password']],
];

function detectCsv(text: string): ImportFormat | null {
  const firstLines = text.split(/\r?\n/, 2)[0] ?? '';
  const header = parseCsv(firstLines).rows[0]?.cells.map((cell) => cell.trim().toLowerCase()) ?? [];
  for (const [format, columns] of csvSignatures)
    if (columns.every((column) => header.includes(column))) return format;
  // Keeper writes no header: a row of at least 6 cells none of which is a known column title.
  if (header.length >= 6) return 'keeperCsv';
  return null;
}
