import { describe, expect, it } from 'vitest';
import { importTemplateExampleRow, passwordsSheetColumns } from '@guru/shared';
import { exportRow } from './exportRows';
import { checkImportRows, folderIdOf, folderIdsByName, missingFolderNames } from './importRows';
import type { SheetRow } from '../../../lib/spreadsheet';

const headers = [...passwordsSheetColumns];
const row = (rowNumber: number, cells: Partial<Record<string, string>>): SheetRow => ({
  rowNumber,
  cells: {
    Name: '',
    Folder: '',
    'Website/Application Name': '',
    Username: '',
    Password: '',
    Notes: '',
    ...cells,
  } as Record<string, string>,
});
const good = {
  Name: 'Bank',
  'Website/Application Name': 'https://bank.example.com',
  Username: 'casey',
  Password: 'S3cret!',
};

describe('checkImportRows', () => {
  it('accepts good rows, skips blank rows and the untouched template example', () => {
    const check = checkImportRows(
      headers,
      [
        row(2, importTemplateExampleRow),
        row(3, good),
        row(4, {}),
        row(5, { ...good, Folder: ' Home ', Notes: 'n' }),
      ],
      false,
    );
    expect(check.kind).toBe('ok');
    if (check.kind !== 'ok') return;
    expect(check.candidates).toHaveLength(2);
    expect(check.candidates[1]).toMatchObject({ name: 'Bank', folderName: 'Home', note: 'n' });
    expect(check.candidates[0]?.folderName).toBeNull();
  });

  it('reports every bad row with its number and field', () => {
    const check = checkImportRows(
      headers,
      [
        row(2, { ...good, Password: '' }),
        row(3, { ...good, 'Website/Application Name': 'https://bad host' }),
      ],
      false,
    );
    expect(check).toEqual({
      kind: 'rowErrors',
      errors: [
        { row: 2, field: 'Password', message: 'This field is required' },
        { row: 3, field: 'Website/Application Name', message: expect.stringContaining('valid web address') },
      ],
    });
  });

  it('refuses a file without the required columns', () => {
    const check = checkImportRows(['Name', 'Notes'], [row(2, good)], false);
    expect(check.kind).toBe('fileError');
    if (check.kind === 'fileError')
      expect(check.message).toContain('Website/Application Name, Username, Password');
  });

  it('matches column titles regardless of case and spaces', () => {
    const check = checkImportRows(
      [' name', 'WEBSITE/APPLICATION NAME', 'username', 'password'],
      [
        {
          rowNumber: 2,
          cells: { ' name': 'A', 'WEBSITE/APPLICATION NAME': 'Garage', username: 'u', password: 'p' },
        },
      ],
      false,
    );
    expect(check.kind).toBe('ok');
  });

  it('refuses a file with nothing to import', () => {
    expect(checkImportRows(headers, [row(2, {})], false).kind).toBe('fileError');
  });

  it('reads back what the export wrote, exactly', () => {
    const exported = exportRow(
      {
        id: 'x',
        name: '=cmd',
        website: 'Safe',
        isWebsite: false,
        username: '@me',
        password: '-pw+',
        note: '',
        folderId: null,
        updatedAt: '2026-01-01T00:00:00Z',
      },
      'Home',
    );
    expect(exported.Name).toBe('=cmd');
    const check = checkImportRows([...headers, 'Last updated'], [{ rowNumber: 2, cells: exported }], true);
    expect(check.kind === 'ok' && check.candidates[0]).toMatchObject({
      name: '=cmd',
      username: '@me',
      password: '-pw+',
      folderName: 'Home',
    });
  });

  it("takes an older export's formula guard off, and keeps an apostrophe of a file marked exact", () => {
    const cells = { ...good, Name: "'=cmd", Password: "'-pw+" };
    const older = checkImportRows(headers, [row(2, cells)], false);
    expect(older.kind === 'ok' && older.candidates[0]).toMatchObject({ name: '=cmd', password: '-pw+' });
    const exact = checkImportRows(headers, [row(2, cells)], true);
    expect(exact.kind === 'ok' && exact.candidates[0]).toMatchObject({ name: "'=cmd", password: "'-pw+" });
  });
});

describe('folders of an import', () => {
  it('finds the folder names to create, once each, ignoring case', () => {
    const candidates = [
      { folderName: 'Home' },
      { folderName: 'travel' },
      { folderName: 'Travel' },
      { folderName: null },
    ].map((c) => ({
      name: 'n',
      website: 'w',
      username: 'u',
      password: 'p',
      note: '',
      ...c,
    }));
    expect(
      missingFolderNames(
        candidates.map((candidate) => candidate.folderName),
        ['home'],
      ),
    ).toEqual(['travel']);
    const ids = folderIdsByName([{ id: 'f1', name: 'Home' }]);
    expect(folderIdOf(candidates[0]!, ids)).toBe('f1');
    expect(folderIdOf(candidates[3]!, ids)).toBeNull();
  });
});
