import { describe, expect, it } from 'vitest';
import { fileRow, folderRows } from './documentsRows';
import {
  SelectionState,
  allRowsState,
  emptySelection,
  selectedFolders,
  selectionDeleteIds,
  toggleAllRows,
  toggleRow,
} from './selection';
import { testFile, testFolder } from './testDocuments';

describe('selection (seed 001 section 4)', () => {
  const rows = [fileRow(testFile('a')), fileRow(testFile('b'))];

  it('select-all toggles every row shown', () => {
    const all = toggleAllRows(emptySelection, rows);
    expect(allRowsState(rows, all)).toBe(SelectionState.all);
    expect(allRowsState(rows, toggleRow(all, rows[0]!))).toBe(SelectionState.some);
    expect(toggleAllRows(all, rows).size).toBe(0);
  });

  it('keeps rows of other pages when select-all acts on this page', () => {
    const other = fileRow(testFile('z'));
    const selection = toggleAllRows(toggleRow(emptySelection, other), rows);
    expect([...selection.keys()]).toEqual(['file:z', 'file:a', 'file:b']);
  });

  it('selects real folders but never "No Group"', () => {
    const top = folderRows([testFolder('f1', { fileCount: 2 })], 3, 'fileName');
    const noGroup = top[1]!;
    expect(toggleRow(emptySelection, noGroup)).toBe(emptySelection);
    const all = toggleAllRows(emptySelection, top);
    expect([...all.keys()]).toEqual(['folder:f1']);
    expect(allRowsState(top, all)).toBe(SelectionState.all);
  });

  it('selecting all files of a folder selects the folder', () => {
    const folder = testFolder('f1', { fileCount: 2 });
    const inside = [fileRow(testFile('a', { folderId: 'f1' })), fileRow(testFile('b', { folderId: 'f1' }))];
    const one = toggleRow(emptySelection, inside[0]!);
    expect(selectedFolders(one, folder)).toEqual([]);
    const both = toggleAllRows(emptySelection, inside);
    expect(selectedFolders(both, folder)).toEqual([folder]);
    // Deleting it sends the folder (with its files) rather than each file.
    expect(selectionDeleteIds(both, folder)).toEqual({ ids: [], folderIds: ['f1'] });
    expect(selectionDeleteIds(one, folder)).toEqual({ ids: ['a'], folderIds: [] });
  });
});
