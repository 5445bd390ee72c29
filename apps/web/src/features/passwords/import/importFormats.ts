import { isZip, zipTexts, type FileContent } from './fileContent';
import { ImportFileError, type ParsedFile } from './importedRecord';
import type { ImportFormat } from './formatIds';
import { parseBitwardenCsv } from './formats/bitwardenCsv';
import { parseBitwardenJson } from './formats/bitwardenJson';
import { parseChromeCsv, parseFirefoxCsv, parseSafariCsv } from './formats/browserCsv';
import { parseCxf } from './formats/cxfImport';
import { parseDashlaneCsv } from './formats/dashlaneCsv';
import { parseKeepassXml } from './formats/keepassXml';
import { parseKeepassxcCsv } from './formats/keepassxcCsv';
import { parseKeeperCsv } from './formats/keeperCsv';
import { parseKeeperJson } from './formats/keeperJson';
import { parseLastpassCsv } from './formats/lastpassCsv';
import { parseNordpassCsv } from './formats/nordpassCsv';
import { parseOnePasswordCsv } from './formats/onePasswordCsv';
import { parseOnePasswordPux } from './formats/onePasswordPux';
import { parseProtonPassJson } from './formats/protonPassJson';

export { importFormats, type ImportFormat } from './formatIds';

/** Several files of one export in a ZIP (Dashlane's CSVs, Proton Pass's data.json): each read, the results joined. */
function fromZip(
  content: FileContent,
  wanted: (name: string) => boolean,
  parse: (text: string) => ParsedFile | Promise<ParsedFile>,
) {
  return async (): Promise<ParsedFile> => {
    const texts = zipTexts(content.bytes, wanted);
    if (texts.size === 0) throw new ImportFileError('notThisFormat');
    const parsed: ParsedFile = { records: [], skipped: [] };
    for (const text of texts.values()) {
      const part = await parse(text);
      parsed.records.push(...part.records);
      parsed.skipped.push(...part.skipped);
    }
    return parsed;
  };
}

const fileName = (path: string) => path.split('/').pop() ?? path;

/** Reads a file as the given format; throws ImportFileError when the file is not of that format or cannot be opened. */
export async function parseImportFile(format: ImportFormat, content: FileContent): Promise<ParsedFile> {
  const text = content.text;
  const zipped = isZip(content.bytes);
  switch (format) {
    case 'bitwardenJson':
      return parseBitwardenJson(text(), content.password);
    case 'bitwardenCsv':
      return parseBitwardenCsv(text());
    case 'onePasswordPux':
      return parseOnePasswordPux(content.bytes);
    case 'onePasswordCsv':
      return parseOnePasswordCsv(text());
    case 'lastpassCsv':
      return parseLastpassCsv(text());
    case 'chromeCsv':
      return parseChromeCsv(text());
    case 'firefoxCsv':
      return parseFirefoxCsv(text());
    case 'safariCsv':
      return parseSafariCsv(text());
    case 'keepassXml':
      return parseKeepassXml(text());
    case 'keepassxcCsv':
      return parseKeepassxcCsv(text());
    case 'dashlaneCsv':
      return zipped
        ? fromZip(
            content,
            (name) => ['credentials.csv', 'securenotes.csv', 'payments.csv'].includes(fileName(name)),
            parseDashlaneCsv,
          )()
        : parseDashlaneCsv(text());
    case 'keeperCsv':
      return parseKeeperCsv(text());
    case 'keeperJson':
      return parseKeeperJson(text());
    case 'nordpassCsv':
      return parseNordpassCsv(text());
    case 'protonPassJson':
      return zipped
        ? fromZip(content, (name) => fileName(name) === 'data.json', parseProtonPassJson)()
        : parseProtonPassJson(text());
    case 'cxf':
      return parseCxf(text());
  }
}
