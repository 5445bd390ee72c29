import { describe, expect, it } from 'vitest';
import {
  allRowsState,
  emptySelection,
  fullySelectedFolderIds,
  pruneSelection,
  rowSelectionState,
  toggleAllRows,
  toggleRow,
} from './selection';
import { buildRows, defaultSort, rootScope, type FolderRow, type PasswordsRow } from './passwordsList';
import { sampleSnapshot } from './testPasswords';

const topRows = buildRows(sampleSnapshot, { scope: rootScope, query: '', sort: defaultSort });
const bankRows = buildRows(sampleSnapshot, {
  scope: { kind: 'folder', folderId: 'f-bank' },
  query: '',
  sort: defaultSort,
});
const banking = topRows[0] as FolderRow;
const home = topRows[1] as FolderRow;

describe('selection', () => {
  it('selecting a folder selects its passwords, and again unselects them', () => {
    const selected = toggleRow(emptySelection, banking);
    expect([...selected].sort()).toEqual(['e1', 'e2']);
    expect(rowSelectionState(banking, selected)).toBe('all');
    expect(toggleRow(selected, banking).size).toBe(0);
  });

  it('selecting every password of a folder selects the folder', () => {
    let selected = toggleRow(emptySelection, bankRows[0] as PasswordsRow);
    expect(rowSelectionState(banking, selected)).toBe('some');
    selected = toggleRow(selected, bankRows[1] as PasswordsRow);
    expect(rowSelectionState(banking, selected)).toBe('all');
  });

  it('names the folders whose every password is selected, for deleting them with the selection', () => {
    expect(fullySelectedFolderIds(topRows, toggleRow(emptySelection, banking))).toEqual(['f-bank']);
    expect(fullySelectedFolderIds(topRows, toggleRow(emptySelection, bankRows[0] as PasswordsRow))).toEqual(
      [],
    );
    const all = toggleAllRows(emptySelection, topRows);
    expect(fullySelectedFolderIds(topRows, all)).not.toContain(null);
    void home;
  });

  it('select-all toggles every row shown', () => {
    const all = toggleAllRows(emptySelection, topRows);
    expect(all.size).toBe(5);
    expect(allRowsState(topRows, all)).toBe('all');
    expect(toggleAllRows(all, topRows).size).toBe(0);
    const partly = toggleRow(emptySelection, home);
    expect(allRowsState(topRows, partly)).toBe('some');
    expect(toggleAllRows(partly, topRows).size).toBe(5);
  });

  it('an empty folder has nothing to select', () => {
    const empty: FolderRow = { ...banking, key: 'folder:x', folderId: 'x', entryIds: [] };
    expect(rowSelectionState(empty, toggleRow(emptySelection, empty))).toBe('none');
  });

  it('drops ids that no longer exist', () => {
    const selected = new Set(['e1', 'gone']);
    expect([...pruneSelection(selected, new Set(['e1', 'e2']))]).toEqual(['e1']);
    const same = new Set(['e1']);
    expect(pruneSelection(same, new Set(['e1']))).toBe(same);
  });
});
