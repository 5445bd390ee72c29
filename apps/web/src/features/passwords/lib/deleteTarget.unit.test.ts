import { describe, expect, it } from 'vitest';
import { messages } from '@guru/shared';
import { deleteConfirmText, selectionDeleteBodies } from './deleteTarget';

describe('deleteConfirmText', () => {
  it('asks about the selected passwords when no folder goes with them', () => {
    expect(deleteConfirmText({ kind: 'selection', ids: ['a'], folders: [] })).toBe(
      messages.passwordsDeleteSelectedConfirm,
    );
  });

  it('warns that a selected folder loses all of its contents for good', () => {
    const text = deleteConfirmText({
      kind: 'selection',
      ids: ['a', 'b'],
      folders: [{ id: 'f', name: 'Home', entryIds: ['a', 'b'] }],
    });
    expect(text).toContain('"Home"');
    expect(text).toContain('deleted permanently');
    const two = deleteConfirmText({
      kind: 'selection',
      ids: ['a'],
      folders: [
        { id: 'f', name: 'Home', entryIds: [] },
        { id: 'g', name: 'Travel', entryIds: ['a'] },
      ],
    });
    expect(two).toContain('"Home", "Travel"');
    expect(two).toContain('deleted permanently');
  });

  it('keeps the texts of one entry and of one folder', () => {
    expect(deleteConfirmText({ kind: 'entry', id: 'a', name: 'Bank' })).toBe(
      'Are you sure you want to delete "Bank"?',
    );
    expect(deleteConfirmText({ kind: 'folder', id: 'f', name: 'Home' })).toContain(
      'All of its contents will be deleted permanently.',
    );
  });
});

describe('selectionDeleteBodies', () => {
  const home = { id: 'f-home', name: 'Home', entryIds: ['h1', 'h2'] };
  const bank = { id: 'f-bank', name: 'Banking', entryIds: ['b1'] };

  it('sends a selection with folders in one call with the PIN, without the entries the folders take anyway', () => {
    expect(selectionDeleteBodies(['e1', 'h1', 'h2', 'e2', 'b1', 'e1'], [home, bank], '1234')).toEqual([
      { ids: ['e1', 'e2'], folderIds: ['f-home', 'f-bank'], pinCode: '1234' },
    ]);
    expect(selectionDeleteBodies(['h1', 'h2'], [home], '1234')).toEqual([
      { ids: [], folderIds: ['f-home'], pinCode: '1234' },
    ]);
  });

  it('puts the folders in the last call when the other entries exceed one call, every call carrying the PIN', () => {
    expect(selectionDeleteBodies(['e1', 'e2', 'e3', 'h1'], [home], '1234', 2)).toEqual([
      { ids: ['e1', 'e2'], pinCode: '1234' },
      { ids: ['e3'], folderIds: ['f-home'], pinCode: '1234' },
    ]);
    expect(
      selectionDeleteBodies(['e1'], [home, bank, { id: 'f-x', name: 'X', entryIds: [] }], '1234', 2),
    ).toEqual([
      { ids: ['e1'], folderIds: ['f-home', 'f-bank'], pinCode: '1234' },
      { ids: [], folderIds: ['f-x'], pinCode: '1234' },
    ]);
  });
});
