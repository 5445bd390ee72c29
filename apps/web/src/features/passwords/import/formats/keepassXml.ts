import {
  ImportFileError,
  isEmptyRecord,
  loginRecord,
  type CustomField,
  type ParsedFile,
} from '../importedRecord';
import { child, childrenNamed, parseXml, XmlSyntaxError, type XmlElement } from '../xml';
import { fallbackName } from './csvImport';

/**
 * KeePass 2 XML (KeePassFile → Root → Group, groups nesting): each Entry has String elements (Key,
 * Value): Title, UserName, Password, URL, Notes, `otp` (an otpauth URI, KeePass 2.47+ and KeePassXC);
 * other keys are custom fields, protected ones (`Value Protected="True"`) hidden. The root group's name
 * is not a folder; the recycle bin's entries are skipped; an entry's History is not imported.
 */
export function parseKeepassXml(text: string): ParsedFile {
  let document: XmlElement;
  try {
    document = parseXml(text);
  } catch (error) {
    throw new ImportFileError(
      'malformed',
      error instanceof XmlSyntaxError ? { kind: 'line', line: error.line } : null,
    );
  }
  const file = child(document, 'KeePassFile');
  const rootGroup = child(child(file, 'Root'), 'Group');
  if (!file || !rootGroup) throw new ImportFileError('notThisFormat');
  const recycleBin = child(child(file, 'Meta'), 'RecycleBinUUID')?.text.trim() ?? '';
  const parsed: ParsedFile = { records: [], skipped: [] };
  const walk = (group: XmlElement, path: string[], deleted: boolean) => {
    for (const entry of childrenNamed(group, 'Entry')) {
      const position = { kind: 'line', line: entry.line } as const;
      const strings = new Map<string, { value: string; hidden: boolean }>();
      for (const field of childrenNamed(entry, 'String')) {
        const value = child(field, 'Value');
        strings.set(child(field, 'Key')?.text ?? '', {
          value: value?.text ?? '',
          hidden: value?.attributes.get('Protected')?.toLowerCase() === 'true',
        });
      }
      const get = (key: string) => strings.get(key)?.value ?? '';
      const name = get('Title');
      if (deleted) {
        parsed.skipped.push({ position, reason: 'deleted', name });
        continue;
      }
      const known = new Set([
        'Title',
        'UserName',
        'Password',
        'URL',
        'Notes',
        'otp',
        'TOTP Seed',
        'TOTP Settings',
      ]);
      const customFields: CustomField[] = [...strings]
        .filter(([key]) => !known.has(key) && !/^KP2A_URL/.test(key) && !/^URL_\d+$/.test(key))
        .map(([key, { value, hidden }]) => ({ name: key, value, hidden }));
      const extraUrls = [...strings]
        .filter(([key]) => /^KP2A_URL/.test(key) || /^URL_\d+$/.test(key))
        .map(([, field]) => field.value);
      const record = loginRecord({
        name: fallbackName(name, get('URL'), get('UserName')),
        urls: [get('URL'), ...extraUrls],
        username: get('UserName'),
        password: get('Password'),
        totp: get('otp') || get('TOTP Seed'),
        notes: get('Notes'),
        customFields,
      });
      if (isEmptyRecord(record)) parsed.skipped.push({ position, reason: 'empty', name });
      else parsed.records.push({ position, record, favorite: false, folderPath: path });
    }
    for (const sub of childrenNamed(group, 'Group')) {
      const uuid = child(sub, 'UUID')?.text.trim() ?? '';
      const name = child(sub, 'Name')?.text.trim() ?? '';
      walk(sub, name === '' ? path : [...path, name], deleted || (recycleBin !== '' && uuid === recycleBin));
    }
  };
  walk(rootGroup, [], false);
  return parsed;
}
