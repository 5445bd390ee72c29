import { describe, expect, it } from 'vitest';
import { acceptedDocumentTypes } from '@guru/shared';
import { FileKind, fileKindOf, isAcceptedFileType } from './fileTypes';
import { folderChoiceGroups, folderChoiceValue, parseFolderChoice } from './folderChoices';
import { documentExportRow, escapeSpreadsheetCell } from './exportRows';
import { folderRows, listWindow, pageOf } from './documentsRows';
import { testFile, testFolder } from './testDocuments';

describe('file type icons (by mimetype, else extension)', () => {
  it('knows documents, images and text', () => {
    expect(fileKindOf({ mimetype: 'application/pdf', fileName: 'x' })).toBe(FileKind.pdf);
    expect(
      fileKindOf({
        mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        fileName: 'x',
      }),
    ).toBe(FileKind.word);
    expect(fileKindOf({ mimetype: 'application/octet-stream', fileName: 'Budget.XLSX' })).toBe(
      FileKind.spreadsheet,
    );
    expect(fileKindOf({ mimetype: 'image/png', fileName: 'scan' })).toBe(FileKind.image);
    expect(fileKindOf({ mimetype: 'text/plain', fileName: 'notes.txt' })).toBe(FileKind.text);
    expect(fileKindOf({ mimetype: '', fileName: 'archive.zip' })).toBe(FileKind.other);
  });

  it('accepts Office, PDF, images and text; never audio or video', () => {
    expect(isAcceptedFileType({ name: 'a.docx', type: '' })).toBe(true);
    expect(isAcceptedFileType({ name: 'photo.heic', type: '' })).toBe(true);
    expect(isAcceptedFileType({ name: 'a.txt', type: 'text/plain' })).toBe(true);
    expect(isAcceptedFileType({ name: 'a.mov', type: 'video/quicktime' })).toBe(false);
    expect(isAcceptedFileType({ name: 'a.pdf', type: 'audio/mpeg' })).toBe(false);
    expect(isAcceptedFileType({ name: 'setup.exe', type: 'application/x-msdownload' })).toBe(false);
  });

  it("follows the server's list: every extension it accepts, and nothing it refuses by name", () => {
    expect(isAcceptedFileType({ name: 'export.tsv', type: 'text/tab-separated-values' })).toBe(true);
    expect(isAcceptedFileType({ name: 'page.html', type: 'text/html' })).toBe(false);
    expect(isAcceptedFileType({ name: 'script.js', type: 'text/javascript' })).toBe(false);
    expect(isAcceptedFileType({ name: 'a.constructor', type: '' })).toBe(false);
    for (const ext of Object.keys(acceptedDocumentTypes))
      expect(isAcceptedFileType({ name: `a.${ext}`, type: '' }), ext).toBe(true);
    expect(fileKindOf({ mimetype: '', fileName: 'export.tsv' })).toBe(FileKind.spreadsheet);
  });
});

describe('folder picker', () => {
  const folders = [
    testFolder('s1', { name: 'Taxes' }),
    testFolder('p1', { name: 'Diary', isShareFA: false }),
  ];

  it('offers both areas to clients, each with its No Group, shared first', () => {
    const groups = folderChoiceGroups(folders, true);
    expect(groups.map((group) => group.group)).toEqual(['Shared with FA', 'Private Documents']);
    expect(groups[0]?.items.map((item) => item.name)).toEqual(['No Group', 'Taxes']);
    expect(groups[1]?.items.map((item) => item.label)).toEqual([
      'Private Documents › No Group',
      'Private Documents › Diary',
    ]);
  });

  it('offers the advisor the shared area only', () => {
    expect(folderChoiceGroups(folders, false).map((group) => group.group)).toEqual(['Shared with FA']);
  });

  it('encodes the area with the folder', () => {
    expect(parseFolderChoice(folderChoiceValue({ folderId: null, isShareFA: false }))).toEqual({
      folderId: null,
      isShareFA: false,
    });
    expect(parseFolderChoice(folderChoiceValue({ folderId: 's1', isShareFA: true }))).toEqual({
      folderId: 's1',
      isShareFA: true,
    });
    expect(parseFolderChoice('nonsense')).toBeNull();
  });
});

describe('top level rows and paging', () => {
  it('lists folders by name, "No Group" last, in pages of the chosen size', () => {
    const rows = folderRows(
      [testFolder('b', { name: 'Bank' }), testFolder('a', { name: 'Archive' })],
      4,
      '-fileName',
    );
    expect(rows.map((row) => row.folder?.name ?? 'No Group')).toEqual(['Bank', 'Archive', 'No Group']);
    const page = pageOf(rows, 2, 2);
    expect(page.info).toEqual({ page: 2, pageCount: 2, total: 3, from: 3, to: 3 });
    expect(pageOf(rows, 1, -1).info.to).toBe(3);
  });

  it('asks the server for a window of files; All is limit -1', () => {
    expect(listWindow(3, 20)).toEqual({ offset: 40, limit: 20 });
    expect(listWindow(2, -1)).toEqual({ offset: 0, limit: -1 });
  });
});

describe('export rows', () => {
  it('guards every cell against formulas', () => {
    expect(escapeSpreadsheetCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(escapeSpreadsheetCell('plain')).toBe('plain');
    const row = documentExportRow(testFile('x', { fileName: '+1 call.pdf', fileSize: 1536 }));
    expect(row).toMatchObject({
      Name: "'+1 call.pdf",
      Folder: 'No Group',
      Area: 'Shared with FA',
      Size: '1.5 KB',
    });
  });
});
